import { Space } from 'antd';
import type { ReactNode } from 'react';
import { splitUrls } from '@/utils/urls';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)(?:[?#].*)?$/i;
/** Addresses a link may lead to: the web, or this site (never `javascript:`). */
const SAFE = /^(https?:\/\/|\/(?!\/))/i;

/** The last piece of a file's path, without its query, for its link's text. */
export const fileName = (url: string) => decodeURIComponent(url.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? url);

/** Whether a file is shown as a picture (by its name; a data URL says so itself). */
export const isImageFile = (url: string) => IMAGE.test(url) || /^data:image\//i.test(url);

/**
 * Files the API gives as URLs (an e-invoice's PDF, a picture): a picture as its thumbnail, any other
 * file as a link that opens it in a new tab, an address of another scheme as plain text.
 */
export function fileLinks(value: unknown, image: (src: string, all: string[]) => ReactNode) {
  const urls = splitUrls(value);
  const pictures = urls.filter(isImageFile);
  return (
    <Space wrap>
      {urls.map((url) =>
        isImageFile(url) ? (
          <span key={url}>{image(url, pictures)}</span>
        ) : SAFE.test(url) ? (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer" data-file={url}>
            {fileName(url)}
          </a>
        ) : (
          <span key={url}>{fileName(url)}</span>
        ),
      )}
    </Space>
  );
}
