import type { RefineProps } from '@refinedev/core';

/**
 * Refine's options, shared by the app and the tests.
 * - No automatic retry: a failed read is said once (the screen's error, or the client's toast) and
 *   asked again by the screen's Retry; a blind retry said it twice and doubled a 60 s time-out.
 * - Calls go out whatever the browser thinks of the network ('always'): offline, the read fails at
 *   once with the offline message instead of pausing silently over stale rows, and a save does not
 *   spin for ever. Every query in error is read again by itself when the browser is back online.
 */
export const refineOptions: RefineProps['options'] = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: true,
  reactQuery: {
    clientConfig: {
      defaultOptions: {
        queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: true },
        mutations: { networkMode: 'always' },
      },
    },
  },
};
