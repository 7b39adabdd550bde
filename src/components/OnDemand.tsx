import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { ViewErrorBoundary } from './errors/ViewErrorBoundary';

/** The page-wide spinner of a part whose code is still loading. */
export const loadingSpinner = <Spin fullscreen />;

/**
 * A part of the console loaded on demand: a spinner while it loads (or nothing, or `fallback`: a
 * placeholder that keeps the page from moving when the part arrives), the reason and a reload if it cannot.
 */
export function OnDemand({ children, spinner = true, fallback }: { children: ReactNode; spinner?: boolean; fallback?: ReactNode }) {
  return (
    <ViewErrorBoundary>
      <Suspense fallback={fallback ?? (spinner ? loadingSpinner : null)}>{children}</Suspense>
    </ViewErrorBoundary>
  );
}
