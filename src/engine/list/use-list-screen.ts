import { useDataProvider, useList, useOne, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Params } from '@/api';
import { LIST_FRESH_MS } from '@/config';
import type { Schema } from '@/schemas/types';
import { recordId } from '../data/record-id';
import { apiOf } from '../data/use-record';
import type { Family, ScreenContext } from '../declare';
import { filterSpecsOf, sortableKeys } from '../schema';
import type { FilterSpec, TableStateSpec } from '../table-state';
import { useTableState } from '../use-table-state';
import { loadAllPages } from './load-all';
import type { ListConfig, Row, StatusTab } from './types';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];
/** No row selected: one array, so that a list's selection props stay the same from render to render. */
const NO_KEYS: string[] = [];
const NO_ROWS: Row[] = [];

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

/** The list's polling pause while one of its rows is running, else none (react-query skips hidden tabs). */
export function pollInterval(config: Pick<ListConfig, 'poll'>, rows: readonly Row[] | undefined): number | false {
  return config.poll && rows?.some(config.poll.while) ? config.poll.ms : false;
}

/** Everything a list screen knows, headless: URL state, what it asks the API, the rows, the selection. */
/** The call a list reads: its tab's own, else the list's, else the family's for the shop's kind. */
export const listApiOf = (tab: StatusTab | undefined, config: Pick<ListConfig, 'api'>, family: Family, shopKind: ScreenContext['shopKind']) =>
  tab?.api ?? config.api ?? apiOf(family, shopKind).list;

export function useListScreen(family: Family, config: ListConfig, ctx: ScreenContext, prefix?: string) {
  const schema = (config.schema ?? family.schema) as Schema<Row>;
  const searchSpecs = useMemo(() => filterSpecsOf(schema), [schema]);
  const spec = useMemo<TableStateSpec>(
    () => ({
      prefix,
      pageSizes: config.pageSizes ?? DEFAULT_PAGE_SIZES,
      defaultPageSize: config.defaultPageSize ?? 10,
      filters: { ...tabFilterSpecs(config.tabs), ...searchSpecs },
      sortable: sortableKeys(schema),
      tabs: config.tabs?.map((t) => t.key),
    }),
    [config, prefix, schema, searchSpecs],
  );
  const table = useTableState(spec);
  const { state } = table;

  // A link's tab filters pick their tab; the search form's own filters stay filters.
  const linked = config.tabs?.find((tab) => {
    const entries = Object.entries(tab.filters);
    return entries.length > 0 && entries.every(([key, value]) => !searchSpecs[key] && state.filters[key] !== undefined && same(state.filters[key] as Values, value));
  });
  const tab = config.tabs?.find((t) => t.key === state.tab) ?? (state.tab ? undefined : linked) ?? config.tabs?.[0];
  const searchFilters = useMemo(() => Object.fromEntries(Object.entries(state.filters).filter(([key]) => searchSpecs[key])), [searchSpecs, state.filters]);

  const fixed = typeof config.fixedFilters === 'function' ? config.fixedFilters(ctx) : config.fixedFilters;
  const fixedKey = JSON.stringify(fixed ?? {});
  /** What the API is asked: fixed filters, the tab's, then the search form's. */
  const params = useMemo(() => ({ ...(JSON.parse(fixedKey) as Params), ...tab?.filters, ...searchFilters }), [fixedKey, tab, searchFilters]);
  const filters = useMemo<CrudFilter[]>(() => Object.entries(params).map(([field, value]) => ({ field, operator: 'eq', value })), [params]);
  const api = listApiOf(tab, config, family, ctx.shopKind);

  const sorters = useMemo<CrudSort[]>(() => (state.sort ? [{ field: state.sort.field, order: state.sort.order }] : []), [state.sort]);
  const meta = useMemo(() => ({ api, params: ctx.params, sortParams: spec.sortable.length > 0, silent: true }), [api, ctx.params, spec.sortable.length]);
  const { result, query } = useList<Row>({
    resource: family.name,
    pagination: config.paged === false ? { mode: 'off' } : { currentPage: state.page, pageSize: state.pageSize, mode: 'server' },
    filters,
    sorters,
    meta,
    queryOptions: { staleTime: LIST_FRESH_MS, refetchInterval: (q) => pollInterval(config, q.state.data?.data) },
  });

  // Every row of the same call, for a toolbar part (a spreadsheet export): through the data provider, not the cache.
  const dataProvider = useDataProvider();
  const loadAll = useCallback(
    (max?: number) =>
      loadAllPages(
        (page, pageSize) =>
          dataProvider().getList<Row>({
            resource: family.name,
            pagination: config.paged === false ? { mode: 'off' } : { currentPage: page, pageSize, mode: 'server' },
            filters,
            sorters,
            meta,
          }),
        max,
      ),
    [config.paged, dataProvider, family.name, filters, meta, sorters],
  );

  // The counts on the status tabs (api reference §4.2 status-num), cached with the family's reads.
  const counts = useOne<Row>({
    resource: family.name,
    id: config.tabCounts?.api ?? '',
    meta: { one: config.tabCounts?.api, silent: true },
    queryOptions: { enabled: Boolean(config.tabCounts) },
  });
  const countOf = (tabKey: string) => {
    const key = config.tabCounts?.keys[tabKey];
    const value = key ? counts.result?.[key] : undefined;
    return value === undefined || value === null ? undefined : Number(value);
  };

  // A selection belongs to the rows it was made on: a new page, call (a tab of its own) or new filters start with none.
  const scope = `${api}|${state.page}|${state.pageSize}|${JSON.stringify(params)}|${state.sort?.field}:${state.sort?.order}`;
  const [selection, setSelection] = useState<{ scope: string; keys: string[] }>({ scope, keys: NO_KEYS });
  const selectedKeys = selection.scope === scope ? selection.keys : NO_KEYS;
  // A selection is made on the rows shown: the latest scope, through one setter for the list's life
  // (the table's selection props stay the same while the next page loads).
  const latestScope = useRef(scope);
  useLayoutEffect(() => {
    latestScope.current = scope;
  }, [scope]);
  const setSelectedKeys = useCallback((keys: string[]) => setSelection({ scope: latestScope.current, keys }), []);
  const rows = result.data ?? NO_ROWS;

  return {
    schema,
    table,
    tab,
    params,
    api,
    rows,
    total: result.total ?? rows.length,
    /** Rows are running and the list reads itself again (no loading cover over a poll). */
    polling: pollInterval(config, rows) !== false,
    query,
    countOf,
    selectedKeys,
    selectedRows: rows.filter((r) => selectedKeys.includes(recordId(family, r))),
    setSelectedKeys,
    pageSizes: spec.pageSizes,
    loadAll,
  };
}
