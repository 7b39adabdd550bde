import type { RefineProps } from '@refinedev/core';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, refineOptions } from './refine-options';

/**
 * The signed-in console's one react-query cache, handed to Refine: what is read before a screen is there
 * (src/providers/early-reads.ts) goes into the cache the screen's hooks read. A sign-out reloads the
 * page, so nothing in it outlives its session. The page shown stays while the next one loads (Refine's
 * own default, which it sets only on a client it makes).
 */
export const queryClient = new QueryClient({
  defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, placeholderData: keepPreviousData } },
});

/** Refine's options in the signed-in console: its cache is `queryClient`. */
export const consoleRefineOptions: RefineProps['options'] = { ...refineOptions, reactQuery: { clientConfig: queryClient } };
