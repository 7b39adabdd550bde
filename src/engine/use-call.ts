import { useDataProvider } from '@refinedev/core';
import { useCallback } from 'react';
import type { RequestSpec } from './list/types';

/** Sends a call described as data (url, method, params, body) through the data provider; resolves with the answer. */
export function useCall() {
  const dataProvider = useDataProvider();
  return useCallback(
    async <T = unknown>(spec: RequestSpec): Promise<T> =>
      (await dataProvider().custom!({ url: spec.url, method: spec.method, query: spec.params, payload: spec.data, meta: { body: spec.body } }))
        .data as T,
    [dataProvider],
  );
}
