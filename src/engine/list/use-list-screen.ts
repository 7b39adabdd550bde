import { useList, type CrudFilter } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { ApiMeta } from '@/providers/data-provider';
import { filterSpecsOf, sortableKeys } from '../schema';
import type { TableStateSpec } from '../table-state';
import { useTableState } from '../use-table-state';
import type { ListConfig, Row } from './types';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** Everything a list screen knows, headless: URL state, the filters it sends, the rows, the selection. */
export function useListScreen(resource: string, api: ApiMeta | undefined, config: ListConfig) {
  const spec = useMemo<TableStateSpec>(
    () => ({
      pageSizes: config.pageSizes ?? DEFAULT_PAGE_SIZES,
      defaultPageSize: config.defaultPageSize ?? 10,
      filters: filterSpecsOf(config.schema as ListConfig['schema']),
      sortable: sortableKeys(config.schema as ListConfig['schema']),
      tabs: config.tabs?.map((t) => t.key),
    }),
    [config],
  );
  const table = useTableState(spec);
  const { state } = table;
  const tab = config.tabs?.find((t) => t.key === state.tab) ?? config.tabs?.[0];

  /** What the API is asked: fixed filters, the tab's, then the search form's. */
  const params = useMemo(() => ({ ...config.fixedFilters, ...tab?.filters, ...state.filters }), [config.fixedFilters, tab, state.filters]);
  const filters = useMemo<CrudFilter[]>(
    () => Object.entries(params).map(([field, value]) => ({ field, operator: 'eq', value })),
    [params],
  );

  const { result, query } = useList<Row>({
    resource,
    pagination: config.paged === false ? { mode: 'off' } : { currentPage: state.page, pageSize: state.pageSize, mode: 'server' },
    filters,
    sorters: state.sort ? [{ field: state.sort.field, order: state.sort.order }] : [],
    meta: { ...api, sortParams: spec.sortable.length > 0 },
  });

  // A selection belongs to the rows it was made on: a new page or new filters start with none.
  const scope = `${state.page}|${state.pageSize}|${JSON.stringify(params)}|${state.sort?.field}:${state.sort?.order}`;
  const [selection, setSelection] = useState<{ scope: string; keys: string[] }>({ scope, keys: [] });
  const selectedKeys = selection.scope === scope ? selection.keys : [];
  const rows = result.data ?? [];

  return {
    table,
    tab,
    params,
    rows,
    total: result.total ?? rows.length,
    query,
    selectedKeys,
    selectedRows: rows.filter((r) => selectedKeys.includes(String(r[config.rowKey]))),
    setSelectedKeys: (keys: string[]) => setSelection({ scope, keys }),
    pageSizes: spec.pageSizes,
  };
}
