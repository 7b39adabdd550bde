/**
 * The demo marketplace's fault switch (demo builds only): a failing server on demand, so that the
 * console's behaviour under faults can be seen — and tested — on the built demo. The demo answers
 * from a service worker, where a browser's own request interception cannot reach; this handler runs
 * before every other one and reads the fault from the tab's sessionStorage at each request.
 *
 * sessionStorage['demo-fault'] = JSON of { fault, path?, method?, field? }:
 * - fault: 'bad-request' (400, code 004, naming `field`), 'no-permission' (401, code 002),
 *   'forbidden' (403), 'not-found' (404, code 003), 'server' (500 with a message),
 *   'server-empty' (500, no body), 'garbled' (200 with an HTML page), 'truncated' (200 with JSON cut
 *   off mid-way), 'shape' (200 with the JSON text `body`: `{}`, `null`, `[]`, `"a string"` — valid JSON
 *   of the wrong shape), 'network' (no answer: a connection dropped or timed out)
 * - html: with an error fault (400, 401, 403, 404, 500), its status with a proxy's HTML page instead of
 *   the API's JSON error body
 * - path: a regular expression the call's path must match (default: every call)
 * - method: the call's method, or several as `POST|PUT` (default: every method)
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { errorResponse, isEnglish } from './handlers/route';
import { ApiError, badParam, business, forbidden, text } from './lib/errors';

export const FAULT_KEY = 'demo-fault';

export type FaultKind = 'bad-request' | 'no-permission' | 'forbidden' | 'not-found' | 'server' | 'server-empty' | 'garbled' | 'truncated' | 'shape' | 'network';

export interface FaultRule {
  fault: FaultKind;
  path?: string;
  method?: string;
  field?: string;
  /** An error fault's status with an HTML page for its body. */
  html?: boolean;
  /** `shape`: the JSON text answered with 200. */
  body?: string;
}

const HTML_PAGE = (status: number) => `<!doctype html><html><body><h1>${status} Bad Gateway</h1></body></html>`;
const html = (status: number) => new HttpResponse(HTML_PAGE(status), { status, headers: { 'Content-Type': 'text/html' } });

function ruleOf(): FaultRule | undefined {
  try {
    const raw = sessionStorage.getItem(FAULT_KEY);
    return raw ? (JSON.parse(raw) as FaultRule) : undefined;
  } catch {
    return undefined;
  }
}

/** The API's error of each fault (the demo's own error bodies, in the caller's language). */
function errorOf(rule: FaultRule): ApiError {
  const field = rule.field ?? 'id';
  switch (rule.fault) {
    case 'bad-request':
      return badParam(`参数错误(${field})：格式不正确`, `invalid parameter (${field}): wrong format`);
    case 'no-permission':
      return new ApiError(401, '002', text('没有权限执行此操作', 'no permission for this operation'));
    case 'forbidden':
      return forbidden();
    case 'not-found':
      return new ApiError(404, '003', text('请求的资源不存在', 'the requested resource does not exist'));
    default:
      return business('服务器繁忙，请稍后再试', 'the server is busy, please try later');
  }
}

function answer(rule: FaultRule, request: Request): Response {
  switch (rule.fault) {
    case 'server-empty':
      return new HttpResponse(null, { status: 500 });
    case 'garbled':
      return html(200);
    case 'truncated':
      return new HttpResponse('{"data":[{"id":"1","name":"', { headers: { 'Content-Type': 'application/json' } });
    case 'shape':
      return new HttpResponse(rule.body ?? '{}', { headers: { 'Content-Type': 'application/json' } });
    case 'network':
      return HttpResponse.error();
    default: {
      const error = errorOf(rule);
      return rule.html ? html(error.status) : errorResponse(error, isEnglish(request));
    }
  }
}

const resolver: HttpResponseResolver = ({ request }) => {
  const rule = ruleOf();
  if (!rule) return undefined;
  if (rule.method && !new RegExp(`^(${rule.method})$`, 'i').test(request.method)) return undefined;
  if (rule.path && !new RegExp(rule.path).test(new URL(request.url).pathname)) return undefined;
  return answer(rule, request);
};

/** First of the demo's handlers: a call it does not fail goes on to the marketplace. */
export const faultSwitch = http.all(/\/(seller|base|admin|buyer)\//, resolver);
