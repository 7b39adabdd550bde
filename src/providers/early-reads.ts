import { getNextPageParam, keys, type DataProvider, type GetListResponse, type Pagination } from '@refinedev/core';
import { hashKey, type QueryKey, type QueryState } from '@tanstack/react-query';
import { LIST_FRESH_MS } from '@/config';
import { dataProvider } from './data-provider';
import { queryClient } from './query-client';

type ListParams = Parameters<DataProvider['getList']>[0];
type OneParams = Parameters<DataProvider['getOne']>[0];

/**
 * Reads asked for before the screen that shows them is there (the opened list's first page at
 * start-up, a page or a menu item the pointer rests on, a record on a row's click, a picker's first
 * rows with the click that opens it) go into Refine's own cache under the keys Refine's hooks build from
 * the same arguments. The screen's hook then finds the answer (in its first render, when it has
 * arrived) or the call on its way: the call goes out once, whichever comes first.
 */

/** Refine's paging as its hooks complete it (server paging, page 1 of 10). */
const paging = (pagination: Pagination | undefined) => ({ currentPage: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 10, mode: pagination?.mode ?? 'server' });

/** The key of `useList` for these arguments. */
export function listKey({ resource, pagination, filters, sorters, meta }: ListParams): QueryKey {
  const page = paging(pagination);
  return keys().data('default').resource(resource).action('list').params({ ...meta, filters, ...(page.mode === 'server' && { pagination: page }), ...(sorters && { sorters }) }).get();
}

/** The key of `useOne` for these arguments. */
const oneKey = ({ resource, id, meta }: OneParams): QueryKey => keys().data('default').resource(resource).action('one').id(id ?? '').params({ ...meta }).get();

/** The key of `useInfiniteList` for these arguments. */
function infiniteKey({ resource, pagination, filters, sorters, meta }: ListParams): QueryKey {
  const page = paging(pagination);
  const server = page.mode === 'server';
  return keys().data('default').resource(resource).action('infinite').params({ ...meta, filters, hasPagination: server, ...(server && { pagination: page }), ...(sorters && { sorters }) }).get();
}

/** An answer read early stays the one to show this long, until the screen reads for itself. */
export const EARLY_READ_MS = 10_000;

/**
 * The data update an early read brought, by query: while the query holds it, the answer is the early
 * one. It is the view's that opened with it: once that view is gone, the next one reads anew.
 */
const earlyUpdates = new Map<string, number>();
queryClient.getQueryCache().subscribe(({ type, query }) => {
  if (type === 'removed') earlyUpdates.delete(query.queryHash);
  // After the commit: StrictMode's rehearsal (development) unsubscribes and subscribes again at once.
  if (type === 'observerRemoved') queueMicrotask(() => query.getObserversCount() === 0 && earlyUpdates.delete(query.queryHash));
});

const markedEarly = <T>(queryKey: QueryKey, read: () => Promise<T>) => async () => {
  const answer = await read();
  earlyUpdates.set(hashKey(queryKey), (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) + 1);
  return answer;
};

/**
 * How long a read that is never fresh once its screen has read it (a record, a picker's rows: every
 * view showing one reads it anew) counts as fresh: EARLY_READ_MS while it holds an early read's answer,
 * so the screen opened by the click that asked shows it without reading again.
 */
export const freshWhileEarly = (query: { queryHash: string; state: Pick<QueryState, 'dataUpdateCount'> }) => (earlyUpdates.get(query.queryHash) === query.state.dataUpdateCount ? EARLY_READ_MS : 0);

/** A list read now; nothing when the cache holds a fresh answer (LIST_FRESH_MS, as the list screens) or the call is on its way. */
export function prefetchList(params: ListParams) {
  void queryClient.prefetchQuery({ queryKey: listKey(params), queryFn: () => dataProvider.getList(params), staleTime: LIST_FRESH_MS });
}

/** A record read now (its page's `useOne` has `staleTime: freshWhileEarly`); nothing while one is on its way or just arrived. */
export function prefetchOne(params: OneParams) {
  const queryKey = oneKey(params);
  void queryClient.prefetchQuery({ queryKey, queryFn: markedEarly(queryKey, () => dataProvider.getOne(params)), staleTime: freshWhileEarly });
}

/** The first page of a scroll list (`useInfiniteList`, with `staleTime: freshWhileEarly`), read now. */
export function prefetchScrollList(params: ListParams) {
  const queryKey = infiniteKey(params);
  const page = paging(params.pagination);
  void queryClient.prefetchInfiniteQuery<GetListResponse, Error, GetListResponse, QueryKey, number>({
    queryKey,
    // The page as Refine's own read of it keeps it: with its paging, from which the next page is known.
    queryFn: markedEarly(queryKey, () => dataProvider.getList({ ...params, pagination: page }).then((answer) => ({ ...answer, pagination: page }))),
    initialPageParam: page.currentPage,
    getNextPageParam,
    staleTime: freshWhileEarly,
  });
}
