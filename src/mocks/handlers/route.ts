/**
 * One wrapper for every handler: browser latency, the auth check, body parsing, big-int-safe JSON output,
 * and the error bodies of api-reference §1.3.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { readBody } from '../lib/body';
import { ApiError, badParam, pick } from '../lib/errors';
import { toJsonText } from '../lib/json';
import { simulatedLatency } from '../lib/runtime';
import { getDemoSettings } from '../settings';
import { requireSession, type Session } from './session';

export interface Ctx {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** `language: en-US`. */
  english: boolean;
  /** The caller (throws 403 on calls made without a valid access token). */
  readonly session: Session;
  /** The parsed body (JSON, form or multipart). */
  body(): Promise<unknown>;
  /** The body as an object (form fields or a JSON object); 400 otherwise. */
  fields(): Promise<Record<string, unknown>>;
  /** The body as a JSON array; 400 otherwise. */
  list(): Promise<unknown[]>;
}

type Resolver = (ctx: Ctx) => unknown;
type Method = 'get' | 'post' | 'put' | 'delete';

export const json = (value: unknown, english = false, status = 200) =>
  new HttpResponse(toJsonText(value, english), { status, headers: { 'Content-Type': 'application/json' } });

/** `language: en-US`: messages in English. */
export const isEnglish = (request: Request) => (request.headers.get('language') ?? '').toLowerCase() === 'en-us';

/** The API's error body of api-reference §1.3 for a thrown error, in the caller's language. */
export function errorResponse(error: unknown, english: boolean): Response {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { code: error.code, message: pick(error.text, english) };
    if (error.data !== undefined) body.data = error.data;
    return json(body, english, error.status);
  }
  console.error('[demo marketplace]', error);
  return json({ code: '007', message: english ? 'System error, please contact the administrator' : '系统发生异常，请联系管理员' }, english, 500);
}

/**
 * A handler for `path`. Paths begin with a `*` wildcard followed by `/seller/...` or `/base/...`, so
 * same-origin calls and absolute base URLs both match. `seller/...` paths need an access token unless
 * `auth: false`.
 */
export function route(method: Method, path: string, resolve: Resolver, options: { auth?: boolean } = {}): HttpHandler {
  const needsAuth = options.auth ?? path.includes('/seller/');
  return http[method](path, async ({ request, params }) => {
    const url = new URL(request.url);
    if (getDemoSettings().latency) await simulatedLatency(method, url.pathname);
    const english = isEnglish(request);
    let session: Session | undefined;
    let parsed: Promise<unknown> | undefined;
    const body = () => (parsed ??= readBody(request));
    const ctx: Ctx = {
      request,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')])),
      query: url.searchParams,
      english,
      get session() {
        return (session ??= requireSession(request));
      },
      body,
      async fields() {
        const value = await body();
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw badParam('请求参数格式不正确', 'the request body must be an object');
        return value as Record<string, unknown>;
      },
      async list() {
        const value = await body();
        if (!Array.isArray(value)) throw badParam('请求参数格式不正确', 'the request body must be an array');
        return value;
      },
    };
    try {
      if (needsAuth) session = requireSession(request);
      const result = await resolve(ctx);
      if (result instanceof Response) return result;
      if (result === undefined) return new HttpResponse(null, { status: 200 });
      return json(result, english);
    } catch (error) {
      return errorResponse(error, english);
    }
  });
}
