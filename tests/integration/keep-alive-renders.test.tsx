import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Route, useLocation, useParams } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n';
import { KeepAliveViews } from '@/layout/tabs/KeepAliveViews';
import { TabsBar } from '@/layout/tabs/TabsBar';
import { EMPTY_TABS, rememberSearch } from '@/layout/tabs/tabs-model';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { renderRouter, tab } from '../helpers/render-router';

/**
 * Regression guards of "interactions under 100 ms": the views kept alive behind other tabs
 * get stable router contexts of their own address (they read neither the address shown nor its route
 * match), and a list's new search does not render the tabs bar (counted commits, not times).
 */

const renders: Record<string, number> = {};

const count = (name: string) => () => void (renders[name] = (renders[name] ?? 0) + 1);

function Screen({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  return <div data-testid={`screen-${name}`}>{`${pathname}${search} ${params['*'] ?? ''}`}</div>;
}

/** The tabs bar, its commits counted (any render inside it commits). */
const CountedBar = () => (
  <Profiler id="bar" onRender={count('bar')}>
    <TabsBar />
  </Profiler>
);

const routes = (
  <>
    <Route path="/goods/goods-list" element={<Screen name="goods" />} />
    <Route path="/order/order-list" element={<Screen name="orders" />} />
  </>
);

afterEach(() => {
  tabsStore.set(EMPTY_TABS);
  for (const key of Object.keys(renders)) delete renders[key];
});

const renderShell = (path: string) =>
  renderRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TabsBar />
            <KeepAliveViews routes={routes} />
          </>
        ),
      },
    ],
    path,
  );

test('a view kept alive behind another tab stays at its own address (location and route params) while another list pages', async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/order/order-list', 'orderList')], alive: ['/goods/goods-list', '/order/order-list'], active: '/order/order-list' });
  const router = renderShell('/order/order-list');
  expect(await screen.findByTestId('screen-orders')).toHaveTextContent('/order/order-list order/order-list');
  await act(() => router.navigate('/goods/goods-list'));
  expect(screen.getByTestId('screen-goods')).toHaveTextContent('/goods/goods-list goods/goods-list');

  for (const page of [2, 3, 4]) {
    await act(() => router.navigate(`/goods/goods-list?page=${page}`));
    expect(screen.getByTestId('screen-goods')).toHaveTextContent(`/goods/goods-list?page=${page}`);
  }
  // Kept alive (not mounted again) at its own address: its route's splat too, not the list shown.
  expect(screen.getByTestId('screen-orders')).toHaveTextContent('/order/order-list order/order-list');

  // Shown again, as it was left; then it follows the address, and the list left behind keeps its own.
  await act(() => router.navigate('/order/order-list'));
  expect(screen.getByTestId('screen-orders')).toHaveTextContent('/order/order-list order/order-list');
  await act(() => router.navigate('/order/order-list?page=2'));
  expect(screen.getByTestId('screen-orders')).toHaveTextContent('/order/order-list?page=2');
  // (at its tab's search: the tabs' tracker, not in this test, would have kept ?page=4)
  expect(screen.getByTestId('screen-goods')).toHaveTextContent('/goods/goods-list goods/goods-list');
});

test("a tab's new search (a list's next page) does not render the tabs bar; a new title does", async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/order/order-list', 'orderList')], active: '/goods/goods-list' });
  renderRouter([{ path: '*', element: <CountedBar /> }], '/goods/goods-list');
  expect(await screen.findByText(i18n.t('menu:goodsList'))).toBeInTheDocument();
  await act(async () => undefined);
  const before = renders.bar;
  act(() => tabsStore.set(rememberSearch(tabsStore.get(), '/goods/goods-list', '?page=2')));
  expect(tabsStore.get().tabs[0]?.search).toBe('?page=2');
  expect(renders.bar).toBe(before);

  act(() => tabsStore.set({ ...tabsStore.get(), tabs: [...tabsStore.get().tabs, tab('/goods/understock', 'understock')] }));
  expect(await screen.findByText(i18n.t('menu:understock'))).toBeInTheDocument();
  expect(renders.bar).toBeGreaterThan(before);
});

test("a navigation that changes neither the tabs nor their titles (a list's next page) does not render the tabs bar", async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/order/order-list', 'orderList')], active: '/goods/goods-list' });
  const router = renderRouter([{ path: '*', element: <CountedBar /> }], '/goods/goods-list');
  expect(await screen.findByText(i18n.t('menu:goodsList'))).toBeInTheDocument();
  await act(async () => undefined);
  const before = renders.bar;
  await act(() => router.navigate('/goods/goods-list?page=2'));
  await act(() => router.navigate('/goods/goods-list?page=3'));
  expect(router.state.location.search).toBe('?page=3');
  expect(renders.bar).toBe(before);
});

test('a view keeps its scroll position while hidden; one opened or left at its top sets none (each set forces a layout)', async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/order/order-list', 'orderList')], alive: ['/goods/goods-list', '/order/order-list'], active: '/goods/goods-list' });
  const set: Array<[string | null, number]> = [];
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  const spy = vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, value: number) {
    set.push([this.getAttribute('data-tab'), value]);
    scrollTop.set!.call(this, value);
  });
  try {
    const router = renderShell('/goods/goods-list');
    await screen.findByTestId('screen-goods');
    const goods = document.querySelector<HTMLElement>('[data-tab="/goods/goods-list"]')!;
    goods.scrollTop = 120;
    fireEvent.scroll(goods);
    await act(() => router.navigate('/order/order-list'));
    await act(() => router.navigate('/goods/goods-list'));
    await act(() => router.navigate('/order/order-list'));
    expect(set.filter(([view]) => view !== null)).toEqual([
      ['/goods/goods-list', 120],
      ['/goods/goods-list', 120],
    ]);
  } finally {
    spy.mockRestore();
  }
});

/** Whether the view kept at `path` is shown: a hidden view's element is `display: none` (React's Activity). */
const shown = (path: string) => document.querySelector<HTMLElement>(`[data-tab="${path}"]`)?.style.display !== 'none';

test("a click on a tab shows its kept-alive view before the click's task ends (one render, not a transition over later frames)", async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/order/order-list', 'orderList')], alive: ['/goods/goods-list', '/order/order-list'], active: '/goods/goods-list' });
  renderShell('/goods/goods-list');
  await screen.findByTestId('screen-goods');
  await screen.findByTestId('screen-orders');
  expect(shown('/order/order-list')).toBe(false);
  const target = screen.getByText(i18n.t('menu:orderList'));
  // Outside act, which would flush whatever React scheduled: what the click alone rendered is on screen.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  let shownInClick: boolean;
  try {
    target.click();
    shownInClick = shown('/order/order-list');
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  await act(async () => undefined);
  expect(shownInClick).toBe(true);
  expect(shown('/goods/goods-list')).toBe(false);
});
