/**
 * The pickers read through Refine's data provider, as react-query queries cached under a resource
 * (`regions`, `countries`, `categories`, `goods`, `members`, `pages`, `resources`), so that a write
 * making the resource stale refreshes every open picker showing it. Most reads are `useList`; this
 * is the one for reads the user triggers.
 */
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listKey } from '@/providers/early-reads';

/**
 * A non-paged list read when the user asks for it (the children of a cascade level being opened):
 * the very query `useList({ resource, meta: { api }, pagination: { mode: 'off' } })` runs, so it is
 * cached and made stale with the resource's other reads. Resolves with the rows.
 */
export function useListOnDemand<T extends BaseRecord>(resource: string, staleTime: number) {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  return useCallback(
    async (api: string): Promise<T[]> => {
      const meta = { api };
      const answer = await client.fetchQuery({
        queryKey: listKey({ resource, pagination: { mode: 'off' }, meta }),
        queryFn: () => dataProvider().getList<T>({ resource, pagination: { mode: 'off' }, meta }),
        staleTime,
      });
      return answer.data;
    },
    [client, dataProvider, resource, staleTime],
  );
}
