/** The demo marketplace for integration tests: MSW server, a really signed-in owner, a request log and the toasts. */
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
}
export const requests: LoggedRequest[] = [];
export const toasts: string[] = [];

export const requestsTo = (suffix: string, method = 'GET') =>
  requests.filter((r) => r.method === method && r.url.pathname.endsWith(suffix));

let tokens = { access: '', refresh: '' };

async function login() {
  const q = new URLSearchParams({ username: 'owner', password: md5('123456'), captcha: '1234', uuid: 'demo-test', scene: 'LOGIN' });
  const response = await fetch(`http://localhost/seller/login?${q}`, { headers: { uuid: 'demo-test', clientType: 'PC' } });
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  if (!response.ok) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  tokens = { access: body.access_token, refresh: body.refresh_token };
}

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
    clearCookies();
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
