import { useDataProvider, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import type { Call, RequestSpec } from '../actions/types';

/**
 * Sends a call described as data through the data provider and resolves with the answer. A write
 * (anything but GET) then makes stale what it changed — its own `invalidates`, else the caller's
 * family — so every open view of that data, in this tab or a kept-alive one, reads it again.
 */
export function useCall(family?: string): Call {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  return useCallback(
    async <T = unknown>(spec: RequestSpec): Promise<T> => {
      const { data } = await dataProvider().custom!({
        url: spec.url,
        method: spec.method,
        query: spec.params,
        payload: spec.data,
        meta: { body: spec.body, silent: spec.silent, onProgress: spec.onProgress },
      });
      if (spec.method !== 'get') {
        const stale = new Set([...(spec.invalidates ?? []), ...(family ? [family] : [])]);
        await Promise.all([...stale].map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
      }
      return data as T;
    },
    [dataProvider, family, invalidate],
  );
}
