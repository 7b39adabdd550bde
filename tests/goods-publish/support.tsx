/** The demo marketplace for the publish / SKU screen tests: MSW server, a signed-in owner, a request log. */
import { md5 } from 'js-md5';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setErrorNotifier } from '@/api';
import { i18n } from '@/i18n';
import { storage } from '@/session/storage';
import { server } from '@/mocks/node';
import { resetDemoStore } from '@/mocks';
import GoodsPublishPage from '@/pages/goods/publish';
import GoodsSkuPage from '@/pages/goods/sku';
import { LocationProbe } from '../helpers/render';
import { clearCookies } from '../helpers/session';

export interface LoggedRequest {
  method: string;
  url: URL;
  body: string;
}

export const requests: LoggedRequest[] = [];
export const toasts: string[] = [];

/** Requests whose path matches. */
export const requestsTo = (path: string | RegExp, method = 'GET') =>
  requests.filter((r) => r.method === method && (typeof path === 'string' ? r.url.pathname === path : path.test(r.url.pathname)));

let token = { access: '', refresh: '' };

async function login() {
  const q = new URLSearchParams({ username: 'owner', password: md5('123456'), captcha: '1234', uuid: 'test-uuid', scene: 'LOGIN' });
  const response = await fetch(`http://localhost/seller/login?${q}`, { headers: { uuid: 'test-uuid', clientType: 'PC' } });
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  if (!response.ok) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  token = { access: body.access_token, refresh: body.refresh_token };
}

export function startDemo(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', async ({ request }) => {
      const copy = request.clone();
      const entry: LoggedRequest = { method: request.method, url: new URL(request.url), body: '' };
      requests.push(entry);
      if (request.method !== 'GET') entry.body = await copy.text().catch(() => '');
    });
    await login();
  });
  beforeEach(async () => {
    resetDemoStore();
    clearCookies();
    localStorage.clear();
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

export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/** The namespace of the screens, for expected texts. */
export const tg = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'goodsPublish', ...options });

export function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider>
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/goods/good-publish/:goodsid?/:isdraft?" element={<GoodsPublishPage />} />
              <Route path="/goods/good-sku/:goodsid?" element={<GoodsSkuPage />} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

/** The JSON body of the last request to a path. */
export function lastBody<T = Record<string, unknown>>(path: string | RegExp, method: string): T {
  const list = requestsTo(path, method);
  if (!list.length) throw new Error(`no ${method} ${String(path)}: ${requests.map((r) => `${r.method} ${r.url.pathname}`).join(', ')}`);
  return JSON.parse(list[list.length - 1].body) as T;
}

/** The raw body text (to see big ids exactly as sent). */
export function lastBodyText(path: string | RegExp, method: string): string {
  const list = requestsTo(path, method);
  return list[list.length - 1]?.body ?? '';
}
