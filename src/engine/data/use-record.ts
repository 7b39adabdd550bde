import { useOne } from '@refinedev/core';
import type { Row } from '../actions/types';
import type { Family, FamilyApi, ScreenContext } from '../declare';

/** The family's calls for the session's shop kind (supplier orders have their own). */
export const apiOf = (family: Family, shopKind: ScreenContext['shopKind']): FamilyApi => family.apiFor?.[shopKind] ?? family.api;

/** The path template of one record: its own, else the list's followed by `{id}`. */
export const onePathOf = (api: FamilyApi) => api.one ?? `${api.list}/{id}`;

/**
 * One record of a family, read through the data provider and cached under the family's resource: a
 * write to the family makes it stale, and every view showing it reads it again. `path` reads another
 * call of the record (its flow). Errors are the screen's to show (no toast).
 */
export function useRecord<R extends Row = Row>(family: Family, id: string | undefined, ctx: ScreenContext, path?: string) {
  const api = apiOf(family, ctx.shopKind);
  return useOne<R>({
    resource: family.name,
    id: id ?? '',
    meta: { api: api.list, one: path ?? onePathOf(api), params: ctx.params, silent: true },
    queryOptions: { enabled: Boolean(id) },
  });
}

/**
 * How long a record handed in as `initial` counts as fresh: it was just read (the session's shop, by
 * the start-up checks), so the first view showing it does not read it again at once.
 */
const INITIAL_FRESH_MS = 10_000;

/** A record of its own kind that has no id (the shop's settings, one call): cached under the resource. */
export function useSingleRecord<R extends Row = Row>(resource: string, path: string, options: { enabled?: boolean; initial?: R } = {}) {
  return useOne<R>({
    resource,
    id: path,
    meta: { one: path, silent: true },
    queryOptions: { enabled: options.enabled ?? true, ...(options.initial ? { initialData: { data: options.initial }, staleTime: INITIAL_FRESH_MS } : {}) },
  });
}
