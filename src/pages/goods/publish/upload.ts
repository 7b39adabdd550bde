/** Image uploads of the publish and SKU screens: type and size checked before `POST seller/uploaders`. */
import { isAcceptedFile } from '@/components/pickers';

/** UI61 limit for images. */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

/** null when the file may be uploaded, else the i18n key of the refusal. */
export function imageRefusal(file: { name: string; size: number }): string | null {
  if (!isAcceptedFile(file.name, 'IMAGE')) return 'upload.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'upload.imageSize';
  return null;
}
