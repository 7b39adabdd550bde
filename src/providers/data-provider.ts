import type { BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery } from '@refinedev/core';
import { api, garbledAnswer, request } from '@/api';
import type { Params } from '@/utils/api-params';
import { fillPath, joinIds } from '@/utils/api-path';
import { isRecord } from '@/utils/guards';
import type { AnswerShape } from '@/validation/answer-shape';

/**
 * What a resource declaration (or a call) tells the data provider; Refine merges the resource's meta
 * into each call's.
 * - api: the list path (`seller/goods`, or a template `seller/coupons/{id}/members`); default the resource name
 * - one: one record's path, a template with `{id}` (default `${api}/{id}`)
 * - params: the templates' values (the route's params)
 * - idField: the record's id field (goods_id, sn, service_sn, ...)
 * - body: 'json' for calls that send JSON (default form, as the API reads)
 * - manyApi: batch detail path with `{ids}` (`seller/goods/{ids}/details`)
 * - sortParams: the API sorts with `sort_field` / `sort_type`
 * - silent: no error toast (the screen says it)
 * - method: 'post' for a read the API answers to a POST (the chat's unread count)
 * - onProgress: hears the percent of an upload sent
 * - shape: what a read's answer must look like (src/validation/answer-shape.ts); any other answer is
 *   the network error with Retry, never data
 * - query: params sent as given, an empty text too (`group_id=` asks for every group), where
 *   filters leave blank values out
 */
export interface ApiMeta {
  api?: string;
  one?: string;
  params?: Record<string, string>;
  idField?: string;
  body?: 'json' | 'form';
  manyApi?: string;
  sortParams?: boolean;
  silent?: boolean;
  method?: 'get' | 'post';
  query?: Params;
  onProgress?: (percent: number) => void;
  shape?: AnswerShape;
}

/** The answer, if it has the shape the call expects (none declared: any answer). */
function checked<T>(body: T, shape: AnswerShape | undefined): T {
  if (shape && !shape(body)) throw garbledAnswer();
  return body;
}

interface Page<T> {
  data: T[];
  page_no?: number;
  page_size?: number;
  data_total?: number;
}

const metaOf = (meta: MetaQuery | undefined) => (meta ?? {}) as ApiMeta & MetaQuery;
const apiPath = (resource: string, meta: MetaQuery | undefined) => fillPath(metaOf(meta).api ?? resource, metaOf(meta).params ?? {});
const onePath = (resource: string, id: unknown, meta: MetaQuery | undefined) => {
  const m = metaOf(meta);
  return m.one ? fillPath(m.one, { ...m.params, id }) : `${apiPath(resource, meta)}/${encodeURIComponent(String(id))}`;
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Filters become query params of the same name; an `or`/`and` group contributes its members. */
export function filtersToParams(filters: CrudFilter[] | undefined): Params {
  const params: Params = {};
  for (const filter of filters ?? []) {
    if ('field' in filter) {
      if (!isBlank(filter.value)) params[filter.field] = filter.value as Params[string];
    } else {
      Object.assign(params, filtersToParams(filter.value));
    }
  }
  return params;
}

export function sortersToParams(sorters: CrudSort[] | undefined, meta: ApiMeta): Params {
  const [first] = sorters ?? [];
  if (!first || !meta.sortParams) return {};
  return { sort_field: first.field, sort_type: first.order };
}

const rowsOf = <T>(rows: unknown): T[] => {
  if (!Array.isArray(rows) || !rows.every(isRecord)) throw garbledAnswer();
  return rows as T[];
};

/**
 * A paged envelope `{data, data_total}` or a bare array (non-paged lists), of records: the reference
 * fixes neither for every list, so both are read. Any other shape — `{}` too, an envelope without its
 * rows — is a garbled answer: a load error with Retry, never "no data" and never a crash in the view.
 */
export function readList<T>(body: Page<T> | T[] | undefined): { data: T[]; total: number } {
  if (Array.isArray(body)) return { data: rowsOf<T>(body), total: body.length };
  if (!isRecord(body)) throw garbledAnswer();
  const data = rowsOf<T>(body.data);
  const total = Number(body.data_total ?? data.length);
  return { data, total: Number.isFinite(total) ? total : data.length };
}

type ListParams = Parameters<DataProvider['getList']>[0];
type ListAnswer = { data: BaseRecord[]; total: number };

/** The call a list read makes: its path, its query (paging, sort, the meta's query, filters). */
function listCall({ resource, pagination, filters, sorters, meta }: ListParams) {
  const m = metaOf(meta);
  const paging: Params = pagination?.mode === 'off' ? {} : { page_no: pagination?.currentPage ?? 1, page_size: pagination?.pageSize ?? 10 };
  const path = apiPath(resource, meta);
  const query: Params = { ...paging, ...sortersToParams(sorters, m), ...m.query, ...filtersToParams(filters) };
  // Ordered by code unit, not by locale: a page's first locale comparison starts ICU's collator (10–30 ms
  // in Chromium), and this runs just before the opened list's first read goes out.
  const key = `${path}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;
  return { path, query, silent: m.silent, key };
}

/** A read asked for before its screen is there (a first page, a record) stays claimable this long, once. */
export const EARLY_READ_MS = 10_000;
/** An early read: when it was asked, its answer, that answer once it has arrived, and whether a screen has shown it. */
type EarlyRead = { at: number; answer: Promise<unknown>; answered?: unknown; shown?: boolean };
const early = new Map<string, EarlyRead>();
/** When each read was last made by a screen: an early read of one just made is not made again. */
const asked = new Map<string, number>();
const recent = (at: number | undefined) => at !== undefined && Date.now() - at <= EARLY_READ_MS;

/** Makes the read of `key` now, unless it was asked for early or made by its screen just now. */
function readEarly(key: string, read: () => Promise<unknown>) {
  if (recent(early.get(key)?.at) || recent(asked.get(key))) return;
  // Reads asked for by a pointer that rested on a link and went on are never claimed: let them go.
  for (const [known, entry] of early) if (!recent(entry.at)) early.delete(known);
  const answer = read();
  const entry: EarlyRead = { at: Date.now(), answer };
  early.set(key, entry);
  answer.then(
    (value) => void (entry.answered = value),
    () => early.delete(key),
  );
}

/** The early answer of `key` if it has already arrived (see `answeredEarly`), marked as shown. */
function shownEarly(key: string): unknown {
  const entry = early.get(key);
  if (entry?.answered === undefined || !recent(entry.at)) return undefined;
  entry.shown = true;
  return entry.answered;
}

/**
 * Asks for a list read now, before the screen that shows it has rendered (the first screen's
 * data goes out as soon as the session is known). The screen's own identical read, within
 * EARLY_READ_MS, takes this answer instead of calling again; a failed one is not kept. If the screen
 * has already made that read, nothing is asked: whichever comes first, the call goes out once.
 */
export function prefetchList(params: ListParams) {
  const call = listCall(params);
  readEarly(call.key, () => api.get<Page<BaseRecord> | BaseRecord[]>(call.path, call.query, { silent: call.silent }).then(readList));
}

/**
 * The early answer of this read if it has already arrived (a screen shows it in its first render,
 * without a loading state and a second render for the rows). It stays for the screen's renders: a
 * first render that React throws away (suspended) builds its query anew and asks again. Once shown,
 * it is no longer given to a call: a later read (a refresh) goes to the server.
 */
export const answeredEarly = (params: ListParams) => shownEarly(listCall(params).key) as ListAnswer | undefined;

type OneParams = Parameters<DataProvider['getOne']>[0];

/** The call a one-record read makes: its method and path. */
function oneCall({ resource, id, meta }: OneParams) {
  const m = metaOf(meta);
  const method = m.method === 'post' ? ('POST' as const) : ('GET' as const);
  const url = onePath(resource, id, meta);
  return { url, method, silent: m.silent, shape: m.shape, key: `${method} ${url}` };
}

const readOne = async <T>(call: ReturnType<typeof oneCall>) => ({
  data: checked(await request<T>({ url: call.url, method: call.method, silent: call.silent }), call.shape),
});

/**
 * Asks for a record's read now, before its page has rendered (a row's link clicked): the page's
 * identical read takes this answer, as a list's takes `prefetchList`'s.
 */
export function prefetchOne(params: OneParams) {
  const call = oneCall(params);
  readEarly(call.key, () => readOne(call));
}

/** The early answer of a record's read if it has already arrived (see `answeredEarly`). */
export const oneAnsweredEarly = (params: OneParams) => shownEarly(oneCall(params).key) as { data: BaseRecord } | undefined;

/** Forgets every early read (a test's next one starts clean; a sign-out). */
export const forgetEarlyReads = () => {
  early.clear();
  asked.clear();
};

/** The early answer of this read, once; else the read is noted as made by its screen. */
function claimEarly(key: string): Promise<unknown> | undefined {
  const entry = early.get(key);
  early.delete(key);
  if (entry && recent(entry.at) && !entry.shown) return entry.answer;
  for (const [known, at] of asked) if (!recent(at)) asked.delete(known);
  asked.set(key, Date.now());
  return undefined;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '',

  async getList<TData extends BaseRecord>(params: ListParams) {
    const call = listCall(params);
    const prefetched = claimEarly(call.key);
    if (prefetched) return (await prefetched) as { data: TData[]; total: number };
    return readList(await api.get<Page<TData> | TData[]>(call.path, call.query, { silent: call.silent }));
  },

  async getOne<TData extends BaseRecord>(params: OneParams) {
    const call = oneCall(params);
    const prefetched = claimEarly(call.key);
    if (prefetched) return (await prefetched) as { data: TData };
    return readOne<TData>(call);
  },

  async getMany<TData extends BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
    const m = metaOf(meta);
    if (m.manyApi) return { data: await api.get<TData[]>(m.manyApi.replace('{ids}', joinIds(ids))) };
    const data = await Promise.all(ids.map((id) => api.get<TData>(onePath(resource, id, meta))));
    return { data };
  },

  async create<TData extends BaseRecord, TVariables>({ resource, variables, meta }: Parameters<DataProvider['create']>[0] & { variables: TVariables }) {
    const data = await request<TData>({ url: apiPath(resource, meta), method: 'POST', data: variables, body: metaOf(meta).body });
    return { data: (data ?? {}) as TData };
  },

  async update<TData extends BaseRecord, TVariables>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0] & { variables: TVariables }) {
    const data = await request<TData>({ url: onePath(resource, id, meta), method: 'PUT', data: variables, body: metaOf(meta).body });
    return { data: (data ?? {}) as TData };
  },

  async deleteOne<TData extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['deleteOne']>[0]) {
    await api.delete(onePath(resource, id, meta));
    return { data: { id } as unknown as TData };
  },

  async deleteMany<TData extends BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider['deleteMany']>>[0]) {
    await api.delete(`${apiPath(resource, meta)}/${joinIds(ids)}`);
    return { data: ids.map((id) => ({ id })) as unknown as TData[] };
  },

  async custom<TData extends BaseRecord>({ url, method, filters, sorters, payload, query, meta }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
    const m = metaOf(meta);
    const data = await request<TData>({
      url,
      method: method.toUpperCase() as 'GET',
      // A mutation's query comes in its meta: Refine's `useCustomMutation` passes no query of its own.
      params: { ...m.query, ...(query as Params | undefined), ...filtersToParams(filters), ...sortersToParams(sorters, m) },
      data: payload,
      body: m.body,
      silent: m.silent,
      onUploadProgress: m.onProgress,
    });
    return { data: method === 'get' ? checked(data, m.shape) : data };
  },
};
