import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/**
 * The console's one react-query cache, handed to Refine (`options.reactQuery.clientConfig`): what is
 * read before a screen is there (src/providers/early-reads.ts) goes into the cache the screen's hooks
 * read. A sign-out reloads the page, so nothing in it outlives its session.
 * - No automatic retry: a failed read is said once (the screen's error, or the client's toast) and
 *   asked again by the screen's Retry; a blind retry said it twice and doubled a 60 s time-out.
 * - Calls go out whatever the browser thinks of the network ('always'): offline, the read fails at
 *   once with the offline message instead of pausing silently over stale rows, and a save does not
 *   spin for ever. Every query in error is read again by itself when the browser is back online.
 * - The page shown stays while the next one loads (Refine's own default, which it sets only on a
 *   client it makes).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: true, placeholderData: keepPreviousData },
    mutations: { networkMode: 'always' },
  },
});
