/**
 * A list's state — page, page size, filters, sort, status tab — lives in the URL, so a list can be
 * bookmarked, shared, restored on reload and walked with back/forward. Anything the URL says that the
 * screen does not know, or that is not a valid value, is ignored.
 */
export type FilterValue = string | string[];

export interface FilterSpec {
  /** Several values (repeated keys). */
  multiple?: boolean;
  /** The values allowed (an enum). */
  values?: readonly string[];
  pattern?: RegExp;
}

export interface TableStateSpec {
  /** A list embedded beside others keeps its state under its own prefix (`payment.page=2`). */
  prefix?: string;
  pageSizes: readonly number[];
  defaultPageSize: number;
  filters: Readonly<Record<string, FilterSpec>>;
  sortable: readonly string[];
  tabs?: readonly string[];
}

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export interface TableState {
  page: number;
  pageSize: number;
  filters: Record<string, FilterValue>;
  sort?: SortState;
  tab?: string;
}

/** Longer values in a URL are ignored; the search form refuses them at the field (it says so). */
export const MAX_FILTER_LENGTH = 200;
const RESERVED = new Set(['page', 'size', 'sort', 'tab']);

const validValue = (value: string, spec: FilterSpec) =>
  value !== '' && value.length <= MAX_FILTER_LENGTH && (!spec.values || spec.values.includes(value)) && (!spec.pattern || spec.pattern.test(value));

/**
 * Filters as one comparable text: keys in order, empty values left out (as the URL leaves them out),
 * so that the filters a form sends and the ones read back from the URL compare equal.
 */
export function filtersKeyOf(filters: Readonly<Record<string, FilterValue | undefined>>): string {
  const kept = Object.entries(filters)
    .map(([key, value]) => [key, Array.isArray(value) ? value.filter((v) => v !== '') : value] as const)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== ''))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(kept);
}

export function parseTableState(search: URLSearchParams | string, spec: TableStateSpec): TableState {
  const all = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefix = spec.prefix ?? '';
  const params = { get: (key: string) => all.get(prefix + key), getAll: (key: string) => all.getAll(prefix + key) };
  const pageRaw = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageRaw) ? Number(pageRaw) : 1;
  const sizeRaw = Number(params.get('size'));
  const pageSize = spec.pageSizes.includes(sizeRaw) ? sizeRaw : spec.defaultPageSize;

  const filters: Record<string, FilterValue> = {};
  for (const [key, filterSpec] of Object.entries(spec.filters)) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key).filter((v) => validValue(v, filterSpec));
    if (!values.length) continue;
    filters[key] = filterSpec.multiple ? values : values[0]!;
  }

  const [field, order] = (params.get('sort') ?? '').split(':');
  const sort: SortState | undefined =
    field && spec.sortable.includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : undefined;

  const tabRaw = params.get('tab') ?? undefined;
  const tab = tabRaw && spec.tabs?.includes(tabRaw) ? tabRaw : undefined;
  return { page, pageSize, filters, sort, tab };
}

/**
 * The URL of a state: defaults left out, keys in a stable order. The state of embedded lists (keys
 * with a prefix) in `current` is kept; a prefixed list keeps everything that is not its own.
 */
export function toSearch(state: TableState, spec: TableStateSpec, current: URLSearchParams | string = ''): string {
  const prefix = spec.prefix ?? '';
  const own = new Set(['tab', 'sort', 'page', 'size', ...Object.keys(spec.filters)].map((k) => prefix + k));
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(current)) {
    if (!own.has(key) && (prefix ? !key.startsWith(prefix) : key.includes('.'))) params.append(key, value);
  }
  if (state.tab && spec.tabs?.includes(state.tab)) params.set(`${prefix}tab`, state.tab);
  for (const key of Object.keys(spec.filters)) {
    const value = state.filters[key];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (v !== '') params.append(prefix + key, v);
    }
  }
  if (state.sort) params.set(`${prefix}sort`, `${state.sort.field}:${state.sort.order}`);
  if (state.page > 1) params.set(`${prefix}page`, String(state.page));
  if (state.pageSize !== spec.defaultPageSize) params.set(`${prefix}size`, String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}
