/** The demo marketplace for the publish / SKU screen tests: MSW server, a signed-in owner, a request log. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '@/i18n';
import GoodsPublishPage from '@/pages/goods/publish';
import GoodsSkuPage from '@/pages/goods/sku';
import { LocationProbe } from '../helpers/render';
import { requests, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';

export { requests, requestsTo, server, toasts, type LoggedRequest } from '../helpers/demo-marketplace';

/** Each test starts from the seed with no local drafts. */
export const startDemo = () => startDemoMarketplace({ beforeEach: () => localStorage.clear() });

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
