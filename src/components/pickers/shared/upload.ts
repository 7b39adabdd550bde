import { api } from '@/api';

/** Answer of `POST seller/uploaders` (api reference §8.8). */
export interface UploadedFile {
  url: string;
  name: string;
  ext: string;
}

/** Uploads one file as multipart `file` to `seller/uploaders`; `onProgress` hears the percent sent. */
export function uploadFile(file: Blob, scene?: string, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  if (scene) form.append('scene', scene);
  return api.post<UploadedFile>('seller/uploaders', form, { onUploadProgress: onProgress });
}

/** Lower-case extension of a file name without the dot ('' when none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};
