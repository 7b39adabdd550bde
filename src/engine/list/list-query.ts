import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { Schema } from '@/schemas/types';
import type { Params } from '@/utils/api-params';
import { apiOf } from '../data/use-record';
import type { Family, ScreenContext } from '../declare';
import { filterSpecsOf, sortableKeys } from '../schema';
import { parseTableState, type FilterSpec, type TableState, type TableStateSpec } from '../table-state';
import type { ListConfig, Row, StatusTab } from './types';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

type Values = Params[string];
const same = (a: Values, b: Values) => String(a) === String(b);

/**
 * The filters a status tab sets may come in a link (`?market_enable=1` from the dashboard): the list
 * accepts them, and shows the tab they amount to.
 */
function tabFilterSpecs(tabs: readonly StatusTab[] | undefined): Record<string, FilterSpec> {
  const specs: Record<string, FilterSpec> = {};
  for (const tab of tabs ?? []) {
    for (const [key, value] of Object.entries(tab.filters)) {
      const values = new Set(specs[key]?.values ?? []);
      values.add(String(value));
      specs[key] = { values: [...values] };
    }
  }
  return specs;
}

/** The call a list reads: its tab's own, else the list's, else the family's for the shop's kind. */
export const listApiOf = (tab: StatusTab | undefined, config: Pick<ListConfig, 'api'>, family: Family, shopKind: ScreenContext['shopKind']) =>
  tab?.api ?? config.api ?? apiOf(family, shopKind).list;

/** What a list screen keeps in its URL, and how the URL is read. */
export function listStateSpec(family: Family, config: ListConfig, prefix?: string) {
  const schema = (config.schema ?? family.schema) as Schema<Row>;
  const searchSpecs = filterSpecsOf(schema);
  const spec: TableStateSpec = {
    prefix,
    pageSizes: config.pageSizes ?? DEFAULT_PAGE_SIZES,
    defaultPageSize: config.defaultPageSize ?? 10,
    filters: { ...tabFilterSpecs(config.tabs), ...searchSpecs },
    sortable: sortableKeys(schema),
    tabs: config.tabs?.map((t) => t.key),
  };
  return { schema, searchSpecs, spec };
}

/**
 * The read a list makes for a state of its URL: one function for the screen and for its first page
 * asked for early (src/engine/list/first-page.ts), so that both are the same call.
 */
export function listQueryOf(family: Family, config: ListConfig, ctx: ScreenContext, { searchSpecs, spec }: ReturnType<typeof listStateSpec>, state: TableState) {
  // A link's tab filters pick their tab; the search form's own filters stay filters.
  const linked = config.tabs?.find((tab) => {
    const entries = Object.entries(tab.filters);
    return entries.length > 0 && entries.every(([key, value]) => !searchSpecs[key] && state.filters[key] !== undefined && same(state.filters[key] as Values, value));
  });
  const tab = config.tabs?.find((t) => t.key === state.tab) ?? (state.tab ? undefined : linked) ?? config.tabs?.[0];
  const searchFilters = Object.fromEntries(Object.entries(state.filters).filter(([key]) => searchSpecs[key]));
  const fixed = typeof config.fixedFilters === 'function' ? config.fixedFilters(ctx) : config.fixedFilters;
  /** What the API is asked: fixed filters, the tab's, then the search form's. */
  const params: Params = { ...fixed, ...tab?.filters, ...searchFilters };
  const filters: CrudFilter[] = Object.entries(params).map(([field, value]) => ({ field, operator: 'eq', value }));
  const api = listApiOf(tab, config, family, ctx.shopKind);
  const sorters: CrudSort[] = state.sort ? [{ field: state.sort.field, order: state.sort.order }] : [];
  return {
    tab,
    params,
    api,
    query: {
      resource: family.name,
      pagination: config.paged === false ? ({ mode: 'off' } as const) : ({ currentPage: state.page, pageSize: state.pageSize, mode: 'server' } as const),
      filters,
      sorters,
      meta: { api, params: ctx.params, sortParams: spec.sortable.length > 0, silent: true },
    },
  };
}

/** The read of a list's first screenful at an address (`search`), before the screen renders. */
export function listQueryAt(family: Family, config: ListConfig, ctx: ScreenContext, search: string) {
  const stateSpec = listStateSpec(family, config);
  return listQueryOf(family, config, ctx, stateSpec, parseTableState(search, stateSpec.spec)).query;
}
