import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, type Params } from '@/api';
import type { PageResult } from './types';

export interface PagedListOptions {
  /** API path; null pauses loading (for example while the dialog is closed). */
  url: string | null;
  /** Filters; a change goes back to page 1. */
  params: Params;
  pageSize: number;
  /** 'page': one page at a time (table pagination); 'append': pages add up (infinite scroll). */
  mode?: 'page' | 'append';
}

export interface PagedList<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  loading: boolean;
  hasMore: boolean;
  /** Go to a page (page mode) or change the page size. */
  setPage: (pageNo: number, pageSize?: number) => void;
  /** Append the next page (append mode). */
  loadMore: () => void;
  /** Load page 1 again. */
  reload: () => void;
}

interface Loaded<T> {
  /** the request these rows answer */
  key: string;
  rows: T[];
  total: number;
}

/** The one paged-list hook of the list pickers: page_no / page_size paging of `{data, data_total}` envelopes. */
export function usePagedList<T>({ url, params, pageSize: initialSize, mode = 'page' }: PagedListOptions): PagedList<T> {
  const paramsKey = JSON.stringify(params);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: initialSize, key: paramsKey, tick: 0 });
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', rows: [], total: 0 });

  // A filter change starts again at page 1.
  const current = paging.key === paramsKey ? paging : { ...paging, pageNo: 1, key: paramsKey };
  if (current !== paging) setPaging(current);

  const query = useMemo(() => JSON.parse(paramsKey) as Params, [paramsKey]);
  const requestKey = url ? JSON.stringify([url, paramsKey, current.pageNo, current.pageSize, current.tick]) : '';
  const loading = !!url && loaded.key !== requestKey;

  useEffect(() => {
    if (!url) return;
    let live = true;
    const pageNo = current.pageNo;
    api
      .get<PageResult<T>>(url, { ...query, page_no: pageNo, page_size: current.pageSize })
      .then((page) => {
        if (!live) return;
        const data = page?.data ?? [];
        setLoaded((prev) => ({
          key: requestKey,
          rows: mode === 'append' && pageNo > 1 ? [...prev.rows, ...data] : data,
          total: Number(page?.data_total ?? data.length),
        }));
      })
      .catch(() => {
        // the api client has already shown the error
        if (live) setLoaded((prev) => ({ ...prev, key: requestKey }));
      });
    return () => {
      live = false;
    };
  }, [url, query, current.pageNo, current.pageSize, mode, requestKey]);

  const setPage = useCallback(
    (pageNo: number, pageSize?: number) =>
      setPaging((p) => ({ ...p, pageNo: pageSize && pageSize !== p.pageSize ? 1 : pageNo, pageSize: pageSize ?? p.pageSize })),
    [],
  );
  const hasMore = loaded.rows.length < loaded.total;
  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    setPaging((p) => ({ ...p, pageNo: p.pageNo + 1 }));
  }, [loading, hasMore]);
  const reload = useCallback(() => setPaging((p) => ({ ...p, pageNo: 1, tick: p.tick + 1 })), []);

  return { rows: loaded.rows, total: loaded.total, pageNo: current.pageNo, pageSize: current.pageSize, loading, hasMore, setPage, loadMore, reload };
}
