import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

const OK = /确\s*定/;

/** The services of a list address, by their numbers. */
async function serviceNumbers(page: Page, search: string): Promise<string[]> {
  await page.goto(`/operations/service-list${search}`);
  const list = page.getByTestId('list-serviceList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  return list.locator('.ant-table-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
}

/** A screenshot once the dialog has finished opening. */
async function shotDialog(page: Page, name: string) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, name);
}

const record = (page: Page) => page.getByTestId('record-serviceDetail');
const status = (page: Page) => record(page).locator('[data-section="application"] [data-field="service_status"]');

test('a return is approved, sent back, stored and refunded; its status and logs move in the detail and the list', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);

  // A return awaiting review, paid through a route that refunds at once (Alipay or WeChat Pay).
  let sn = '';
  for (const candidate of await serviceNumbers(page, '?service_type=RETURN_GOODS&service_status=APPLY')) {
    await page.goto(`/operations/service-detail/${candidate}`);
    const account = record(page).locator('[data-section="refund"] [data-field="refund_info.account_type"]');
    if (/支付宝|微信/.test((await account.textContent()) ?? '')) {
      sn = candidate;
      break;
    }
  }
  expect(sn).not.toBe('');
  await expect(status(page)).toHaveText('待审核');
  await shot(page, 'aftersales-detail-apply');

  await record(page).locator('[data-action="audit"]').click();
  const audit = page.getByRole('dialog');
  await expect(audit.getByRole('spinbutton').nth(1)).not.toHaveValue('');
  await audit.getByRole('textbox', { name: '退货地址' }).fill('广东省深圳市南山区科技园南路 1 号 晨光数码售后部');
  await shotDialog(page, 'aftersales-audit-form');
  await audit.getByRole('button', { name: OK }).click();
  await expect(audit).toBeHidden();
  await expect(status(page)).toHaveText('审核通过');
  await expect(page.getByTestId('timeline-logs')).toContainText('商家审核通过');

  // The demo buyer sends the goods back a moment after the approval.
  await expect(async () => {
    await page.reload();
    await expect(status(page)).toHaveText(/已退还商品|审核通过/, { timeout: 15_000 });
    await expect(status(page)).toHaveText('已退还商品', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('return-shipment')).toContainText('运单号');
  await expect(page.getByTestId('tracking')).toBeVisible();
  await shot(page, 'aftersales-detail-sent-back');

  await record(page).locator('[data-action="putIn"]').click();
  const storage = page.getByRole('dialog');
  await storage.getByRole('textbox', { name: '入库备注' }).fill('外包装完好，已入库');
  await shotDialog(page, 'aftersales-storage-form');
  await storage.getByRole('button', { name: OK }).click();
  await expect(storage).toBeHidden();
  await expect(status(page)).toHaveText('已入库');
  await expect(page.getByTestId('timeline-logs')).toContainText('外包装完好，已入库');

  await record(page).locator('[data-action="refund"]').click();
  const refund = page.getByRole('dialog');
  await expect(refund).toContainText('原路退回');
  await refund.getByRole('button', { name: OK }).click();
  await expect(refund).toBeHidden();
  await expect(status(page)).toHaveText('已完成');
  await expect(page.getByTestId('timeline-logs')).toContainText('退款成功');
  await expect(record(page).locator('[data-section="refund"] [data-field="refund_info.refund_status"]')).toHaveText('退款完成');
  await expect(record(page).locator('[data-action]')).toHaveCount(0);
  await shot(page, 'aftersales-detail-completed');

  await page.goto(`/operations/service-list?service_sn=${sn}`);
  const row = page.getByTestId('list-serviceList').locator(`[data-row-key="${sn}"]`);
  await expect(row).toContainText('已完成');
  await expect(row.locator('[data-action="refund"], [data-action="audit"]')).toHaveCount(0);
  await page.goto(`/operations/refund-list?service_sn=${sn}`);
  await expect(page.getByTestId('list-refundList').locator(`[data-row-key="${sn}"]`)).toContainText('退款完成');
  await shot(page, 'aftersales-refund-list');
});

test('refusing without a remark is not sent', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  const [sn] = await serviceNumbers(page, '?service_type=CHANGE_GOODS&service_status=APPLY');
  await page.goto(`/operations/service-detail/${sn}`);
  const audits: string[] = [];
  page.on('request', (r) => r.url().includes('/after-sales/audit/') && audits.push(r.url()));
  await record(page).locator('[data-action="audit"]').click();
  const audit = page.getByRole('dialog');
  await audit.getByRole('radio', { name: '拒绝' }).check();
  await audit.getByRole('button', { name: OK }).click();
  await expect(audit.getByText('请输入拒绝原因')).toBeVisible();
  await shotDialog(page, 'aftersales-refuse-without-remark');
  await page.waitForTimeout(500);
  expect(audits).toEqual([]);
  await audit.getByRole('textbox', { name: '拒绝原因' }).fill('商品已拆封使用，不支持换货');
  await audit.getByRole('button', { name: OK }).click();
  await expect(status(page)).toHaveText('审核未通过');
  expect(audits).toHaveLength(1);
  await expect(record(page).locator('[data-section="handling"]')).toContainText('商品已拆封使用，不支持换货');
});

test('the shop replies to a consultation', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/operations/consultation?tab=NO');
  const list = page.getByTestId('list-consultation');
  const row = list.locator('.ant-table-row').first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-row-key');
  await row.locator('[data-action="reply"]').click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: '店铺回复' }).fill('亲，有现货的，今天下午四点前付款当天发货。');
  await shotDialog(page, 'consultation-reply-form');
  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();
  await expect(list.locator(`[data-row-key="${id}"]`)).toHaveCount(0);
  await page.goto(`/operations/consultationDetail/${id}`);
  await expect(page.getByTestId('record-consultationDetail')).toContainText('亲，有现货的，今天下午四点前付款当天发货。');
  await expect(page.getByTestId('record-consultationDetail')).toContainText('已回复');
  // Other members' answers to the same question.
  await expect(page.locator('[data-section="answers"] .ant-table-row').first()).toBeVisible();
  await shot(page, 'consultation-detail');
});

test('the shop owner sees the unread notices in the header and marks them read', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  const badge = page.getByTestId('notice-badge');
  await expect(badge).toContainText('9');
  await badge.getByRole('button').click();
  await expect(page).toHaveURL(/\/operations\/message/);
  const list = page.getByTestId('list-message');
  await expect(list.locator('.ant-table-row').first()).toContainText('未读');
  await shot(page, 'notices');
  await list.locator('[data-toolbar="readAll"]').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);
  await expect(list.locator('.ant-table-row').first()).toContainText('已读');
});
