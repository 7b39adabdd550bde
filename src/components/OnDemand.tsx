import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { ViewErrorBoundary } from './errors/ViewErrorBoundary';

/** A part of the console loaded on demand: a spinner while it loads (or nothing), the reason and a reload if it cannot. */
export function OnDemand({ children, spinner = true }: { children: ReactNode; spinner?: boolean }) {
  return (
    <ViewErrorBoundary>
      <Suspense fallback={spinner ? <Spin fullscreen /> : null}>{children}</Suspense>
    </ViewErrorBoundary>
  );
}
