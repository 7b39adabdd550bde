import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectConsole, signIn } from './fixtures';

/** A wide desktop window, where every list's key columns must show beside its pinned actions. */
test.use({ viewport: { width: 1440, height: 900 } });

const english = (page: Page) => page.context().addCookies([{ name: 'sellerLanguage', value: 'en-US', url: 'http://127.0.0.1' }]);

/** The header cells that show, whole, inside the table's area and left of its pinned actions, without scrolling sideways. */
async function expectShownBesideActions(table: Locator, titles: string[]) {
  const area = await table.locator('.ant-table-content').boundingBox();
  const actions = await table.locator('thead th.console-pinned-end').boundingBox();
  expect(area && actions).toBeTruthy();
  for (const title of titles) {
    const cell = await table.locator('thead th', { hasText: title }).first().boundingBox();
    expect(cell, title).toBeTruthy();
    expect(cell!.x, title).toBeGreaterThanOrEqual(area!.x - 1);
    expect(cell!.x + cell!.width, title).toBeLessThanOrEqual(actions!.x + 1);
  }
}

test('at 1440 px the order list shows its amount, status and time beside the pinned actions', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/order/order-list')}`);
  await expectConsole(page);
  const table = page.getByTestId('list-orderList-table');
  await expect(table.locator('tbody tr').nth(2)).toBeVisible();
  await expectShownBesideActions(table, ['订单金额', '订单状态', '下单时间']);
});

test('at 1440 px, in English, the goods list shows its status and creation time beside the pinned actions', async ({ page }) => {
  await english(page);
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/goods/goods-list')}`);
  await expectConsole(page);
  const table = page.getByTestId('list-goodsList-table');
  await expect(table.locator('tbody tr').nth(2)).toBeVisible();
  await expectShownBesideActions(table, ['Status', 'Created']);
});

test('a page of 100 orders scrolls under its header, which stays in view', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/order/order-list?size=100')}`);
  await expectConsole(page);
  const table = page.getByTestId('list-orderList-table');
  await expect(table.locator('tbody tr')).toHaveCount(100);
  const last = table.locator('tbody tr').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const header = await table.locator('thead th', { hasText: '订单状态' }).boundingBox();
  const row = await last.boundingBox();
  expect(header).toBeTruthy();
  // The header is drawn in the window, above the last row, not scrolled away 100 rows up.
  await expect(table.locator('thead th', { hasText: '订单状态' })).toBeInViewport();
  expect(header!.y + header!.height).toBeLessThanOrEqual(row!.y + 1);
});
