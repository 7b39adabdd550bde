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

/** The call a list read makes: its path and its query (paging, sort, the meta's query, filters). */
function listCall({ resource, pagination, filters, sorters, meta }: ListParams) {
  const m = metaOf(meta);
  const paging: Params = pagination?.mode === 'off' ? {} : { page_no: pagination?.currentPage ?? 1, page_size: pagination?.pageSize ?? 10 };
  const query: Params = { ...paging, ...sortersToParams(sorters, m), ...m.query, ...filtersToParams(filters) };
  return { path: apiPath(resource, meta), query, silent: m.silent };
}

type OneParams = Parameters<DataProvider['getOne']>[0];

export const dataProvider: DataProvider = {
  getApiUrl: () => '',

  async getList<TData extends BaseRecord>(params: ListParams) {
    const call = listCall(params);
    return readList(await api.get<Page<TData> | TData[]>(call.path, call.query, { silent: call.silent }));
  },

  async getOne<TData extends BaseRecord>({ resource, id, meta }: OneParams) {
    const m = metaOf(meta);
    const data = await request<TData>({ url: onePath(resource, id, meta), method: m.method === 'post' ? 'POST' : 'GET', silent: m.silent });
    return { data: checked(data, m.shape) };
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
