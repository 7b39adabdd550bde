/**
 * The demo marketplace for picker tests: the shared MSW server, a signed-in demo seller, and a log of
 * every request so a test can assert the URL and query a picker sent.
 */
import { md5 } from 'js-md5';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setErrorNotifier } from '@/api';
import { i18n } from '@/i18n';
import { storage } from '@/session/storage';
import { server } from '@/mocks/node';
import { resetDemoStore } from '@/mocks';
import { resetCountries } from '@/components/pickers/shared/countries';
import { clearCookies } from '../helpers/session';

export { server };

export interface LoggedRequest {
  method: string;
  url: URL;
  request: Request;
}

export const requests: LoggedRequest[] = [];
export const toasts: string[] = [];

/** Requests whose path ends with `suffix` (e.g. '/seller/pages'). */
export const requestsTo = (suffix: string | RegExp, method = 'GET') =>
  requests.filter((r) => r.method === method && (typeof suffix === 'string' ? r.url.pathname.endsWith(suffix) : suffix.test(r.url.pathname)));

export const lastRequestTo = (suffix: string | RegExp, method = 'GET') => {
  const list = requestsTo(suffix, method);
  return list[list.length - 1];
};

let token = { access: '', refresh: '' };

async function login() {
  const q = new URLSearchParams({ username: 'owner', password: md5('123456'), captcha: '1234', uuid: 'test-uuid', scene: 'LOGIN' });
  const response = await fetch(`http://localhost/seller/login?${q}`, { headers: { uuid: 'test-uuid', clientType: 'PC' } });
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  if (!response.ok) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  token = { access: body.access_token, refresh: body.refresh_token };
}

/** Starts the demo marketplace for a test file, signs the demo owner in and records requests. */
export function startDemoMarketplace(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      requests.push({ method: request.method, url: new URL(request.url), request: request.clone() });
    });
    await login();
  });
  beforeEach(async () => {
    resetDemoStore();
    resetCountries();
    clearCookies();
    storage.setUser({ uid: 1, username: 'owner', role_id: 0, founder: 1 });
    storage.setTokens(token.access, token.refresh);
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
