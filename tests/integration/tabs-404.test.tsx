/**
 * A route that ends on the 404 page (a bad id, a traversal, an id out of range) is not a page: it leaves
 * no tab (the tracker's rule, which also drops a stored tab of one when the console loads).
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 15000 };
const keys = () => tabsStore.get().tabs.map((t) => t.key);

describe('tabs only for pages that exist', () => {
  // First: the shell's code is transformed on its first use here, which takes long on a busy machine.
  it('a page that exists leaves its tab', async () => {
    await renderRoute('/goods/goods-list');
    await waitFor(() => expect(keys()).toContain('/goods/goods-list'), LOADED);
  }, 120_000);

  it.each(['-1', '..%2F..%2Fshops%2Fedit', '9223372036854775808'])('/goods/good-publish/%s goes to /404 and leaves no tab', async (param) => {
    const { location } = await renderRoute(`/goods/good-publish/${param}`);
    await waitFor(() => expect(location()).toBe('/404'), LOADED);
    expect(keys().filter((key) => key.startsWith('/goods/good-publish'))).toEqual([]);
  }, 120_000);
});
