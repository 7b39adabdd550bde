import { lazy, Suspense, useState } from 'react';

const ImagePreview = lazy(() => import('./ImagePreview'));

export interface ThumbnailProps {
  src: string;
  /** Names the image (screen readers; axe image-alt): a cell's column, a goods line's name. */
  alt: string;
  size: number;
  /** Opens the image large on a click (default); `false`: the thumbnail only. */
  preview?: boolean;
  /** The images the preview pages through (an `images` field's list), this one first shown. */
  group?: readonly string[];
}

/**
 * A thumbnail in a cell or a line: a plain image, and a button that opens it large. antd's Image (the
 * preview with its zoom and rotate tools) loads with the first preview, not with every list of goods.
 */
export function Thumbnail({ src, alt, size, preview = true, group }: ThumbnailProps) {
  const [open, setOpen] = useState(false);
  const image = <img src={src} alt={alt} width={size} height={size} loading="lazy" style={{ objectFit: 'cover', verticalAlign: 'middle', borderRadius: 4 }} />;
  if (!preview) return image;
  const items = group?.length ? group : [src];
  return (
    <>
      <button type="button" className="console-thumbnail" onClick={() => setOpen(true)} style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', lineHeight: 0 }}>
        {image}
      </button>
      {open && (
        <Suspense>
          <ImagePreview items={items} current={Math.max(0, items.indexOf(src))} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
