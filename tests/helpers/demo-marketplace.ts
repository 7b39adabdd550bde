/**
 * The demo marketplace for integration tests: the shared MSW server, a really signed-in owner, a log of
 * every request (URL, method, body) and of the toasts, so a test can assert what a screen sent and said.
 */
import { md5 } from 'js-md5';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setErrorNotifier } from '@/api';
import { i18n } from '@/i18n';
import { resetDemoStore } from '@/mocks';
import { server } from '@/mocks/node';
import { storage } from '@/session/storage';
import { listenWith } from './msw';
import { clearCookies } from './session';

// A screen's calls are done when the network is quiet, whichever server answers them.
export { settled } from './msw';

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

interface DemoLogin {
  uid: string | number;
  username: string;
  role_id: string | number;
  founder: number;
  access_token: string;
  refresh_token: string;
}

const logins = new Map<string, DemoLogin>();

/** Signs a demo account in (once per test file) and returns its login answer. */
export async function demoLogin(username = 'owner'): Promise<DemoLogin> {
  const known = logins.get(username);
  if (known) return known;
  const q = new URLSearchParams({ username, password: md5('123456'), captcha: '1234', uuid: 'demo-test', scene: 'LOGIN' });
  const response = await fetch(`http://localhost/seller/login?${q}`, { headers: { uuid: 'demo-test', clientType: 'PC' } });
  const body = (await response.json()) as DemoLogin;
  if (!response.ok) throw new Error(`demo login of ${username} failed: ${JSON.stringify(body)}`);
  logins.set(username, body);
  return body;
}

/** The browser's session becomes this demo account's. */
export async function signInAs(username: string): Promise<void> {
  const login = await demoLogin(username);
  storage.setUser({ uid: login.uid, username: login.username, role_id: login.role_id, founder: login.founder });
  storage.setTokens(login.access_token, login.refresh_token);
}

/** Records the api client's error toasts (a mounted console replaces the recorder with antd's messages). */
export const recordToasts = () => setErrorNotifier((text) => toasts.push(text));

/** Starts the demo marketplace for a test file; each test starts from the seed, signed in, in zh-CN. */
export function startDemoMarketplace(options: { beforeEach?: () => void } = {}): void {
  listenWith(server);
  beforeAll(async () => {
    server.events.on('request:start', ({ request }) => {
      const entry: LoggedRequest = { method: request.method, url: new URL(request.url), request: request.clone(), body: '' };
      requests.push(entry);
      if (request.method !== 'GET') void request.clone().text().then((text) => (entry.body = text), () => undefined);
    });
    logins.clear();
    await demoLogin('owner');
  });
  beforeEach(async () => {
    // A test's handlers go when the next one starts (see mock-server.ts).
    server.resetHandlers();
    resetDemoStore();
    clearCookies();
    options.beforeEach?.();
    await signInAs('owner');
    requests.length = 0;
    toasts.length = 0;
    recordToasts();
    await i18n.changeLanguage('zh-CN');
  });
  afterAll(() => server.events.removeAllListeners());
}
