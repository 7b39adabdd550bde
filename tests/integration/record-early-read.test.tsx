import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { prefetchOne } from '@/providers/early-reads';
import { requestsTo, settled, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

vi.mock('@/providers/early-reads', async (actual) => {
  const provider = await actual<typeof import('@/providers/early-reads')>();
  return { ...provider, prefetchOne: vi.fn(provider.prefetchOne) };
});

startDemoMarketplace();

/** Screens load their code on first use: slow on a busy machine. */
const LOADED = { timeout: 30_000 };

async function orderLink(row = 0) {
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  const link = (await within(list).findAllByRole('link', undefined, LOADED)).filter((a) => a.getAttribute('data-action') === 'view')[row]!;
  return { link, sn: link.textContent!.trim() };
}

test("a row's link asks for its order and the order's flow with the click, before the order's page renders: one call each", async () => {
  const view = await renderRoute('/order/order-list');
  // An order opened before: the page's code is in (a test's first load of it takes seconds).
  await view.user.click((await orderLink(1)).link);
  await screen.findByTestId('flow', undefined, LOADED);
  await view.navigate('/order/order-list');
  const { link, sn } = await orderLink();
  const asked = vi.mocked(prefetchOne);
  asked.mockClear();
  // How many reads had been asked for when the order's view (its tab's content) was first put on the page.
  let askedBeforePage: number | undefined;
  const shown = new MutationObserver(() => {
    if (askedBeforePage === undefined && document.querySelector(`[data-tab="/order/detail/${sn}"]`)) askedBeforePage = asked.mock.calls.length;
  });
  shown.observe(document.body, { childList: true, subtree: true });
  try {
    await view.user.click(link);
    const page = await waitFor(() => document.querySelector<HTMLElement>(`[data-tab="/order/detail/${sn}"]`)!, LOADED);
    expect(await within(page).findByTestId('record-title', undefined, LOADED)).toHaveTextContent(sn);
    await within(page).findByTestId('flow', undefined, LOADED);
  } finally {
    shown.disconnect();
  }
  // The pointer's rest on the link may ask again before the click (hover intent, on the real clock):
  // what counts is that both reads were asked for before the page, and that each went out once.
  expect(askedBeforePage).toBeGreaterThanOrEqual(2);
  expect(new Set(asked.mock.calls.map(([read]) => `${String(read.id)} ${(read.meta as { one?: string }).one}`))).toEqual(
    new Set([`${sn} seller/trade/orders/{id}`, `${sn} seller/trade/orders/{id}/flow`]),
  );
  expect(requestsTo(`/seller/trade/orders/${sn}`)).toHaveLength(1);
  expect(requestsTo(`/seller/trade/orders/${sn}/flow`)).toHaveLength(1);
});

test('an order opened again from its row, its tab kept alive behind the list, makes each of its reads once at most', async () => {
  const view = await renderRoute('/order/order-list');
  const { link, sn } = await orderLink();
  await view.user.click(link);
  await screen.findByTestId('flow', undefined, LOADED);
  await view.navigate('/order/order-list');
  await orderLink();
  const [order, flow] = [requestsTo(`/seller/trade/orders/${sn}`).length, requestsTo(`/seller/trade/orders/${sn}/flow`).length];
  await view.user.click(link);
  expect(await screen.findByTestId('record-title', undefined, LOADED)).toHaveTextContent(sn);
  await settled();
  expect(requestsTo(`/seller/trade/orders/${sn}`).length - order).toBeLessThanOrEqual(1);
  expect(requestsTo(`/seller/trade/orders/${sn}/flow`).length - flow).toBeLessThanOrEqual(1);
});
