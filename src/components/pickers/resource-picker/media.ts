export interface MediaInfo {
  width: number;
  height: number;
  /** seconds, videos only */
  duration: number;
}

const EMPTY: MediaInfo = { width: 0, height: 0, duration: 0 };

/** Reads the pixel size of an image or the size and duration of a video; zeros if the browser cannot tell in time. */
export function readMediaInfo(file: Blob, kind: 'IMAGE' | 'VIDEO', timeoutMs = 1500): Promise<MediaInfo> {
  if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(EMPTY);
  const src = URL.createObjectURL(file);
  return new Promise<MediaInfo>((resolve) => {
    let done = false;
    const finish = (info: MediaInfo) => {
      if (done) return;
      done = true;
      URL.revokeObjectURL(src);
      resolve(info);
    };
    setTimeout(() => finish(EMPTY), timeoutMs);
    if (kind === 'IMAGE') {
      const img = new Image();
      img.onload = () => finish({ width: img.naturalWidth, height: img.naturalHeight, duration: 0 });
      img.onerror = () => finish(EMPTY);
      img.src = src;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () =>
        finish({ width: video.videoWidth, height: video.videoHeight, duration: Math.round(video.duration || 0) });
      video.onerror = () => finish(EMPTY);
      video.src = src;
    }
  });
}
