import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponseHeaders, type InternalAxiosRequestConfig, type Method } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@/config';
import { serializeParams, toSearchParams, type Params } from '@/utils/api-params';
import { parseJson, stringifyJson } from '@/utils/json';
import { getKey, takeEarly } from './early-gets';
import { commonHeaders } from './headers';
import { ApiError, GARBLED, toApiError } from './errors';
import { resolveUrl } from './path';
import { notifyError } from './notify';
import { untilCallsReady } from './hold';
import { reportAuthFailure } from './session-events';
import { accessTokenForCall, SessionEndedError, type RefreshedTokens } from './token-refresh';

export interface RequestOptions {
  /** `seller/...`, `base/...` (also `admin/...`, `buyer/...`); a leading slash is allowed. */
  url: string;
  method?: Method;
  params?: Params;
  data?: unknown;
  /** Body encoding. The API reads form bodies unless a call sends JSON (api reference §1.1). FormData passes through. */
  body?: 'form' | 'json';
  /** Suppress the error toast; the promise still rejects. */
  silent?: boolean;
  /** false: no Authorization header and no token refresh (login, refresh, public base calls). */
  auth?: boolean;
  responseType?: AxiosRequestConfig['responseType'];
  signal?: AbortSignal;
  /** How much of the body was sent, in percent (an upload's progress bar). */
  onUploadProgress?: (percent: number) => void;
}

interface CallConfig extends InternalAxiosRequestConfig {
  silent?: boolean;
  anonymous?: boolean;
}

/** Uploads may take as long as they take (spec §7). */
export const timeoutFor = (url: string) => (url.includes('/uploaders') ? 0 : REQUEST_TIMEOUT_MS);

const network = axios.getAdapter(axios.defaults.adapter);

/** A GET the page sent before this code had arrived (early-gets.ts) is answered from there, not asked again. */
const adapter: AxiosAdapter = async (cfg) => {
  const early = cfg.method === 'get' ? await takeEarly(getKey(cfg.url ?? '', serializeParams(cfg.params as Params | undefined))) : undefined;
  if (!early) return network(cfg);
  return { data: early.text, status: early.status, statusText: '', headers: AxiosHeaders.from(early.headers), config: cfg, request: undefined };
};

export const http = axios.create({
  adapter,
  timeout: REQUEST_TIMEOUT_MS,
  // A time-out is ETIMEDOUT, apart from an aborted request's ECONNABORTED (see errors.ts).
  transitional: { clarifyTimeoutError: true },
  paramsSerializer: { serialize: serializeParams },
  transformResponse: [
    function (this: InternalAxiosRequestConfig, data: unknown, headers: AxiosResponseHeaders, status?: number) {
      return typeof data === 'string' && data.trim() ? readText(data, headers, status, this) : data;
    },
  ],
});

/**
 * JSON, or the bare string some calls send (`OPEN`, api reference §1.1). A success whose text is markup
 * or JSON that does not parse (a proxy's error page, a cut-off body) is rejected as garbled; an error
 * status keeps its text (its message is the network text anyway).
 */
function readText(text: string, headers: AxiosResponseHeaders, status: number | undefined, cfg: InternalAxiosRequestConfig): unknown {
  try {
    return parseJson(text);
  } catch {
    const success = status !== undefined && status >= 200 && status < 300;
    const markupOrJson = /html/i.test(String(headers?.['content-type'] ?? '')) || /^\s*[<{["]/.test(text);
    if (success && markupOrJson) throw new AxiosError('garbled answer', GARBLED, cfg);
    return text;
  }
}

const refreshCall = async (refreshToken: string): Promise<RefreshedTokens> =>
  request<RefreshedTokens>({
    url: 'seller/check/token',
    method: 'POST',
    data: { refresh_token: refreshToken },
    auth: false,
    silent: true,
  });

/** The access token, refreshed first if its cookie has expired (spec §4): the same single refresh every call shares. */
export const ensureAccessToken = () => accessTokenForCall(refreshCall);

http.interceptors.request.use(async (cfg: CallConfig) => {
  await untilCallsReady();
  cfg.timeout = timeoutFor(cfg.url ?? '');
  cfg.headers.set(commonHeaders());
  if (!cfg.anonymous) {
    const token = await accessTokenForCall(refreshCall);
    if (token) cfg.headers.set('Authorization', token);
  }
  return cfg;
});

/** A failed download's body arrives as a Blob: read the server's `{code, message}` out of it. */
async function readBlobBody(error: unknown) {
  const data: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
  if (!data || typeof (data as Blob).text !== 'function' || !axios.isAxiosError(error) || !error.response) return;
  try {
    error.response.data = parseJson(await (data as Blob).text());
  } catch {
    // not JSON: the generic message stands
  }
}

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (error instanceof SessionEndedError) {
    const ended = new ApiError(error.message, { code: error.reason });
    reportAuthFailure(ended);
    return Promise.reject(ended);
  }
  // Cancelled by the console itself (a screen left, a query superseded): nothing failed, nothing to say.
  if (axios.isCancel(error)) return Promise.reject(toApiError(error));
  await readBlobBody(error);
  const apiError = toApiError(error);
  const cfg = (axios.isAxiosError(error) ? error.config : undefined) as CallConfig | undefined;
  // Spec §8: a 403 that does not end the session (no refresh token) changes nothing further, not even a toast.
  if (apiError.status === 403 && !reportAuthFailure(apiError)) return Promise.reject(apiError);
  if (!cfg?.silent) notifyError(apiError.message);
  return Promise.reject(apiError);
});

function encodeBody(data: unknown, body: RequestOptions['body']): { data: unknown; contentType?: string } {
  if (data === undefined || data === null) return { data: undefined };
  if (typeof FormData !== 'undefined' && data instanceof FormData) return { data };
  if (body === 'json') return { data: stringifyJson(data), contentType: 'application/json;charset=UTF-8' };
  return {
    data: toSearchParams(data as Params).toString(),
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
  };
}

/** The one way the console calls the network. Resolves with the response body; rejects with ApiError. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const encoded = encodeBody(options.data, options.body);
  const cfg: AxiosRequestConfig & { silent?: boolean; anonymous?: boolean } = {
    url: resolveUrl(options.url),
    method: options.method ?? 'GET',
    params: options.params,
    data: encoded.data,
    headers: encoded.contentType ? { 'Content-Type': encoded.contentType } : undefined,
    responseType: options.responseType,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress && ((event) => options.onUploadProgress!(event.total ? Math.round((event.loaded * 100) / event.total) : 0)),
    silent: options.silent,
    anonymous: options.auth === false,
  };
  const response = await http.request<T>(cfg);
  return response.data;
}

type Extra = Omit<RequestOptions, 'url' | 'method' | 'params' | 'data'>;
export const api = {
  get: <T>(url: string, params?: Params, extra?: Extra) => request<T>({ url, method: 'GET', params, ...extra }),
  delete: <T>(url: string, params?: Params, extra?: Extra) => request<T>({ url, method: 'DELETE', params, ...extra }),
  post: <T>(url: string, data?: unknown, extra?: Extra & { params?: Params }) =>
    request<T>({ url, method: 'POST', data, ...extra }),
  put: <T>(url: string, data?: unknown, extra?: Extra & { params?: Params }) =>
    request<T>({ url, method: 'PUT', data, ...extra }),
};
