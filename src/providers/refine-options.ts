import type { RefineProps } from '@refinedev/core';
import { queryClient } from './query-client';

/** Refine's options, shared by the app and the tests: the console's query cache (query-client.ts). */
export const refineOptions: RefineProps['options'] = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: true,
  reactQuery: { clientConfig: queryClient },
};
