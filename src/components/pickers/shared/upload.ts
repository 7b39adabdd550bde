import { useCallback } from 'react';
import { useCall } from '@/engine/data/use-call';

/** Answer of `POST seller/uploaders` (api reference §8.8). */
export interface UploadedFile {
  url: string;
  name: string;
  ext: string;
}

/**
 * Uploading one file as multipart `file` to `seller/uploaders`, through the data provider. Storing a
 * file changes nothing a view shows (`onProgress` hears the percent sent): whoever registers it (the resource centre) says what is stale.
 */
export function useUpload() {
  const call = useCall();
  return useCallback(
    (file: Blob, scene?: string, onProgress?: (percent: number) => void): Promise<UploadedFile> => {
      const form = new FormData();
      form.append('file', file);
      if (scene) form.append('scene', scene);
      return call<UploadedFile>({ url: 'seller/uploaders', method: 'post', data: form, onProgress });
    },
    [call],
  );
}

/** Lower-case extension of a file name without the dot ('' when none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};
