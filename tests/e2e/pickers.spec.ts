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
