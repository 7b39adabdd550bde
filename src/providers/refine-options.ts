import type { RefineProps } from '@refinedev/core';

/**
 * How the console's queries and mutations behave, wherever Refine runs (the signed-in console, the sign-in
 * page, a decoration window):
 * - No automatic retry: a failed read is said once (the screen's error, or the client's toast) and
 *   asked again by the screen's Retry; a blind retry said it twice and doubled a 60 s time-out.
 * - Calls go out whatever the browser thinks of the network ('always'): offline, the read fails at
 *   once with the offline message instead of pausing silently over stale rows, and a save does not
 *   spin for ever. Every query in error is read again by itself when the browser is back online.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: true },
  mutations: { networkMode: 'always' },
} as const;

/**
 * Refine's options. The signed-in console hands Refine its own query cache instead
 * (src/providers/query-client.ts); a plain config here keeps react-query's client out of the code the
 * sign-in page shares with every page (with it, Refine and react-query went into the shared chunk:
 * /login +36 kB gzip).
 */
export const refineOptions: RefineProps['options'] = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: true,
  reactQuery: { clientConfig: { defaultOptions: QUERY_DEFAULTS } },
};
