import { type QueryClient } from '@tanstack/react-query';
import { LIST_FRESH_MS } from '@/config';
import { prefetchList } from '@/providers/data-provider';
import type { listQueryOf } from './list-query';

type ListQuery = ReturnType<typeof listQueryOf>['query'];

/**
 * The react-query key of Refine's `useList` for this read (its key builder: data provider, resource,
 * action, then the meta with the filters, the server paging and the sorters).
 */
export function listQueryKey({ resource, pagination, filters, sorters, meta }: ListQuery) {
  const paging = pagination.mode === 'server' ? { pagination: { currentPage: pagination.currentPage ?? 1, pageSize: pagination.pageSize ?? 10, mode: 'server' } } : {};
  return ['data', 'default', resource, 'list', { ...meta, filters, ...paging, sorters }];
}

/**
 * Asks for a list's read now, before the screen has rendered the state that makes it (a page click:
 * the call goes out with the click, beside the render, instead of after it); the screen's identical
 * read takes the answer (the data provider's early reads). Not when the screen will not read at all:
 * its answer is in the cache and fresh, or on its way.
 */
export function askEarly(client: QueryClient, query: ListQuery) {
  const state = client.getQueryState(listQueryKey(query));
  const fresh = state?.data !== undefined && !state.isInvalidated && Date.now() - state.dataUpdatedAt < LIST_FRESH_MS;
  if (fresh || state?.fetchStatus === 'fetching') return;
  prefetchList(query);
}
