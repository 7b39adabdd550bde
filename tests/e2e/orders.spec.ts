import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

/** Seeded orders of the demo marketplace (src/mocks/areas/order). */
const WAIT_SHIP = '20261101000200';
const WAIT_SHIP_2 = '20261101000196';
const WAIT_SHIP_3 = '20261031000190';
const NEW_ORDER = '20261101000198';
const COD_SHIPPED = '20261028000164';

const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const tab = (page: Page, title: RegExp) => page.getByTestId('tabs-bar').getByRole('tab', { name: title });

async function resetDemo(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
}

async function chooseCompany(page: Page, scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByRole('combobox').first().click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
}

test.beforeEach(async ({ context, page }) => {
  await context.clearCookies();
  await resetDemo(page);
});

test('ship a waiting order from the list: it leaves the to-ship tab, and its open detail tab follows without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/order/detail/${WAIT_SHIP}`)}`);
  await expectConsole(page);
  const detail = page.getByTestId('record-orderDetail');
  await expect(detail.getByTestId('flow')).toBeVisible();
  await expect(detail.getByRole('button', { name: spaced('发货') })).toBeVisible();
  await shot(page, 'order-detail-before');

  // The list, in another console tab: the to-ship tab holds the order (searched by its number: the demo's orders
  // placed since BASE_TIME, up to today, come before the seeded ones).
  await page.goto(`/order/order-list?order_status=WAIT_SHIP&order_sn=${WAIT_SHIP}`);
  const list = page.getByTestId('list-orderList');
  const row = list.locator('tr', { has: page.getByRole('link', { name: WAIT_SHIP }) });
  await expect(row).toBeVisible();
  await shot(page, 'order-list-wait-ship');

  await row.getByRole('button', { name: spaced('发货') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入物流公司')).toBeVisible();
  await chooseCompany(page, dialog, '顺丰速运');
  await dialog.getByRole('textbox', { name: '物流单号' }).fill('SF1234567890');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('link', { name: WAIT_SHIP })).toHaveCount(0);

  // Back to the detail's tab: the same view, read again, shows the shipment.
  await tab(page, new RegExp(WAIT_SHIP)).click();
  await expect(detail.getByRole('button', { name: spaced('发货') })).toHaveCount(0);
  await expect(detail.getByTestId('flow').locator('.ant-steps-item-finish', { hasText: '已发货' })).toBeVisible();
  await shot(page, 'order-detail-after-ship');
});

test('a cash-on-delivery order offers no payment confirmation before it is received', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/order/detail/${COD_SHIPPED}`)}`);
  await expectConsole(page);
  await expect(page.getByTestId('record-title')).toContainText(COD_SHIPPED);
  await expect(page.getByText('货到付款').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /确认收款/ })).toHaveCount(0);
});

test('cancelling an order needs a reason', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/order/detail/${NEW_ORDER}`)}`);
  await expectConsole(page);
  await page.getByRole('button', { name: /取消订单/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入取消原因')).toBeVisible();
  await dialog.getByRole('textbox').fill('买家联系客服取消');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('record-orderDetail').getByText('已取消').first()).toBeVisible();
});

test('ship two orders from a spreadsheet, previewed first, with a result for each', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Forder%2Forder-delivery');
  await expectConsole(page);
  await page.getByRole('tab', { name: '表格导入发货' }).click();
  const csv = ['订单编号,物流公司,物流单号', `${WAIT_SHIP_2},顺丰速运,SF5550001`, `${WAIT_SHIP_3},中通快递,ZT5550002`, '20260000000000,不存在的快递,X1'].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'ship.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  const preview = page.getByTestId('sheet-preview');
  await expect(preview.locator('.ant-table-row')).toHaveCount(3);
  await expect(preview.getByText('物流公司未开启或不存在').first()).toBeVisible();
  await shot(page, 'order-delivery-sheet-preview');
  await page.getByTestId('ship-sheet-send').click();
  await expect(preview.getByText('已发货')).toHaveCount(2);
  await shot(page, 'order-delivery-sheet-done');
});

test('the page under a resting pointer is read before the click: "next" then shows it without reading it again', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/order/order-list')}`);
  const list = page.getByTestId('list-orderList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  const isPage = (url: string, n: string) => url.includes('/seller/trade/orders?') && new URL(url).searchParams.get('page_no') === n;
  const reads: string[] = [];
  page.on('request', (request) => isPage(request.url(), '2') && reads.push(request.url()));
  const next = list.locator('.ant-pagination-next button');
  const answered = page.waitForResponse((response) => isPage(response.url(), '2'));
  await next.hover();
  await answered;
  const first = await list.locator('.ant-table-row').first().getAttribute('data-row-key');
  await next.click();
  await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(list.locator('.ant-table-row').first()).not.toHaveAttribute('data-row-key', first!);
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  expect(reads).toHaveLength(1);
  await shot(page, 'order-list-page-2-read-ahead');
});
