import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'voucher.png', { type: 'image/png' });
const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15000 })).closest('tr') as HTMLElement;
/** A grade's row of the grades table. */
const gradeRow = async (name: string) =>
  (await waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>('[data-testid="list-gradeApplication"] .ant-table-row')].find((r) => r.querySelector('td')?.textContent?.startsWith(name));
    if (!row) throw new Error(`no grade ${name}`);
    return row;
  }, { timeout: 15000 }));

describe('security deposit (api reference §8.2)', () => {
  it('shows paid and remaining deposit and the history by audit state', async () => {
    const { user } = await renderRoute('/setting/shop-security-deposit');
    const summary = await screen.findByTestId('deposit-summary', undefined, { timeout: 15000 });
    await waitFor(() => expect(summary).toHaveTextContent('￥5,000.00'));
    expect(summary).toHaveTextContent('￥4,200.50');
    expect(await rowOf('凭证不清晰，请重新上传')).toHaveTextContent('已拒绝');
    expect(await rowOf('发货超时违规扣除')).toHaveTextContent('−￥500.00');
    await user.click(screen.getByRole('tab', { name: '待审核' }));
    await waitFor(() => expect(lastRequestTo('/seller/shops/margin-flow/history').url.searchParams.get('auth_status')).toBe('WAIT_AUDIT'));
  });

  it('pays in: the amount by its rules, jpg or png vouchers uploaded, sent in the query for the audit', async () => {
    const { user } = await renderRoute('/setting/shop-security-deposit');
    await user.click(await screen.findByRole('button', { name: /缴纳保证金/ }, { timeout: 15000 }));
    const dialog = await screen.findByTestId('action-form-payIn');
    const amount = dialog.querySelector<HTMLInputElement>('[data-field="actual_pay_amount"] input')!;
    await user.type(amount, '1000000.5');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('金额应在0到1000000之间')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入凭证')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2000.5');
    const file = dialog.querySelector<HTMLInputElement>('[data-field="voucher"] input[type="file"]')!;
    expect(file.accept).toBe('.jpg,.jpeg,.png');
    await user.upload(file, png());
    await waitFor(() => expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(1));
    await waitFor(() => expect(dialog.querySelectorAll('[data-field="voucher"] .ant-upload-list-item-done, [data-field="voucher"] .ant-upload-list-item-image').length).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/margin-flow', 'POST')).toHaveLength(1));
    const query = lastRequestTo('/seller/shops/margin-flow', 'POST').url.searchParams;
    expect([query.get('actual_pay_amount'), query.get('type'), query.get('shop_id'), query.get('shop_name')]).toEqual(['2000.5', '1', '1', '晨光数码旗舰店']);
    expect(query.get('voucher')).toMatch(/^data:image\/png;base64,/);
    expect(await rowOf('+￥2,000.50')).toHaveTextContent('待审核');
    expect(toasts).toEqual([]);
  });
});

describe('grade application (docs/api/grade-application.md)', () => {
  it('shows the grade, offers only the grades above it, and applies with a reason; then one waits for review', async () => {
    const { user } = await renderRoute('/setting/grade-application');
    const summary = await screen.findByTestId('grade-summary', undefined, { timeout: 15000 });
    expect(summary).toHaveTextContent('银牌店铺');
    expect(within(await gradeRow('普通店铺')).queryByRole('button', { name: '申请此等级' })).toBeNull();
    expect(within(await gradeRow('银牌店铺')).queryByRole('button', { name: '申请此等级' })).toBeNull();
    await user.click(within(await gradeRow('金牌店铺')).getByRole('button', { name: '申请此等级' }));
    const dialog = await screen.findByTestId('action-form-apply');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请输入申请理由')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '销量增长，需要更多商品额度');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/grade-applications', 'POST')).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(lastRequestTo('/seller/shops/grade-applications', 'POST').body))).toEqual({ grade_id: '3', reason: '销量增长，需要更多商品额度' });
    expect(await screen.findByTestId('grade-pending')).toHaveTextContent('银牌店铺 → 金牌店铺');
    await waitFor(async () => expect(within(await gradeRow('旗舰店铺')).queryByRole('button', { name: '申请此等级' })).toBeNull());
    await user.click(screen.getByTestId('grade-history'));
    expect(await screen.findByText('销量增长，需要更多商品额度', undefined, { timeout: 15000 })).toBeInTheDocument();
  });
});
