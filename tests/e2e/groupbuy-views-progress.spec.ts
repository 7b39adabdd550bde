import { expect, test } from '@playwright/test';
import { confirmDialog, expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('a saved view survives a reload and opens from its shared link', async ({ page, context }) => {
  await signIn(page, 'owner', '/login?forward=%2Forder%2Forder-list');
  await expectConsole(page);
  const list = page.getByTestId('list-orderList');
  await list.getByRole('tab', { name: /待发货/ }).click();
  await expect(page).toHaveURL(/tab=WAIT_SHIP/);
  await list.getByTestId('saved-views-button').click();
  await page.getByTestId('save-view').click();
  const name = page.getByRole('dialog').getByRole('textbox');
  await name.fill('我的待发货');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(list.getByTestId('saved-views-button')).toHaveText(/视图：我的待发货/);

  // Reload on the bare list, pick the view: its tab comes back.
  await page.goto('/order/order-list');
  await expectConsole(page);
  await expect(page).not.toHaveURL(/tab=/);
  await list.getByTestId('saved-views-button').click();
  await page.getByTestId('saved-views').getByRole('button', { name: '我的待发货', exact: true }).click();
  await expect(page).toHaveURL(/tab=WAIT_SHIP/);

  // Its link, opened in another page of the same browser, shows the same list state.
  await list.getByTestId('saved-views-button').click();
  await page.getByRole('button', { name: /分享链接 我的待发货/ }).click();
  const link = await page.getByTestId('view-link').inputValue();
  expect(link).toMatch(/\/order\/order-list\?tab=WAIT_SHIP$/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('list-orderList').getByRole('tab', { name: /待发货/, selected: true })).toBeVisible();
  await other.close();
  await page.getByRole('dialog').getByRole('button', { name: /关\s*闭/ }).click();

  await expect(page.getByTestId('view-link')).toBeHidden();
  await shot(page, 'saved-views');
});

test('the default view applies to the list opened with no URL state, and survives a reload', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Forder%2Forder-list');
  await expectConsole(page);
  const list = page.getByTestId('list-orderList');
  await list.getByRole('tab', { name: /待发货/ }).click();
  await expect(page).toHaveURL(/tab=WAIT_SHIP/);
  await list.getByTestId('saved-views-button').click();
  await page.getByTestId('save-view').click();
  await page.getByRole('dialog').getByRole('textbox').fill('默认待发货');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(list.getByTestId('saved-views-button')).toHaveText(/视图：默认待发货/);
  await list.getByTestId('saved-views-button').click();
  const star = page.getByRole('button', { name: '设为默认 默认待发货' });
  await star.click();
  await expect(page.getByRole('button', { name: '取消默认 默认待发货' })).toHaveAttribute('aria-pressed', 'true');

  // The bare list, opened again and reloaded: the default view's tab each time.
  for (let i = 0; i < 2; i++) {
    if (i === 0) await page.goto('/order/order-list');
    else await page.reload();
    await expectConsole(page);
    await expect(page.getByTestId('list-orderList').getByRole('tab', { name: /待发货/, selected: true })).toBeVisible();
  }
  // A URL with its own state keeps it.
  await page.goto('/order/order-list?tab=WAIT_PAY');
  await expectConsole(page);
  await expect(page.getByTestId('list-orderList').getByRole('tab', { name: /待付款/, selected: true })).toBeVisible();
});

test('group purchase: apply with a goods, find it waiting for review, open it, delete it', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Foperations%2Fgroup-buy');
  await expectConsole(page);
  const list = page.getByTestId('list-groupBuy');
  await expect(list.getByText('蓝牙耳机周末团')).toBeVisible();
  await list.getByRole('button', { name: /申请团购/ }).click();
  const form = page.getByTestId('form-create');
  await form.locator('[data-field="act_id"] .ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '年货团购季' }).click();
  await form.locator('[data-field="cat_id"] .ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '数码家电' }).click();
  const title = `E2E团购${Date.now() % 100000}`;
  await form.locator('[data-field="gb_name"] input').fill(title);
  await page.getByTestId('choose-goods-goods').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('goods-list') });
  await dialog.getByTestId('goods-row').first().click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await form.locator('#goods_0_price').fill('1');
  await form.locator('#goods_0_goods_num').fill('1');
  await page.getByTestId('form-save').click();
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto('/operations/group-buy');
  const row = list.locator('tr', { hasText: title });
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmDialog(page);
  await expect(list.getByText(title)).toBeHidden();
});

test('a 10,000-row export shows a moving progress bar and can be cancelled', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('seller_demo_settings', JSON.stringify({ goodsCount: 10000 })));
  await signIn(page, 'owner', '/login?forward=%2Fstatistics%2Fgoods-details');
  await expectConsole(page);
  const button = page.locator('[data-testid^="list-"]').getByTestId('export-sheet');
  await expect(button).toBeEnabled({ timeout: 30000 });
  await button.click();
  const progress = page.getByTestId('export-progress');
  const said = progress.getByText(/^已获取 \d+ \/ \d+ 条$/);
  await expect(said).toBeVisible({ timeout: 30000 });
  // Thousands of rows: the goods analysis lists the demo's 10,000 goods that sold in the window.
  expect(Number((await said.textContent())!.match(/\/ (\d+)/)![1])).toBeGreaterThan(5000);
  const first = Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow'));
  await expect.poll(async () => Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')), { timeout: 30000 }).toBeGreaterThan(first);
  await progress.getByTestId('export-cancel').click();
  await expect(page.getByText('已取消导出')).toBeVisible();
  await expect(progress).toBeHidden();
});
