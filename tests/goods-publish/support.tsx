/** The demo marketplace for the publish / SKU screen tests: MSW server, a signed-in owner, a request log. */
import { api } from '@/api';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { renderRoute } from '../helpers/render-route';
import { requests, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';

export { requests, requestsTo, server, toasts, type LoggedRequest } from '../helpers/demo-marketplace';

/** Each test starts from the seed with no local drafts. */
export const startDemo = () => startDemoMarketplace({ beforeEach: () => localStorage.clear() });

export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/** The namespace of the screens, for expected texts. */
export const tg = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'goodsPublish', ...options });

/** The console at a publish or SKU editor's address. */
export const renderAt = (path: string) => renderRoute(path);

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

/** A goods of the demo marketplace, made through the API, for the SKU editor to open; its id. */
export async function createGoods(goodsName: string, sn: string): Promise<string> {
  const goods = await api.post<{ goods_id: string }>(
    'seller/goods',
    {
      goods_name: goodsName,
      sn,
      category_id: '111',
      price: 100,
      cost: 50,
      weight: 1,
      goods_type: 'NORMAL',
      template_id: '0',
      goods_gallery_list: [{ img_id: '-1', original: 'https://example.com/a.png', sort: 0 }],
    },
    { body: 'json' },
  );
  return String(goods.goods_id);
}
