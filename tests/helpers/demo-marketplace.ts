/**
 * The demo marketplace for integration tests: the shared MSW server, a really signed-in owner, a log of
 * every request (URL, method, body) and of the toasts, so a test can assert what a screen sent and said.
 */
import { md5 } from 'js-md5';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setErrorNotifier } from '@/api';
import { i18n } from '@/i18n';
import { resetDemoStore } from '@/mocks';
import { server } from '@/mocks/node';
import { storage } from '@/session/storage';
import { clearCookies } from './session';

export { server };

export interface LoggedRequest {
  method: string;
  url: URL;
  request: Request;
  /** The body text of a non-GET request (read as it is sent). */
  body: string;
}
export const requests: LoggedRequest[] = [];
export const toasts: string[] = [];

/** Requests whose path ends with `suffix` (or matches the pattern). */
export const requestsTo = (suffix: string | RegExp, method = 'GET') =>
  requests.filter((r) => r.method === method && (typeof suffix === 'string' ? r.url.pathname.endsWith(suffix) : suffix.test(r.url.pathname)));

/** The last such request; a test that expects one fails clearly when there is none. */
export function lastRequestTo(suffix: string | RegExp, method = 'GET'): LoggedRequest {
  const last = requestsTo(suffix, method).at(-1);
  if (!last) throw new Error(`no ${method} request to ${String(suffix)}`);
  return last;
}

let tokens = { access: '', refresh: '' };

async function login() {
  const q = new URLSearchParams({ username: 'owner', password: md5('123456'), captcha: '1234', uuid: 'demo-test', scene: 'LOGIN' });
  const response = await fetch(`http://localhost/seller/login?${q}`, { headers: { uuid: 'demo-test', clientType: 'PC' } });
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  if (!response.ok) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  tokens = { access: body.access_token, refresh: body.refresh_token };
}

/** Starts the demo marketplace for a test file; each test starts from the seed, signed in, in zh-CN. */
export function startDemoMarketplace(options: { beforeEach?: () => void } = {}): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const entry: LoggedRequest = { method: request.method, url: new URL(request.url), request: request.clone(), body: '' };
      requests.push(entry);
      if (request.method !== 'GET') void request.clone().text().then((text) => (entry.body = text), () => undefined);
    });
    await login();
  });
  beforeEach(async () => {
    resetDemoStore();
    clearCookies();
    options.beforeEach?.();
    storage.setUser({ uid: 1, username: 'owner', role_id: 0, founder: 1 });
    storage.setTokens(tokens.access, tokens.refresh);
    requests.length = 0;
    toasts.length = 0;
    setErrorNotifier((text) => toasts.push(text));
    await i18n.changeLanguage('zh-CN');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
}
