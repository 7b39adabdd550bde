import { expect, test, type Page } from '@playwright/test';
import { closeDialog, DEMO_CAPTCHA, expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

/** The checkbox of a permission (or a menu group) in the role's tree. */
const permission = (page: Page, name: string) => page.locator(`.ant-tree-treenode:has([data-permission="${name}"]) .ant-tree-checkbox`).first();
/** The checkbox of a region in the open area picker. */
const region = (page: Page, name: string) => page.locator('.ant-modal .ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${name}$`) }) }).locator('.ant-tree-checkbox').first();

test('a role with only goods permissions, given to a new clerk who then sees only goods screens', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner', '/login?forward=%2Fsetting%2Frole-permission%2F0');
  await expectConsole(page);
  // The new role's tab says so, not the route's id (0).
  await expect(page.locator('[data-testid="tabs-bar"] .ant-tabs-tab-active')).toHaveText('角色权限 新增');
  await page.locator('[data-field="role_name"] input').fill('商品专员');
  await page.locator('[data-field="role_describe"] textarea').fill('只管理商品');
  await permission(page, 'goods').click();
  await expect(permission(page, 'goodsList')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(permission(page, 'orderDetail')).toHaveClass(/ant-tree-checkbox-disabled/);
  await shot(page, 'settings-role-goods-only');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/setting\/role-manage$/);
  await expect(page.getByRole('cell', { name: '商品专员' })).toBeVisible();

  await page.goto('/setting/shop-assistant');
  await page.getByRole('button', { name: /添加店员/ }).click();
  const dialog = page.getByTestId('add-clerk');
  await dialog.locator('[data-field="mobile"] input').fill('13912345678');
  await dialog.locator('[data-field="captcha"] input').fill(DEMO_CAPTCHA);
  await dialog.getByTestId('send-sms').click();
  await expect(dialog.getByTestId('send-sms')).toBeDisabled();
  await dialog.locator('[data-field="sms_code"] input').fill('123456');
  await dialog.getByTestId('add-clerk-check').click();
  await expect(dialog.getByText(/还不是平台会员/)).toBeVisible();
  await dialog.locator('[data-field="uname"] input').fill('goodsclerk');
  await dialog.locator('[data-field="password"] input').fill('goods#2026');
  await dialog.locator('[data-field="email"] input').fill('goodsclerk@example.com');
  await dialog.locator('[data-field="role_id"] .ant-select').click();
  await page.locator('.ant-select-dropdown').getByTitle('商品专员').click();
  await shot(page, 'settings-add-clerk');
  await dialog.getByTestId('add-clerk-save').click();
  await expect(page.getByRole('cell', { name: 'goodsclerk@example.com' })).toBeVisible();

  // The clerk signs in with the role it was given.
  await context.clearCookies();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('goodsclerk');
  await page.locator('input[name="password"]').fill('goods#2026');
  await page.locator('input[name="captcha"]').fill(DEMO_CAPTCHA);
  await page.locator('button[type="submit"]').click();
  await expectConsole(page);
  const menu = page.locator('.ant-layout-sider .ant-menu').first();
  await expect(menu.getByText('商品', { exact: true })).toBeVisible();
  for (const other of ['订单', '运营', '统计', '设置']) await expect(menu.getByText(other, { exact: true })).toHaveCount(0);
  await menu.getByText('商品', { exact: true }).click();
  await expect(menu.getByText('商品列表')).toBeVisible();
  await shot(page, 'settings-clerk-menu');
  await page.goto('/order/order-list');
  await expect(page.getByText(/当前角色未开启.*订单列表/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/order\/order-list/);
  await page.goto('/goods/goods-list');
  await expect(page.getByTestId('list-goodsList').locator('.ant-table-row').first()).toBeVisible();
});

test('a freight template with two charged areas reopens unchanged', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner', '/login?forward=%2Fsetting%2Flogistics-manage');
  await expectConsole(page);
  const templates = page.getByTestId('list-logisticsManage');
  await templates.getByTestId('create-button').last().click();
  const drawer = page.getByTestId('record-form');
  await drawer.locator('[data-field="name"] input').fill('两区模板');
  await drawer.getByRole('radio', { name: '按件数' }).check();

  const rule = (index: number) => drawer.locator('[data-group="items"] [data-group-item]').nth(index);
  const fillRule = async (index: number, regionName: string, prices: [string, string, string, string]) => {
    await rule(index).getByTestId('choose-area').click();
    await region(page, regionName).click();
    await closeDialog(page, /确\s*定/);
    await expect(rule(index).getByTestId('area-names')).toHaveText(regionName);
    const [first, firstPrice, next, nextPrice] = prices;
    await rule(index).locator('[data-field="first_company"] input').fill(first);
    await rule(index).locator('[data-field="first_price"] input').fill(firstPrice);
    await rule(index).locator('[data-field="continued_company"] input').fill(next);
    await rule(index).locator('[data-field="continued_price"] input').fill(nextPrice);
  };
  await fillRule(0, '北京', ['1', '8', '1', '2']);
  await drawer.getByTestId('add-items').click();
  // The second area's picker locks what the first already has.
  await rule(1).getByTestId('choose-area').click();
  await expect(region(page, '北京')).toHaveClass(/ant-tree-checkbox-disabled/);
  await shot(page, 'settings-freight-area-locked');
  await closeDialog(page, /取\s*消/);
  await fillRule(1, '上海', ['2', '12.5', '1', '3']);
  await shot(page, 'settings-freight-template');
  await page.getByTestId('form-save').click();
  const row = templates.locator('.ant-table-row', { hasText: '两区模板' });
  await expect(row).toContainText('北京、上海');

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const reopened = page.getByTestId('record-form');
  await expect(reopened.locator('[data-field="name"] input')).toHaveValue('两区模板');
  await expect(reopened.getByRole('radio', { name: '按件数' })).toBeChecked();
  await expect(reopened.getByTestId('area-names')).toHaveText(['北京', '上海']);
  const values = async (index: number) =>
    Promise.all(['first_company', 'first_price', 'continued_company', 'continued_price'].map((key) => rule(index).locator(`[data-field="${key}"] input`).inputValue()));
  expect(await values(0)).toEqual(['1', '8.00', '1', '2.00']);
  expect(await values(1)).toEqual(['2', '12.50', '1', '3.00']);
  await shot(page, 'settings-freight-reopened');
});

test('a new stock warning shows on the low-stock list at once', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Funderstock');
  await expectConsole(page);
  await expect(page.getByTestId('warning-threshold')).toContainText('不高于 5 件');
  await page.goto('/setting/goods-warning');
  const count = page.locator('[data-field="warning_count"] input');
  await expect(count).toHaveValue('5');
  await count.fill('9');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  // Back to the list's tab, kept since the sign-in (a click on its menu group would fold the group open
  // since then, or unfold it, depending on what the menu restored).
  await page.locator('[data-testid="tabs-bar"] .ant-tabs-tab', { hasText: '库存预警' }).click();
  await expect(page.getByTestId('warning-threshold').last()).toContainText('不高于 9 件');
  await shot(page, 'settings-understock-follows');
});
