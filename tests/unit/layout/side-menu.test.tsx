/**
 * The side menu follows the path, and renders antd's Menu again only when the path changes: a list's
 * every page, sort or search (the query) does not (3–6 ms of each page of a list).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS } from '@/config';
import { ScreenHostContext, type ScreenHost } from '@/engine/host/screen-host';
import type { MenuNode } from '@/engine/routes';
import { SideMenu } from '@/layout/SideMenu';
import { ConsoleRouter } from '@/providers/ConsoleRouter';
import { memoryRouter } from '../../helpers/memory-router';

const rendered = vi.hoisted(() => ({ Menu: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Menu = (props: Parameters<typeof antd.Menu>[0]) => {
    rendered.Menu += 1;
    return <antd.Menu {...props} />;
  };
  return { ...antd, Menu };
});

const menu = [
  { key: 'goods', title: 'goods', icon: 'goods', children: [{ key: 'goodsList', title: 'goodsList', path: '/goods/goods-list' }] },
  { key: 'order', title: 'order', icon: 'order', children: [{ key: 'orderList', title: 'orderList', path: '/order/order-list' }] },
] as unknown as MenuNode[];

/** The menu at the goods list, under a screen host of the test's. */
function mountWith(host: ScreenHost) {
  const router = memoryRouter('/goods/goods-list');
  render(
    <ScreenHostContext.Provider value={host}>
      <ConsoleRouter router={router}>
        <SideMenu menu={menu} collapsed={false} />
      </ConsoleRouter>
    </ScreenHostContext.Provider>,
  );
  return router;
}

describe('SideMenu', () => {
  afterEach(() => vi.useRealTimers());

  it("marks the path's item, renders again for a new path only, and opens what is clicked", async () => {
    const router = memoryRouter('/goods/goods-list');
    render(
      <ConsoleRouter router={router}>
        <SideMenu menu={menu} collapsed={false} />
      </ConsoleRouter>,
    );
    const selected = () => document.querySelector('.ant-menu-item-selected')?.textContent;
    expect(selected()).toBe('商品列表');
    const before = rendered.Menu;
    for (const page of [2, 3, 4]) await act(() => router.navigate(`/goods/goods-list?page_no=${page}`));
    expect(rendered.Menu).toBe(before);

    await act(() => router.navigate('/order/order-list'));
    expect(rendered.Menu).toBeGreaterThan(before);
    await userEvent.setup().click(screen.getByText('订单'));
    expect(selected()).toBe('订单列表');

    await userEvent.setup().click(screen.getByText('商品列表'));
    expect(router.state.location.pathname).toBe('/goods/goods-list');
  });

  it("loads a page's code when the pointer reaches its item, before any click", async () => {
    const prepare = vi.fn<ScreenHost['prepare']>();
    const host = { prepare, readAhead: () => undefined } as unknown as ScreenHost;
    const router = mountWith(host);
    const user = userEvent.setup();
    await user.click(screen.getByText('订单'));
    expect(prepare).not.toHaveBeenCalled();
    await user.hover(screen.getByText('订单列表'));
    expect(prepare).toHaveBeenCalledWith('/order/order-list');
    expect(router.state.location.pathname).toBe('/goods/goods-list');
  });

  it("reads a page's first data once the pointer rests on its item, not as it passes, and with the click", async () => {
    const readAhead = vi.fn<ScreenHost['readAhead']>();
    const host = { prepare: () => undefined, readAhead } as unknown as ScreenHost;
    const router = mountWith(host);
    await userEvent.setup().click(screen.getByText('订单'));
    // The pointer's pauses are the fake clock's: on a busy machine a hover and unhover took longer than
    // the real 80 ms and looked like a rest.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rest = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const item = screen.getByText('订单列表');
    fireEvent.mouseEnter(item);
    rest(HOVER_INTENT_MS - 1);
    fireEvent.mouseLeave(item);
    rest(HOVER_INTENT_MS * 2);
    expect(readAhead).not.toHaveBeenCalled();
    fireEvent.mouseEnter(item);
    rest(HOVER_INTENT_MS - 1);
    expect(readAhead).not.toHaveBeenCalled();
    rest(1);
    expect(readAhead).toHaveBeenCalledExactlyOnceWith('/order/order-list');
    expect(router.state.location.pathname).toBe('/goods/goods-list');
    // The click asks too (the host's reads go out once: see ShellScreenHost), and a pointer resting on
    // the clicked item asks no more.
    await act(async () => fireEvent.click(item));
    expect(router.state.location.pathname).toBe('/order/order-list');
    rest(HOVER_INTENT_MS * 2);
    expect(readAhead.mock.calls).toEqual([['/order/order-list'], ['/order/order-list']]);
  });
});
