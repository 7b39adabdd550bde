import { useOne } from '@refinedev/core';
import { freshWhileEarly } from '@/providers/early-reads';
import { aRecord, type AnswerShape } from '@/validation/answer-shape';
import type { Row } from '../actions/types';
import type { Family, FamilyApi, ScreenContext } from '../declare';

/** The family's calls for the session's shop kind (supplier orders have their own). */
export const apiOf = (family: Family, shopKind: ScreenContext['shopKind']): FamilyApi => family.apiFor?.[shopKind] ?? family.api;

/** The path template of one record: its own, else the list's followed by `{id}`. */
export const onePathOf = (api: FamilyApi) => api.one ?? `${api.list}/{id}`;

/**
 * The data provider's read of one record of a family: one definition for the screen and for the read
 * asked for ahead of it (src/engine/record/early-record.ts), so that both are the same call. `path`
 * reads another call of the record (its flow, whose shape its section checks). The record itself must
 * have the family's shape. Errors are the screen's to show (no toast).
 */
export function recordRead(family: Family, id: string, ctx: ScreenContext, path?: string) {
  const api = apiOf(family, ctx.shopKind);
  const shape = path ? undefined : (family.shape ?? aRecord);
  return { resource: family.name, id, meta: { api: api.list, one: path ?? onePathOf(api), params: ctx.params, silent: true, shape } };
}

/**
 * One record of a family, read through the data provider and cached under the family's resource: a
 * write to the family makes it stale, and every view showing it reads it again, but for the answer of a
 * read asked with the click that opened it (src/engine/record/early-record.ts), which it shows as it is.
 */
export function useRecord<R extends Row = Row>(family: Family, id: string | undefined, ctx: ScreenContext, path?: string) {
  const read = recordRead(family, id ?? '', ctx, path);
  return useOne<R>({
    ...read,
    queryOptions: {
      enabled: Boolean(id),
      staleTime: freshWhileEarly,
    },
  });
}

/**
 * How long a record handed in as `initial` counts as fresh: it was just read (the session's shop, by
 * the start-up checks), so the first view showing it does not read it again at once.
 */
const INITIAL_FRESH_MS = 10_000;

/**
 * A record of its own kind that has no id (the shop's settings, one call): cached under the resource.
 * Its answer must have `shape`, where one is given.
 */
export function useSingleRecord<R extends Row = Row>(resource: string, path: string, options: { enabled?: boolean; initial?: R; shape?: AnswerShape } = {}) {
  return useOne<R>({
    resource,
    id: path,
    meta: { one: path, silent: true, shape: options.shape },
    queryOptions: { enabled: options.enabled ?? true, ...(options.initial ? { initialData: { data: options.initial }, staleTime: INITIAL_FRESH_MS } : {}) },
  });
}
