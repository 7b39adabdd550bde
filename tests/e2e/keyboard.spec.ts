/**
 * Accessibility: the console with the keyboard alone. Sign in, open a list, filter it, open a
 * record and act on it, without the mouse: only Tab, typing, arrows, Enter and the palette's Ctrl+K.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './fixtures';

/** A seeded order waiting to be shipped (src/mocks/areas/order). */
const WAIT_SHIP = '20261101000196';
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** Presses Tab until the focus is on `target` (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('sign in, open the order list, filter it, open an order and ship it, with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.evaluate(() => localStorage.removeItem('seller_demo_store'));
  await page.reload();

  await tabTo(page, page.locator('input[name="username"]'));
  await page.keyboard.type('owner');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123456');
  await tabTo(page, page.locator('input[name="captcha"]'));
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('shop-brand')).toBeVisible();

  // Open a list: the palette (Ctrl+K) finds it by name.
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('command-input')).toBeFocused();
  await page.keyboard.type('订单列表');
  await page.keyboard.press('Enter');
  const list = page.getByTestId('list-orderList');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Filter it by the order number.
  const snFilter = list.getByRole('textbox').first();
  await tabTo(page, snFilter);
  await page.keyboard.type(WAIT_SHIP);
  await page.keyboard.press('Enter');
  const link = list.getByRole('link', { name: WAIT_SHIP });
  await expect(link).toBeVisible();
  await expect(list.getByRole('link', { name: /^\d{14}$/ })).toHaveCount(1);

  // Open the order.
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('record-orderDetail');
  const ship = detail.getByRole('button', { name: spaced('发货') });
  await expect(ship).toBeVisible();

  // Act on it: ship it.
  await tabTo(page, ship);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('combobox').first());
  await page.keyboard.press('ArrowDown');
  // The companies arrive from their call: Enter picks one once they are listed.
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-select-selection-item').first()).not.toBeEmpty();
  await tabTo(page, dialog.getByRole('textbox', { name: '物流单号' }));
  await page.keyboard.type('SF1234567890');
  await tabTo(page, dialog.getByRole('button', { name: /确\s*定/ }));
  await shot(page, 'keyboard-ship-dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(ship).toHaveCount(0);
  await shot(page, 'keyboard-shipped');
});
