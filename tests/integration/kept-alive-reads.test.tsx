import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { requestsTo, settled, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

/** Screens load their code on first use: slow on a busy machine. */
const LOADED = { timeout: 30_000 };

const goodsReads = () => requestsTo(/\/seller\/goods$/).length;

test('a list tab shown again keeps its rows without a new call; the tab menu\'s refresh reads the server again', async () => {
  const view = await renderRoute('/goods/goods-list');
  const list = await screen.findByTestId('list-goodsList', undefined, LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await waitFor(() => expect(goodsReads()).toBe(1));

  await view.navigate('/goods/understock');
  await screen.findByTestId('list-understock', undefined, LOADED);
  await view.navigate('/goods/goods-list');
  await within(await screen.findByTestId('list-goodsList', undefined, LOADED)).findAllByRole('row', undefined, LOADED);
  expect(goodsReads()).toBe(1);

  await view.user.click(screen.getByTestId('tabs-menu'));
  await view.user.click(await screen.findByRole('menuitem', { name: /刷新/ }));
  await waitFor(() => expect(goodsReads()).toBe(2));
});

test("a list's status counts are kept with its rows: shown again, neither is read again", async () => {
  const counts = () => requestsTo('/seller/trade/orders/status-num').length;
  const orders = () => requestsTo(/\/seller\/trade\/orders$/).length;
  const view = await renderRoute('/order/order-list');
  await within(await screen.findByTestId('list-orderList', undefined, LOADED)).findAllByRole('row', undefined, LOADED);
  await waitFor(() => expect([orders(), counts()]).toEqual([1, 1]));

  await view.navigate('/goods/goods-list');
  await screen.findByTestId('list-goodsList', undefined, LOADED);
  await view.navigate('/order/order-list');
  await within(await screen.findByTestId('list-orderList', undefined, LOADED)).findAllByRole('row', undefined, LOADED);
  await settled();
  expect([orders(), counts()]).toEqual([1, 1]);
});
