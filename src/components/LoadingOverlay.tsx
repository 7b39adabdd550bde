import { Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

export const OVERLAY_CLOSE_DELAY_MS = 200;
export const OVERLAY_DEFAULT_OPACITY = 0.8;

/** How long the overlay stays after loading ends: 200 ms, or none when a numeric opacity is given (spec §9). */
export const overlayCloseDelay = (opacity: number | undefined) => (typeof opacity === 'number' ? 0 : OVERLAY_CLOSE_DELAY_MS);

/** A loading overlay over its children. */
export function LoadingOverlay({ loading, opacity, children }: { loading: boolean; opacity?: number; children: ReactNode }) {
  const [lingering, setLingering] = useState(loading);
  // Each time loading starts, the overlay will linger for the delay after it ends.
  if (loading && !lingering) setLingering(true);
  useEffect(() => {
    if (loading) return;
    const timer = setTimeout(() => setLingering(false), overlayCloseDelay(opacity));
    return () => clearTimeout(timer);
  }, [loading, opacity]);
  const visible = loading || lingering;
  return (
    <div style={{ position: 'relative' }}>
      {children}
      {visible && (
        <div
          data-testid="loading-overlay"
          style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 10, background: `rgba(255,255,255,${opacity ?? OVERLAY_DEFAULT_OPACITY})` }}
        >
          <Spin />
        </div>
      )}
    </div>
  );
}
