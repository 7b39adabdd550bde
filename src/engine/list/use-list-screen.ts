import { useDataProvider, useList, useOne } from '@refinedev/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LIST_FRESH_MS } from '@/config';
import { prefetchList } from '@/providers/early-reads';
import { recordId } from '../data/record-id';
import type { Family, ScreenContext } from '../declare';
import type { TableState } from '../table-state';
import { useTableState } from '../use-table-state';
import { LOAD_ALL_PAGE_SIZE, loadAllPages, type LoadAllOptions } from './load-all';
import { listQueryOf, listStateSpec } from './list-query';
import type { ListConfig, Row } from './types';

/** No row selected: one array, so that a list's selection props stay the same from render to render. */
const NO_KEYS: string[] = [];
const NO_ROWS: Row[] = [];

/** The list's polling pause while one of its rows is running, else none (react-query skips hidden tabs). */
export function pollInterval(config: Pick<ListConfig, 'poll'>, rows: readonly Row[] | undefined): number | false {
  return config.poll && rows?.some(config.poll.while) ? config.poll.ms : false;
}

/** Everything a list screen knows, headless: URL state, what it asks the API, the rows, the selection. */
export function useListScreen(family: Family, config: ListConfig, ctx: ScreenContext, prefix?: string) {
  const stateSpec = useMemo(() => listStateSpec(family, config, prefix), [family, config, prefix]);
  const { schema, spec } = stateSpec;
  // A new page, sort, tab or search is asked for with the click that wants it, while the list renders its
  // new state: the screen's read then finds that call on its way (or the cache's answer, when fresh).
  const readEarly = useCallback(
    (next: TableState) => prefetchList(listQueryOf(family, config, ctx, stateSpec, next).query),
    [family, config, ctx, stateSpec],
  );
  const table = useTableState(spec, readEarly);
  const { state } = table;
  const { tab, params, api, query: read } = useMemo(() => listQueryOf(family, config, ctx, stateSpec, state), [family, config, ctx, stateSpec, state]);
  const { filters, sorters, meta } = read;

  const { result, query } = useList<Row>({
    ...read,
    queryOptions: {
      staleTime: LIST_FRESH_MS,
      refetchInterval: (q) => pollInterval(config, q.state.data?.data),
    },
  });

  // Every row of the same call, for a toolbar part (a spreadsheet export): through the data provider, not the cache.
  const dataProvider = useDataProvider();
  const loadAll = useCallback(
    (max?: number, options?: LoadAllOptions) =>
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
        LOAD_ALL_PAGE_SIZE,
        options,
      ),
    [config.paged, dataProvider, family.name, filters, meta, sorters],
  );

  // The counts on the status tabs (api reference §4.2 status-num), cached with the family's reads and
  // fresh as long as its rows: a kept-alive list shown again does not read its counts again either.
  const counts = useOne<Row>({
    resource: family.name,
    id: config.tabCounts?.api ?? '',
    meta: { one: config.tabCounts?.api, silent: true },
    queryOptions: { enabled: Boolean(config.tabCounts), staleTime: LIST_FRESH_MS },
  });
  const countsRead = counts.result;
  const countOf = useCallback(
    (tabKey: string) => {
      const key = config.tabCounts?.keys[tabKey];
      const value = key ? countsRead?.[key] : undefined;
      return value === undefined || value === null ? undefined : Number(value);
    },
    [config.tabCounts, countsRead],
  );

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
  const total = result.total ?? rows.length;
  // A page of this list the pointer rests on (the pager's), asked for before the click: the click's read
  // takes that answer. Not the page shown, nor one past either end (a disabled "previous" or "next").
  const askPage = useCallback(
    (page: number) => {
      if (page !== state.page && page >= 1 && page <= Math.ceil(total / state.pageSize)) readEarly({ ...state, page });
    },
    [readEarly, state, total],
  );
  const selectedRows = useMemo(() => (selectedKeys.length ? rows.filter((r) => selectedKeys.includes(recordId(family, r))) : NO_ROWS), [family, rows, selectedKeys]);

  return {
    schema,
    table,
    tab,
    params,
    api,
    rows,
    total,
    askPage,
    /** Rows are running and the list reads itself again (no loading cover over a poll). */
    polling: pollInterval(config, rows) !== false,
    query,
    countOf,
    selectedKeys,
    selectedRows,
    setSelectedKeys,
    pageSizes: spec.pageSizes,
    /** How the list reads and writes its URL state (a saved view is kept in it). */
    spec,
    loadAll,
  };
}
