import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

const PICKERS = ['page-picker', 'resource-picker', 'mobile', 'region', 'area', 'goods', 'member', 'image', 'text', 'price-range', 'category', 'year-month', 'date-range'];

test('every shared picker opens from the gallery (demo mode)', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/picker-gallery');
  for (const name of PICKERS) {
    await page.getByTestId(`open-${name}`).click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await shot(page, `picker-${name}`);
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
  }
});

test('the goods picker chooses goods and reports them', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/picker-gallery');
  await page.getByTestId('open-goods').click();
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.locator('.ant-checkbox-input').first().check();
  await dialog.getByRole('button', { name: /确\s*定|OK|Confirm/ }).click();
  await expect(page.getByTestId('result-goods')).toContainText('goods_id');
});

test('at 390 px a date range opens inside the screen and a range can be picked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner', '/login?forward=%2Forder%2Forder-list');
  await page.getByPlaceholder('开始日期').first().click();
  const popup = page.locator('.ant-picker-dropdown-range');
  await expect(popup).toBeVisible();
  const box = (await popup.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const days = popup.locator('.ant-picker-cell-in-view');
  await days.nth(3).click();
  await days.nth(8).click();
  await expect(page.getByPlaceholder('开始日期').first()).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByPlaceholder('结束日期').first()).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});
