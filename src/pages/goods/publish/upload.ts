/** Image uploads of the publish and SKU screens: type, size and content checked before `POST seller/uploaders`. */
import { isAcceptedFile, isImageContent } from '@/components/pickers';

/** UI61 limit for images. */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

/** null when the file may be uploaded, else the i18n key of the refusal. */
export async function imageRefusal(file: Blob & { name: string }): Promise<string | null> {
  if (!isAcceptedFile(file.name, 'IMAGE')) return 'upload.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'upload.imageSize';
  if (!(await isImageContent(file))) return 'upload.notImage';
  return null;
}
