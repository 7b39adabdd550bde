import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

/** A time range typed into the form's range picker, as a person picks one (`YYYY-MM-DD HH:mm`). */
async function pickRange(form: Locator, field: string, start: string, end: string) {
  const inputs = form.locator(`[data-field="${field}"] input`);
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
  await expect(inputs.nth(0)).toHaveValue(start);
  await expect(inputs.nth(1)).toHaveValue(end);
}

/** Chooses goods in the goods picker by keyword: the first `count` rows it lists. */
async function chooseGoods(page: Page, field: string, keyword: string, count = 1) {
  await page.getByTestId(`choose-goods-${field}`).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('goods-list') });
  await dialog.getByRole('searchbox').fill(keyword);
  await dialog.getByRole('searchbox').press('Enter');
  const rows = dialog.getByTestId('goods-row');
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < count; i++) await rows.nth(i).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

const step = (form: Locator, index: number, field: string) => form.locator(`[data-group-item="${index}"] [data-field="${field}"] input`);

test('a full-cut with two steps on chosen goods: created, found as not started, edited, deleted', async ({ page }) => {
  const title = `E2E满减${Date.now() % 100000}`;
  await signIn(page, 'owner', '/login?forward=%2Foperations%2FaddFullCut');
  await expectConsole(page);
  const form = page.getByTestId('form-create');
  await form.locator('[data-field="title"] input').fill(title);
  await pickRange(form, 'time', '2030-01-01 10:00', '2030-01-08 22:00');
  await step(form, 0, 'threshold').fill('100');
  await step(form, 0, 'discount').fill('10');
  await form.getByTestId('add-step_list').click();
  await step(form, 1, 'threshold').fill('200');
  await step(form, 1, 'discount').fill('30');
  await form.getByLabel('指定商品').check();
  await chooseGoods(page, 'goods_list', '手机', 2);
  await expect(form.getByTestId('goods-table-goods_list').locator('.ant-table-row')).toHaveCount(2);
  await shot(page, 'promotions-full-cut-form');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/seller/promotion/full-minus'));
  await form.getByTestId('form-save').click();
  const body = (await saved).postDataJSON() as { step_list: unknown[]; goods_list: unknown[]; start_time: number; end_time: number; range_type: number };
  expect(body.step_list).toEqual([{ threshold: 100, type: 1, discount: 10 }, { threshold: 200, type: 1, discount: 30 }]);
  expect(body.goods_list).toHaveLength(2);
  expect(body.range_type).toBe(2);

  // Back on the list: the new activity is among those not started, and may be edited and deleted only.
  const list = page.getByTestId('list-fullCut');
  await list.getByRole('tab', { name: '未开始' }).click();
  await expect(page).toHaveURL(/tab=WAIT/);
  await expect(list.locator('.ant-table-row', { hasText: '进行中' })).toHaveCount(0);
  const row = list.locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('未开始')).toBeVisible();
  await expect(row.getByRole('button', { name: /关\s*闭/ })).toHaveCount(0);
  await shot(page, 'promotions-full-cut-list');

  // The range round-trips exactly: the edit form shows what was picked.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByTestId('form-edit');
  await expect(edit.locator('[data-field="time"] input').nth(0)).toHaveValue('2030-01-01 10:00');
  await expect(edit.locator('[data-field="time"] input').nth(1)).toHaveValue('2030-01-08 22:00');
  await expect(edit.getByTestId('goods-table-goods_list').locator('.ant-table-row')).toHaveCount(2);
  await edit.locator('[data-field="title"] input').fill(`${title}改`);
  const updated = page.waitForRequest((r) => r.method() === 'PUT' && /\/seller\/promotion\/full-minus\/\d+$/.test(r.url()));
  await edit.getByTestId('form-save').click();
  const put = (await updated).postDataJSON() as { title: string; start_time: number; end_time: number };
  expect(put.title).toBe(`${title}改`);
  expect([put.start_time, put.end_time]).toEqual([body.start_time, body.end_time]);

  const edited = page.getByTestId('list-fullCut').locator('.ant-table-row', { hasText: `${title}改` });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: /删\s*除/ }).click();
  await confirmDialog(page);
  await expect(edited).toHaveCount(0);
});

test('a goods already in another activity is named at the goods table and the form keeps its input', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Foperations%2FaddFullCut');
  await expectConsole(page);
  const form = page.getByTestId('form-create');
  await form.locator('[data-field="title"] input').fill('冲突测试满减');
  // Running full-cut 1001 holds G000001's SKU from now on.
  const start = new Date(Date.now() + 2 * 86400_000);
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await pickRange(form, 'time', `${day(start)} 10:00`, `${day(new Date(start.getTime() + 86400_000))} 10:00`);
  await step(form, 0, 'threshold').fill('99');
  await step(form, 0, 'discount').fill('9');
  await form.getByLabel('指定商品').check();
  await chooseGoods(page, 'goods_list', 'G000001');
  await form.getByTestId('form-save').click();

  const error = form.locator('[data-field="goods_list"] .ant-form-item-explain-error');
  await expect(error).toContainText('以下商品已参加同时段的其它活动');
  await expect(error).toContainText('厨神 SE 42 塔扇');
  await expect(form.locator('[data-field="title"] input')).toHaveValue('冲突测试满减');
  await expect(step(form, 0, 'threshold')).toHaveValue('99');
  await expect(form.getByTestId('goods-table-goods_list').locator('.ant-table-row')).toHaveCount(1);
  await error.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await shot(page, 'promotions-conflict');
});

test('a coupon valid 7 days after it is claimed', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Foperations%2FaddCoupon');
  await expectConsole(page);
  const form = page.getByTestId('form-create');
  await form.locator('[data-field="title"] input').fill('E2E七天券');
  await form.locator('[data-field="coupon_price"] input').fill('5');
  await form.locator('[data-field="coupon_threshold_price"] input').fill('50');
  await form.getByLabel('领取后生效').check();
  await form.locator('[data-field="effective_days"] input').fill('7');
  await form.locator('[data-field="create_num"] input').fill('100');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/seller/promotion/coupons'));
  await form.getByTestId('form-save').click();
  const sent = new URLSearchParams((await saved).postData() ?? '');
  expect(sent.get('effective_type')).toBe('EFFECTIVE_AFTER_RECEIVING');
  expect(sent.get('effective_days')).toBe('7');
  expect(sent.has('start_time')).toBe(false);

  const row = page.getByTestId('list-discountManager').locator('.ant-table-row', { hasText: 'E2E七天券' });
  await expect(row).toContainText('领取后 7 天内有效');
  await expect(row.getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  await shot(page, 'promotions-coupon-list');
});
