import { fileExtension } from '../shared/upload';
import type { GroupType } from './types';

/** Accepted extensions (spec §5). */
export const ACCEPTED_EXTENSIONS: Record<GroupType, readonly string[]> = {
  IMAGE: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'gif'],
  VIDEO: ['mp4', 'mov', 'm4v', 'flv', 'mkv', 'wmv', 'avi', 'rmvb', '3gp'],
};

export const isAcceptedFile = (name: string, groupType: GroupType): boolean =>
  ACCEPTED_EXTENSIONS[groupType].includes(fileExtension(name));

/** UI61: an image is at most 3 MB. */
export const MAX_IMAGE_MB = 3;

export const isTooLarge = (size: number, groupType: GroupType): boolean => groupType === 'IMAGE' && size > MAX_IMAGE_MB * 1024 * 1024;
