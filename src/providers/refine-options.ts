import type { RefineProps } from '@refinedev/core';

/**
 * Refine's options, shared by the app and the tests. A failed read is retried once, quickly: the api
 * client has already shown the server's message, and the screen shows its error with a retry button.
 */
export const refineOptions: RefineProps['options'] = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: true,
  reactQuery: {
    clientConfig: {
      defaultOptions: { queries: { retry: 1, retryDelay: 300, refetchOnWindowFocus: false } },
    },
  },
};
