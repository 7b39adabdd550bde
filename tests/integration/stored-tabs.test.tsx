/**
 * Tabs kept in browser storage are the user's, but not trusted: when the console loads, a stored tab
 * whose route does not exist, one that ends on the 404 page (a bad id, a traversal) and entries that are
 * not tabs at all are dropped; the tabs of real pages stay, and storage is written back without the others.
 * @vitest-isolate: the tabs store reads storage once per page, when its module loads.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '@/App';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { storage } from '@/session/storage';
import { signInAs, startDemoMarketplace } from '../helpers/demo-marketplace';
import { memoryRouter } from '../helpers/memory-router';
import { shellReady } from '../helpers/render-route';

startDemoMarketplace();

const tab = (key: string, title = 'goodsList') => ({ key, name: 'x', title, search: '' });

describe('stored tabs are checked when the console loads', () => {
  it('drops tabs of routes that do not exist, that end on 404, and garbage; keeps the real pages', async () => {
    await signInAs('owner');
    const key = storage.userKey('seller_tabs');
    localStorage.setItem(
      key,
      JSON.stringify({
        tabs: [
          tab('/goods/goods-list'),
          tab('/goods/no-such-screen'),
          tab('/goods/good-publish/-1'),
          tab('/goods/good-publish/..%2F..%2Fshops%2Fedit'),
          tab('/goods/good-publish/9223372036854775808'),
          tab('/order/detail/SN1', 'orderDetail'),
          tab('//evil.example/x'),
          tab('javascript:alert(1)'),
          { key: '/setting/shop-setting' },
          7,
          null,
          'garbage',
        ],
        active: '/goods/no-such-screen',
      }),
    );

    render(<App router={memoryRouter('/dashboard')} />);
    await shellReady();

    const kept = ['/dashboard', '/goods/goods-list', '/order/detail/SN1'];
    await waitFor(() => expect(tabsStore.get().tabs.map((t) => t.key)).toEqual(kept), { timeout: 15000 });
    const bar = screen.getByTestId('tabs-bar');
    expect(within(bar).queryByText(/no-such-screen|\.\.\/|9223372036854775808/)).not.toBeInTheDocument();
    expect(tabsStore.get().active).toBe('/dashboard');
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { tabs: { key: string }[] };
    expect(stored.tabs.map((t) => t.key)).toEqual(kept);
  }, 120_000);
});
