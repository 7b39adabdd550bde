/**
 * The demo marketplace's fault switch (demo builds only): a failing server on demand, so that the
 * console's behaviour under faults can be seen — and tested — on the built demo. The demo answers
 * from a service worker, where a browser's own request interception cannot reach; this handler runs
 * before every other one and reads the fault from the tab's sessionStorage at each request.
 *
 * sessionStorage['demo-fault'] = JSON of { fault, path?, method?, field? }:
 * - fault: 'bad-request' (400, code 004, naming `field`), 'no-permission' (401, code 002),
 *   'forbidden' (403), 'not-found' (404, code 003), 'server' (500 with a message),
 *   'server-empty' (500, no body), 'garbled' (200 with an HTML page), 'network' (no answer: a
 *   connection dropped or timed out)
 * - path: a regular expression the call's path must match (default: every call)
 * - method: the call's method, or several as `POST|PUT` (default: every method)
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';

export const FAULT_KEY = 'demo-fault';

export type FaultKind = 'bad-request' | 'no-permission' | 'forbidden' | 'not-found' | 'server' | 'server-empty' | 'garbled' | 'network';

export interface FaultRule {
  fault: FaultKind;
  path?: string;
  method?: string;
  field?: string;
}

function ruleOf(): FaultRule | undefined {
  try {
    const raw = sessionStorage.getItem(FAULT_KEY);
    return raw ? (JSON.parse(raw) as FaultRule) : undefined;
  } catch {
    return undefined;
  }
}

const json = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

function answer(rule: FaultRule) {
  switch (rule.fault) {
    case 'bad-request':
      return json(400, '004', `参数错误(${rule.field ?? 'id'})：格式不正确`);
    case 'no-permission':
      return json(401, '002', '没有权限执行此操作');
    case 'forbidden':
      return json(403, '403', '登录状态已失效');
    case 'not-found':
      return json(404, '003', '请求的资源不存在');
    case 'server':
      return json(500, '500', '服务器繁忙，请稍后再试');
    case 'server-empty':
      return new HttpResponse(null, { status: 500 });
    case 'garbled':
      return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', { headers: { 'Content-Type': 'text/html' } });
    case 'network':
      return HttpResponse.error();
  }
}

const resolver: HttpResponseResolver = ({ request }) => {
  const rule = ruleOf();
  if (!rule) return undefined;
  if (rule.method && !new RegExp(`^(${rule.method})$`, 'i').test(request.method)) return undefined;
  if (rule.path && !new RegExp(rule.path).test(new URL(request.url).pathname)) return undefined;
  return answer(rule);
};

/** First of the demo's handlers: a call it does not fail goes on to the marketplace. */
export const faultSwitch = http.all(/\/(seller|base|admin|buyer)\//, resolver);
