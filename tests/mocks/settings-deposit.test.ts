// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_DELAY_SECONDS } from '../../src/mocks/areas/settings/review';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Flow {
  id: number;
  actual_pay_amount: number;
  type: number;
  total_amount: number;
  voucher: string;
  create_time: number;
  auth_status: string;
  audit_remark: string;
}

const VOUCHER = 'data:image/png;base64,iVBORw0KGgo=';

let token = '';
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
  token = await login('owner');
});
afterEach(() => vi.useRealTimers());

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
const margins = async (as = token) => (await call<{ paid_margin: number; remaining_margin: number }>('seller/shops', { token: as })).data;
const history = async (as = token) => (await call<Page<Flow>>('seller/shops/margin-flow/history?page_size=100', { token: as })).data;
const payIn = (query: Record<string, string>) => call<{ code: string; message: string }>(`seller/shops/margin-flow?${new URLSearchParams({ shop_id: '1', shop_name: '晨光数码旗舰店', type: '1', ...query })}`, { method: 'POST', token });

describe('security deposit (8.2)', () => {
  it('the seeded history has every audit state and adds up to the paid and remaining deposit', async () => {
    for (const username of ['owner', 'supplier', 'closed']) {
      const as = await login(username);
      const rows = (await history(as)).data;
      const cents = (rows_: Flow[]) => rows_.reduce((sum, r) => sum + Math.round(r.actual_pay_amount * 100), 0);
      const passed = rows.filter((r) => r.auth_status === 'PASS_AUDIT');
      const paid = cents(passed.filter((r) => r.type === 1));
      const deducted = cents(passed.filter((r) => r.type === 0));
      expect(await margins(as)).toEqual(expect.objectContaining({ paid_margin: paid / 100, remaining_margin: (paid - deducted) / 100 }));
      // newest first; the newest decided flow's balance is the remaining deposit
      expect(rows.map((r) => r.create_time)).toEqual([...rows.map((r) => r.create_time)].sort((a, b) => b - a));
      expect(passed[0].total_amount).toBe((paid - deducted) / 100);
    }
    const owner = (await history()).data;
    expect(new Set(owner.map((r) => r.auth_status))).toEqual(new Set(['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT']));
    expect(owner.find((r) => r.auth_status === 'REFUSE_AUDIT')?.audit_remark).toBeTruthy();
    expect(Object.keys(owner[0])).toEqual(expect.arrayContaining(['actual_pay_amount', 'type', 'total_amount', 'voucher', 'create_time', 'auth_status', 'audit_remark']));
  });

  it('pages the history', async () => {
    const page = (await call<Page<Flow>>('seller/shops/margin-flow/history?page_no=2&page_size=4', { token })).data;
    expect(page).toMatchObject({ page_no: 2, page_size: 4, data_total: 6 });
    expect(page.data).toHaveLength(2);
  });

  it('a pay-in waits for audit; after the review delay a pay-in with vouchers passes and the deposit grows', async () => {
    const result = await payIn({ actual_pay_amount: '1000.05', voucher: [VOUCHER, 'https://img.example.com/v2.png'].join(',') });
    expect(result.status).toBe(200);
    expect(result.text).toBe('');
    const [waiting] = (await history()).data;
    expect(waiting).toMatchObject({ actual_pay_amount: 1000.05, type: 1, auth_status: 'WAIT_AUDIT', total_amount: 4200.5, voucher: `${VOUCHER},https://img.example.com/v2.png` });
    expect(await margins()).toEqual(expect.objectContaining({ paid_margin: 5000, remaining_margin: 4200.5 }));

    later(REVIEW_DELAY_SECONDS - 1);
    expect((await history()).data[0].auth_status).toBe('WAIT_AUDIT');
    later(1);
    expect(await margins()).toEqual(expect.objectContaining({ paid_margin: 6000.05, remaining_margin: 5200.55 }));
    expect((await history()).data[0]).toMatchObject({ auth_status: 'PASS_AUDIT', total_amount: 5200.55, audit_remark: '已核实到账' });
    // the seeded waiting pay-in is left as it is
    expect((await history()).data.filter((r) => r.auth_status === 'WAIT_AUDIT')).toHaveLength(1);
  });

  it('a pay-in without a voucher is refused and changes no amount', async () => {
    await payIn({ actual_pay_amount: '300' });
    later(REVIEW_DELAY_SECONDS);
    const [refused] = (await call<Page<Flow>>('seller/shops/margin-flow/history', { token, language: 'en-US' })).data.data;
    expect(refused).toMatchObject({ auth_status: 'REFUSE_AUDIT', total_amount: 4200.5, audit_remark: expect.stringContaining('voucher') });
    expect(await margins()).toEqual(expect.objectContaining({ paid_margin: 5000, remaining_margin: 4200.5 }));
  });

  it('takes the parameters from a form as well', async () => {
    const result = await call('seller/shops/margin-flow', { method: 'POST', token, form: { actual_pay_amount: '0', voucher: VOUCHER } });
    expect(result.status).toBe(200);
    expect((await history()).data[0]).toMatchObject({ actual_pay_amount: 0, auth_status: 'WAIT_AUDIT' });
  });

  it.each([
    ['actual_pay_amount', {}],
    ['actual_pay_amount', { actual_pay_amount: '-1' }],
    ['actual_pay_amount', { actual_pay_amount: '1000000.01' }],
    ['actual_pay_amount', { actual_pay_amount: '10.001' }],
    ['actual_pay_amount', { actual_pay_amount: 'ten' }],
    ['voucher', { actual_pay_amount: '10', voucher: Array(6).fill(VOUCHER).join(',') }],
    ['voucher', { actual_pay_amount: '10', voucher: 'scan.pdf' }],
    ['type', { actual_pay_amount: '10', type: '0' }],
    ['shop_id', { actual_pay_amount: '10', shop_id: '2' }],
  ])('400 code 004 naming %s, and no record', async (key, query) => {
    const result = await payIn(query);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining(key) });
    expect((await history()).data_total).toBe(6);
  });

  it('a shop sees only its own flows', async () => {
    await payIn({ actual_pay_amount: '10', voucher: VOUCHER });
    const supplier = (await history(await login('supplier'))).data;
    expect(supplier).toHaveLength(2);
    expect(supplier.every((r) => r.actual_pay_amount !== 10)).toBe(true);
  });
});
