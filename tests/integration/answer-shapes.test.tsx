/**
 * A 200 answer of the wrong shape is the network error with Retry on every screen kind, never a blank
 * form, dashes and ￥0.00, or "No data"; a role form whose read failed fills in once it reads again, and
 * offers no Save over the record it could not read. Through the whole console on the demo marketplace,
 * with the screen's main call replaced.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 15000 };
const NETWORK = '网络错误，请稍后再试！';
const json = (body: unknown) => () => HttpResponse.json(body as never);
/** Answers that are JSON but not the record, page or figures a screen reads. */
const WRONG_SHAPES: Array<[string, () => Response]> = [
  ['{}', json({})],
  ['null', json(null)],
  ['[1,2,3]', json([1, 2, 3])],
  ['"a string"', json('a string')],
];

const loadFailed = () => screen.findByTestId('load-failed', undefined, LOADED);
const retry = () => fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));

/** Each screen kind, its main call, and what it shows once the server is right. */
const SCREENS = [
  { kind: 'list', route: '/goods/goods-list', call: '*/seller/goods', loaded: () => screen.findByText('G000001', undefined, LOADED) },
  { kind: 'record (order detail)', route: '/order/detail/20261101000200', call: '*/seller/trade/orders/20261101000200', loaded: () => screen.findByTestId('record-title', undefined, LOADED) },
  { kind: 'settings (shop)', route: '/setting/shop-setting', call: '*/seller/shops/detail', loaded: () => screen.findByTestId('settings-screen', undefined, LOADED) },
  { kind: 'form (role)', route: '/setting/role-permission/2', call: '*/seller/shops/roles/2', loaded: () => screen.findByTestId('form-edit', undefined, LOADED) },
  {
    kind: 'statistics (overview figures)',
    route: '/statistics/generality-overview',
    call: '*/seller/statistics/shop_profile/data',
    loaded: () => screen.findByTestId('figure-order_num', undefined, LOADED),
  },
];

describe('a 200 of the wrong shape is the network error with Retry, per screen kind', () => {
  for (const target of SCREENS) {
    it.each(WRONG_SHAPES)(`${target.kind}: %s`, async (_, answer) => {
      server.use(mock.get(target.call, answer));
      await renderRoute(target.route);
      expect(await loadFailed()).toHaveTextContent(NETWORK);
      expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
      expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
      expect(screen.queryByTestId('settings-save')).not.toBeInTheDocument();

      server.resetHandlers();
      retry();
      await target.loaded();
      await waitFor(() => expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument());
    });
  }
});

describe('a role form whose read failed', () => {
  it('offers no Save, and fills in with the role once Retry reads it', async () => {
    server.use(mock.get('*/seller/shops/roles/2', json({ role_id: 2 })));
    await renderRoute('/setting/role-permission/2');
    expect(await loadFailed()).toHaveTextContent(NETWORK);
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();

    server.resetHandlers();
    retry();
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('[data-field="role_name"] input')?.value).toBe('客服专员'), LOADED);
    expect(screen.getByTestId('form-save')).toBeInTheDocument();
    expect(requestsTo('/seller/shops/roles/2')).toHaveLength(2);
  });

  it("fills in when the tab's Refresh reads it again, as the way back without Retry", async () => {
    server.use(mock.get('*/seller/shops/roles/2', json({ role_id: 2 })));
    const { user } = await renderRoute('/setting/role-permission/2');
    expect(await loadFailed()).toHaveTextContent(NETWORK);

    server.resetHandlers();
    await user.click(screen.getByTestId('tabs-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /刷新/ }));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('[data-field="role_name"] input')?.value).toBe('客服专员'), LOADED);
    expect(screen.getByTestId('form-save')).toBeInTheDocument();
  });

  it('lets nothing be ticked while the permission catalogue is not a list of menus, and says so', async () => {
    server.use(mock.get('*/seller/shops/menus/0/children', json({})));
    await renderRoute('/setting/role-permission/2');
    expect(await screen.findByText('无法读取权限目录', undefined, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-field="menus"] .ant-tree-checkbox:not(.ant-tree-checkbox-disabled)')).toBeNull(), LOADED);

    server.resetHandlers();
    retry();
    await waitFor(() => expect(screen.queryByText('无法读取权限目录')).not.toBeInTheDocument(), LOADED);
    await waitFor(() => expect(document.querySelector('[data-field="menus"] .ant-tree-checkbox:not(.ant-tree-checkbox-disabled)')).not.toBeNull(), LOADED);
  });
});
