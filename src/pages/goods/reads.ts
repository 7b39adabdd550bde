/**
 * How the goods screens read: each call cached under a Refine resource, so that a write anywhere
 * that makes the resource stale (saving goods, publishing, a spec created) refreshes what shows it,
 * in this tab and in every kept-alive one.
 */
import { useList, type BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';

/** A read of a goods screen: the call, and the resource it is cached under. */
export interface Read {
  resource: string;
  path: string;
}

const NONE: never[] = [];

/**
 * A list the API answers as a bare array, read through the data provider (the api client toasts an
 * error). `ready` once this very read has answered (Refine shows the previous read's rows while
 * another one loads, and those are not this read's); `failed` once it has given up.
 */
export function useListRead<T extends BaseRecord>(read: Read | null, staleTime?: number) {
  const { result, query } = useList<T>({
    resource: read?.resource ?? '',
    meta: { api: read?.path ?? '' },
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(read), staleTime },
  });
  const ready = Boolean(read) && query.isSuccess && !query.isPlaceholderData;
  const failed = Boolean(read) && query.isError && !query.isFetching;
  const rows = ready ? result.data : NONE;
  const { refetch } = query;
  return useMemo(() => ({ rows: rows as T[], ready, failed, retry: () => void refetch() }), [rows, ready, failed, refetch]);
}
