import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { expect, test, vi } from 'vitest';
import { HOVER_INTENT_MS } from '@/config';
import { EARLY_READ_MS, prefetchList } from '@/providers/early-reads';
import { http } from 'msw';
import { skipAhead, skippableTimers } from '../helpers/clock';
import { lastRequestTo, requestsTo, server, settled, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

/** Renders of the order list's status tabs (not the shell's tabs bar) and of its toolbar's column settings, counted. */
const renders = vi.hoisted(() => ({ tabs: 0, settings: 0 }));
vi.mock('@/components/Tabs', async (actual) => {
  const { Tabs } = await actual<typeof import('@/components/Tabs')>();
  return { Tabs: (props: Parameters<typeof Tabs>[0]) => (props.items?.some((tab) => tab.key === 'WAIT_SHIP') && renders.tabs++, <Tabs {...props} />) };
});
vi.mock('@/engine/list/ColumnSettingsButton', async (actual) => {
  const { ColumnSettingsButton } = await actual<typeof import('@/engine/list/ColumnSettingsButton')>();
  return { ColumnSettingsButton: (props: Parameters<typeof ColumnSettingsButton>[0]) => (renders.settings++, <ColumnSettingsButton {...props} />) };
});

vi.mock('@/providers/early-reads', async (actual) => {
  const provider = await actual<typeof import('@/providers/early-reads')>();
  return { ...provider, prefetchList: vi.fn(provider.prefetchList) };
});

startDemoMarketplace();

const LOADED = { timeout: 30_000 };

test('the next page after page 2 is page 3, in the URL and in the call', async () => {
  const { user, location } = await renderRoute('/order/order-list?page=2');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await waitFor(() => expect(lastRequestTo('/seller/trade/orders').url.searchParams.get('page_no')).toBe('2'), LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await user.click(within(list).getByTitle(/下一页|Next Page/));
  await waitFor(() => expect(location()).toContain('page=3'), LOADED);
  await waitFor(() => expect(lastRequestTo('/seller/trade/orders').url.searchParams.get('page_no')).toBe('3'), LOADED);
});

test('a page click asks for its page at once, and once; a page read a moment ago is not read again', async () => {
  const pages = (page: string) => requestsTo('/seller/trade/orders').filter((r) => r.url.searchParams.get('page_no') === page).length;
  const { user, location } = await renderRoute('/order/order-list?page=5');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await waitFor(() => expect(pages('5')).toBe(1), LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  const asked = vi.mocked(prefetchList);
  asked.mockClear();

  // The click itself asks (the call goes out beside the list's render, not after it) …
  await user.click(within(list).getByTitle(/下一页|Next Page/));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(asked.mock.calls[0][0].pagination).toMatchObject({ currentPage: 6 });
  await waitFor(() => expect(location()).toContain('page=6'), LOADED);
  await waitFor(() => expect(within(list).getByTitle('6').className).toContain('ant-pagination-item-active'), LOADED);
  await waitFor(() => expect(screen.queryByTestId('list-orderList')!.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
  // … and the screen's own read takes that answer: one call.
  expect(pages('6')).toBe(1);

  // Back to page 5, whose answer is in the cache and fresh: the click asks, and the cache answers (no call).
  await user.click(within(list).getByTitle(/上一页|Previous Page/));
  expect(asked).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(location()).toContain('page=5'), LOADED);
  await waitFor(() => expect(within(list).getByTitle('5').className).toContain('ant-pagination-item-active'), LOADED);
  await settled();
  expect(pages('5')).toBe(1);
});

test('a page the pointer rests on is read before the click, and the click reads it no more; resting on "previous" on page 1 reads nothing', async () => {
  const pages = (page: string) => requestsTo('/seller/trade/orders').filter((r) => r.url.searchParams.get('page_no') === page).length;
  skippableTimers();
  const { user, location } = await renderRoute('/order/order-list?page=2');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await waitFor(() => expect(pages('2')).toBe(1), LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  // The pointer is on the button that fills the pager's item.
  const button = (title: RegExp) => within(within(list).getByTitle(title)).getByRole('button');
  const shown = async (page: string) => {
    await waitFor(() => expect(within(list).getByTitle(page).className).toContain('ant-pagination-item-active'), LOADED);
    await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
  };

  await user.hover(button(/上一页|Previous Page/));
  await waitFor(() => expect(pages('1')).toBe(1), LOADED);
  expect(location()).toContain('page=2');
  await user.click(button(/上一页|Previous Page/));
  await shown('1');
  expect(location()).not.toContain('page=');
  expect(pages('1')).toBe(1);
  // Still on "previous", now the first page's: no page before it is asked for.
  await skipAhead(HOVER_INTENT_MS * 3);
  await settled();
  expect(pages('0')).toBe(0);

  await user.hover(button(/下一页|Next Page/));
  await user.click(button(/下一页|Next Page/));
  await shown('2');
  expect(location()).toContain('page=2');
  // Page 2 was read a moment ago (fresh); resting on "next" reads page 3, once.
  await waitFor(() => expect(pages('3')).toBe(1), LOADED);
  expect([pages('0'), pages('1'), pages('2')]).toEqual([0, 1, 1]);
});

test("a list's first page is read while the pointer rests on its menu item, and the click that opens it reads it no more", async () => {
  const firstPages = () => requestsTo('/seller/trade/orders').filter((r) => r.url.searchParams.get('page_no') === '1' && r.url.searchParams.get('page_size') === '10').length;
  const { user, location } = await renderRoute('/goods/goods-list');
  await within(await screen.findByTestId('list-goodsList', undefined, LOADED)).findAllByRole('row', undefined, LOADED);
  const sider = document.querySelector('.ant-layout-sider') as HTMLElement;
  await user.click(within(sider).getByText('订单'));
  expect(firstPages()).toBe(0);
  await user.hover(within(sider).getByText('订单列表'));
  await waitFor(() => expect(firstPages()).toBe(1), LOADED);
  expect(location()).toContain('/goods/goods-list');
  await user.click(within(sider).getByText('订单列表'));
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
  expect(firstPages()).toBe(1);
  // Back on the goods list 15 s later, the order list is kept alive with its first page still fresh in
  // the cache (LIST_FRESH_MS), though no longer an early read (EARLY_READ_MS): resting on its item reads nothing.
  await user.click(within(sider).getByText('商品列表'));
  await waitFor(() => expect(location()).toContain('/goods/goods-list'), LOADED);
  // The 15 s and the rest are the fake clock's; a frame of real time lets a read the rest started reach the server.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  try {
    vi.setSystemTime(Date.now() + EARLY_READ_MS + 5_000);
    fireEvent.mouseEnter(within(sider).getByText('订单列表'));
    await act(async () => vi.advanceTimersByTime(HOVER_INTENT_MS * 3));
  } finally {
    vi.useRealTimers();
  }
  await settled();
  expect(firstPages()).toBe(1);
});

test("a page click renders the list's rows and pagination, not its search form (its selects and inputs), status tabs or toolbar: the form renders for new filters", async () => {
  const { user } = await renderRoute('/order/order-list');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
  await within(list).findByTestId('tab-count-ALL', undefined, LOADED);
  const firstRow = () => list.querySelector('.ant-table-row')?.getAttribute('data-row-key');
  // The search form is the list's one antd form: each of its renders asks for its form instance.
  const formRenders = vi.spyOn(Form, 'useForm');
  try {
    const before = firstRow();
    renders.tabs = 0;
    renders.settings = 0;
    await user.click(within(list).getByTitle(/下一页|Next Page/));
    await waitFor(() => expect(firstRow()).not.toBe(before), LOADED);
    await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
    expect(formRenders).not.toHaveBeenCalled();
    expect(renders).toEqual({ tabs: 0, settings: 0 });

    await user.type(within(list).getByPlaceholderText('订单编号'), '20261101000200');
    formRenders.mockClear();
    await user.click(within(list).getByTestId('search-submit'));
    await waitFor(() => expect(lastRequestTo('/seller/trade/orders').url.searchParams.get('order_sn')).toBe('20261101000200'), LOADED);
    await waitFor(() => expect(formRenders).toHaveBeenCalled(), LOADED);
  } finally {
    formRenders.mockRestore();
  }
});

test('a new page answered quickly replaces the rows without a loading cover; a slow one is covered after a moment', async () => {
  const { user } = await renderRoute('/order/order-list');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // Page 2's answer is held back, then the demo's own (a handler that returns nothing passes the call on).
  server.use(
    http.get('*/seller/trade/orders', async ({ request }) => {
      if (new URL(request.url).searchParams.get('page_no') === '2') await held;
    }),
  );
  await user.click(within(list).getByTitle(/下一页|Next Page/));
  await waitFor(() => expect(requestsTo('/seller/trade/orders').some((r) => r.url.searchParams.get('page_no') === '2')).toBe(true), LOADED);
  // Still waiting, but not yet for long: page 1's rows show, uncovered.
  expect(list.querySelector('.ant-spin-spinning')).toBeNull();
  expect(list.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0);
  // Waiting longer than the cover's delay: covered.
  await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).not.toBeNull(), LOADED);
  answer();
  await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull(), LOADED);
});

test('before the first answer a list says neither "no data" nor "0 in all"; with it, its rows and total', async () => {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(http.get('*/seller/trade/orders', async () => void (await held), { once: true }));
  await renderRoute('/order/order-list');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await waitFor(() => expect(requestsTo('/seller/trade/orders').length).toBeGreaterThan(0), LOADED);
  expect(within(list).queryByText('暂无数据')).not.toBeInTheDocument();
  expect(within(list).queryByText(/^共 0 条$/)).not.toBeInTheDocument();
  answer();
  expect(await within(list).findByText(/^共 \d+ 条$/, undefined, LOADED)).toBeInTheDocument();
  expect(within(list).queryByText('暂无数据')).not.toBeInTheDocument();
});
