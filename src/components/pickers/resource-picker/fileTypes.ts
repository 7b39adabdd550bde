import { fileExtension } from '../shared/upload';
import type { GroupType } from './types';

/** Accepted extensions (spec §5). */
export const ACCEPTED_EXTENSIONS: Record<GroupType, readonly string[]> = {
  IMAGE: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'gif'],
  VIDEO: ['mp4', 'mov', 'm4v', 'flv', 'mkv', 'wmv', 'avi', 'rmvb', '3gp'],
};

export const isAcceptedFile = (name: string, groupType: GroupType): boolean =>
  ACCEPTED_EXTENSIONS[groupType].includes(fileExtension(name));

/** The first bytes of each accepted image type (RIFF....WEBP is checked whole below). */
const IMAGE_SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0xff, 0xd8, 0xff], // jpeg
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // png
  [0x47, 0x49, 0x46, 0x38], // gif
  [0x42, 0x4d], // bmp
];

/** What the bytes say, not the name: a text file renamed `.png` is no image. */
export function isImageBytes(head: Uint8Array): boolean {
  const starts = (sig: readonly number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  if (IMAGE_SIGNATURES.some((sig) => starts(sig))) return true;
  return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
}

/** Reads the file's first bytes; a file that cannot be read is no image. */
export async function isImageContent(file: Blob): Promise<boolean> {
  try {
    return isImageBytes(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return false;
  }
}

/** UI61: an image is at most 3 MB. */
export const MAX_IMAGE_MB = 3;

export const isTooLarge = (size: number, groupType: GroupType): boolean => groupType === 'IMAGE' && size > MAX_IMAGE_MB * 1024 * 1024;
