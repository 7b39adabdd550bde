import { saveBlob } from '@/utils/save-file';

/**
 * Saves an export file. The file is fetched (its URL carries its own authority, no token) and saved
 * under the name the server gives, rather than followed as a link: a plain navigation would not reach a
 * marketplace answered inside the page (the demo), and a failure can be told to the user.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}
