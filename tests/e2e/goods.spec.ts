import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the goods list filters by tab and keyword, and the filters live in the URL', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  await expectConsole(page);
  const list = page.getByTestId('list-goodsList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'goods-list');
  await list.getByRole('tab', { name: '已下架' }).click();
  await expect(page).toHaveURL(/tab=offShelf/);
  await list.locator('input[name="keyword"]').fill('手机');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/keyword=%E6%89%8B%E6%9C%BA/);
  await page.reload();
  await expect(page.getByTestId('list-goodsList').locator('input[name="keyword"]')).toHaveValue('手机');
  await expect(page.getByTestId('list-goodsList').getByRole('tab', { name: '已下架' })).toHaveAttribute('aria-selected', 'true');
});
