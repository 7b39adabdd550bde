/** In the browser: the demo store as this browser keeps it, one tab or two. */
import { expect, test, type Page } from '@playwright/test';
import { expectConsole, signIn } from './fixtures';

const DROPPED = '本浏览器保存的部分数据已损坏，无法读取，已将其清除';

/** A seller call from the page, as the console makes it (the demo marketplace answers in the page); its text, as ids exceed 2^53. */
function call(page: Page, method: string, path: string): Promise<string> {
  return page.evaluate(
    async ([m, p]) => {
      const token = decodeURIComponent(/(?:^|; )seller_access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/${p}`, { method: m, headers: { Authorization: token, uuid: 'e2e' } });
      return response.text();
    },
    [method, path] as const,
  );
}

const onShelf = async (page: Page, id: string) => /"market_enable":1\b/.test(await call(page, 'GET', `seller/goods/${id}`));

test('a structurally wrong demo store is dropped and said: the login page, sign-in and the console work', async ({ page }) => {
  // Written from a page of the same origin that runs no console code: the console's demo reads its store
  // as it starts, and would drop (and say) the broken one on that load, not on the next.
  await page.goto('/mockServiceWorker.js');
  await page.evaluate(() => {
    localStorage.setItem('seller_demo_store', JSON.stringify({ version: 1, seed: 'goods:240', tables: null, counters: 5 }));
  });
  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page.getByText(DROPPED)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('seller_demo_store'))).toBeNull();
  await signIn(page, 'owner');
  await expectConsole(page);
});

test('two tabs of the demo keep each other’s changes', async ({ context, page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.removeItem('seller_demo_store'));
  await signIn(page, 'owner');
  await expectConsole(page);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expectConsole(other);

  const onSale = await call(page, 'GET', 'seller/goods?market_enable=1&is_auth=1&page_size=2');
  const [a, b] = [...onSale.matchAll(/"goods_id":"?(\d+)/g)].map((m) => m[1]!);
  expect(await onShelf(page, a!)).toBe(true);
  expect(await onShelf(page, b!)).toBe(true);
  await call(page, 'PUT', `seller/goods/${a}/under?reason=tabA`);
  await call(other, 'PUT', `seller/goods/${b}/under?reason=tabB`);

  // Each tab sees the other's change at once...
  await expect.poll(() => onShelf(page, b!)).toBe(false);
  await expect.poll(() => onShelf(other, a!)).toBe(false);
  // ...and both survive a reload of either.
  await page.reload();
  await expectConsole(page);
  expect(await onShelf(page, a!)).toBe(false);
  expect(await onShelf(page, b!)).toBe(false);
  await other.close();
});
