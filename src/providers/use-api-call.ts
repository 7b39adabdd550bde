import { useCustomMutation, useDataProvider, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import type { Params } from '@/utils/api-params';

/** A call described as data: what a screen's action, dialog or picker sends. */
export interface ApiCallSpec {
  url: string;
  method: 'get' | 'post' | 'put' | 'delete';
  params?: Params;
  data?: unknown;
  body?: 'json' | 'form';
  /** Refine resources whose reads a write makes stale (default: the caller's family). */
  invalidates?: readonly string[];
  /** No error toast: the caller reports the failure (per-row results of a bulk action). */
  silent?: boolean;
  /** Hears the percent of the body sent (an upload). */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a call and resolves with the answer. A write is a Refine mutation (`useCustomMutation`: its
 * error goes through the auth provider's `onError`) and then makes stale what it changed — its own
 * `invalidates`, else the caller's family — so every open view of that data, in this tab or a
 * kept-alive one, reads it again. The api client has already said a failure (or not, when silent):
 * Refine's own notification would say it twice. A read is the data provider's `custom`, imperative,
 * for a dialog that asks once.
 */
export function useApiCall(family?: string) {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  return useCallback(
    async <T = unknown>(spec: ApiCallSpec): Promise<T> => {
      const meta = { body: spec.body, silent: spec.silent, onProgress: spec.onProgress, query: spec.params };
      if (spec.method === 'get') {
        const { data } = await dataProvider().custom!({ url: spec.url, method: 'get', query: spec.params, meta });
        return data as T;
      }
      const { data } = await mutateAsync({ url: spec.url, method: spec.method, values: spec.data as object, meta, successNotification: false, errorNotification: false });
      const stale = new Set([...(spec.invalidates ?? []), ...(family ? [family] : [])]);
      await Promise.all([...stale].map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
      return data as T;
    },
    [dataProvider, family, invalidate, mutateAsync],
  );
}
