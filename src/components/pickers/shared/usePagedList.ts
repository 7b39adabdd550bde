import { useInfiniteList, useTable, type BaseRecord } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { freshWhileEarly, prefetchScrollList } from '@/providers/early-reads';
import type { Params } from '@/utils/api-params';

export interface PagedListOptions {
  /** The Refine resource the rows are cached under (a write to it refreshes the list). */
  resource: string;
  /** API path; null pauses loading (for example while the dialog is closed). */
  url: string | null;
  /** Filters; a change goes back to page 1. */
  params: Params;
  pageSize: number;
}

interface ListState<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** Read the list again from page 1. */
  reload: () => void;
}

export interface PagedList<T> extends ListState<T> {
  pageNo: number;
  pageSize: number;
  /** Go to a page, or change the page size (back to page 1). */
  setPage: (pageNo: number, pageSize?: number) => void;
}

export interface ScrollList<T> extends ListState<T> {
  hasMore: boolean;
  /** Append the next page. */
  loadMore: () => void;
}

/** The params as sent: what JSON keeps of them (`group_id=` means all groups; an undefined one is not sent). */
const sentParams = (paramsKey: string) => JSON.parse(paramsKey) as Params;

/** The params, stable while they say the same. */
function useQueryParams(params: Params) {
  const paramsKey = JSON.stringify(params);
  return { paramsKey, query: useMemo(() => sentParams(paramsKey), [paramsKey]) };
}

/**
 * Asks for a scroll list's first page before the dialog that shows it renders (with the click that
 * opens it): the list's own first read finds that answer (or the call on its way). A scroll list's
 * pages are otherwise never fresh: a list opened again reads again.
 */
export function askScrollListEarly({ resource, url, params, pageSize }: PagedListOptions) {
  if (url) prefetchScrollList({ resource, pagination: { currentPage: 1, pageSize, mode: 'server' }, meta: { api: url, query: sentParams(JSON.stringify(params)) } });
}

/**
 * One page at a time (table pagination) of `{data, data_total}` envelopes, page_no / page_size:
 * Refine's table state (page, page size, the read; the page stays on screen while the next loads), not
 * synced with the address: a picker's page is its own, not the screen's behind it. Core's `useTable`,
 * not `@refinedev/antd`'s: see the README's "Built on Refine".
 */
export function usePagedList<T extends BaseRecord>({ resource, url, params, pageSize: initialSize }: PagedListOptions): PagedList<T> {
  const { paramsKey, query: sent } = useQueryParams(params);
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<T>({
    resource,
    syncWithLocation: false,
    pagination: { currentPage: 1, pageSize: initialSize, mode: 'server' },
    meta: { api: url ?? '', query: sent },
    queryOptions: { enabled: Boolean(url) },
  });
  // A filter change starts again at page 1.
  const [pagedFor, setPagedFor] = useState(paramsKey);
  if (pagedFor !== paramsKey) {
    setPagedFor(paramsKey);
    setCurrentPage(1);
  }

  const setPage = useCallback(
    (pageNo: number, size?: number) => {
      const resized = size !== undefined && size !== pageSize;
      if (resized) setPageSize(size);
      setCurrentPage(resized ? 1 : pageNo);
    },
    [pageSize, setCurrentPage, setPageSize],
  );
  const { refetch } = tableQuery;
  const reload = useCallback(() => {
    if (currentPage === 1) void refetch();
    else setCurrentPage(1);
  }, [currentPage, refetch, setCurrentPage]);
  return {
    rows: result.data,
    total: result.total ?? result.data.length,
    pageNo: currentPage,
    pageSize,
    loading: Boolean(url) && tableQuery.isFetching,
    setPage,
    reload,
  };
}

/** Pages that add up as the user scrolls (the goods and member pickers). */
export function useScrollList<T extends BaseRecord>({ resource, url, params, pageSize }: PagedListOptions): ScrollList<T> {
  const { query: sent } = useQueryParams(params);
  const { result, query } = useInfiniteList<T>({
    resource,
    pagination: { pageSize, mode: 'server' },
    meta: { api: url ?? '', query: sent },
    queryOptions: { enabled: Boolean(url), staleTime: freshWhileEarly },
  });
  const pages = result.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const { fetchNextPage, isFetching, refetch } = query;
  const hasMore = Boolean(result.hasNextPage);
  const loadMore = useCallback(() => {
    if (!isFetching && hasMore) void fetchNextPage();
  }, [isFetching, hasMore, fetchNextPage]);
  return {
    rows,
    total: Number(pages?.[pages.length - 1]?.total ?? rows.length),
    loading: Boolean(url) && isFetching,
    hasMore,
    loadMore,
    reload: () => void refetch(),
  };
}
