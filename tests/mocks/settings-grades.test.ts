// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_DELAY_SECONDS } from '../../src/mocks/areas/settings/review';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Grade {
  grade_id: number;
  grade_name: string;
  goods_limit: number;
  commission_rate: number;
  required_margin: number;
  features: Array<{ code: string; name: string }>;
  current: number;
  allow_apply: number;
  margin_enough: number;
}
interface Application {
  application_id: number;
  from_grade_id: number;
  from_grade_name: string;
  grade_id: number;
  grade_name: string;
  reason: string;
  auth_status: string;
  audit_remark: string;
  create_time: number;
  audit_time: number;
}
interface ErrorBody {
  code: string;
  message: string;
}

const REASON = '销量稳定增长，申请升级以参加限时抢购。';
const VOUCHER = 'data:image/png;base64,iVBORw0KGgo=';

let token = '';
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
  token = await login('owner');
});
afterEach(() => vi.useRealTimers());

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
const grades = async (as = token) => (await call<Grade[]>('seller/shops/grades', { token: as })).data;
const current = async (as = token) => (await call<Grade & { goods_count: number; remaining_margin: number; pending_application: Application | null }>('seller/shops/grade', { token: as })).data;
const applications = async (query = '', as = token) => (await call<Page<Application>>(`seller/shops/grade-applications?${query}`, { token: as })).data;
const apply = (form: Record<string, string>, as = token) => call<Application & ErrorBody>('seller/shops/grade-applications', { method: 'POST', token: as, form });
const payIn = (amount: string) =>
  call(`seller/shops/margin-flow?${new URLSearchParams({ shop_id: '1', type: '1', actual_pay_amount: amount, voucher: VOUCHER })}`, { method: 'POST', token });

describe('shop grade (designed: docs/api/grade-application.md)', () => {
  it('lists the grades with what each allows and what the shop may do', async () => {
    const list = await grades();
    expect(list.map((g) => [g.grade_id, g.goods_limit, g.commission_rate, g.required_margin, g.current, g.allow_apply, g.margin_enough])).toEqual([
      [1, 500, 5, 0, 0, 0, 1],
      [2, 2000, 4.5, 5000, 1, 0, 0],
      [3, 10000, 4, 20000, 0, 1, 0],
      [4, 0, 3, 50000, 0, 1, 0],
    ]);
    expect(list[2].features.map((f) => f.code)).toEqual(expect.arrayContaining(['COUPON', 'GROUP_BUY', 'FLASH_SALE']));
    expect((await call<Grade[]>('seller/shops/grades', { token, language: 'en-US' })).data[2]).toMatchObject({ grade_name: 'Gold', features: expect.arrayContaining([{ code: 'FLASH_SALE', name: 'Flash sales' }]) });
  });

  it('the current grade comes with the goods count, the deposit balance and the waiting application', async () => {
    expect(await current()).toMatchObject({ grade_id: 2, grade_name: '银牌店铺', current: 1, remaining_margin: 4200.5, pending_application: null, goods_count: expect.any(Number) });
    expect((await current(await login('supplier'))).pending_application).toMatchObject({ grade_id: 2, auth_status: 'WAIT_AUDIT' });
  });

  it('the seeded applications are in every state; filtered by auth_status', async () => {
    expect((await applications()).data.map((a) => [a.grade_id, a.auth_status])).toEqual([[3, 'REFUSE_AUDIT'], [2, 'PASS_AUDIT']]);
    expect((await applications('auth_status=PASS_AUDIT')).data_total).toBe(1);
    expect((await applications('', await login('supplier'))).data.map((a) => a.auth_status)).toEqual(['WAIT_AUDIT']);
    const refused = (await applications('auth_status=REFUSE_AUDIT')).data[0];
    expect(refused.audit_remark).toContain('保证金不足');
    const bad = await call<ErrorBody>('seller/shops/grade-applications?auth_status=DONE', { token });
    expect(bad.status).toBe(400);
  });

  it('an application waits; one at a time; refused after the delay when the deposit is short', async () => {
    const applied = await apply({ grade_id: '3', reason: REASON });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({ from_grade_id: 2, grade_id: 3, grade_name: '金牌店铺', reason: REASON, auth_status: 'WAIT_AUDIT', audit_time: 0 });
    expect((await current()).pending_application?.application_id).toBe(applied.data.application_id);
    expect((await grades()).every((g) => g.allow_apply === 0)).toBe(true);
    const second = await apply({ grade_id: '4', reason: REASON });
    expect(second.status).toBe(500);
    expect(second.data.code).toBe('E301');

    later(REVIEW_DELAY_SECONDS);
    const decided = (await call<Application>(`seller/shops/grade-applications/${applied.data.application_id}`, { token })).data;
    expect(decided).toMatchObject({ auth_status: 'REFUSE_AUDIT', audit_remark: '保证金不足：金牌店铺需保证金余额 ¥20,000.00，当前 ¥4,200.50' });
    expect(decided.audit_time).toBe(decided.create_time + REVIEW_DELAY_SECONDS);
    expect((await current()).grade_id).toBe(2);
  });

  it('approved when the deposit covers the grade: the shop takes the grade and its commission', async () => {
    await payIn('15799.50');
    await apply({ grade_id: '3', reason: REASON }); // same second: the pay-in is decided first
    later(REVIEW_DELAY_SECONDS);
    const [decided] = (await applications()).data;
    expect(decided).toMatchObject({ grade_id: 3, auth_status: 'PASS_AUDIT', audit_remark: '审核通过' });
    expect(await current()).toMatchObject({ grade_id: 3, remaining_margin: 20000, pending_application: null });
    expect((await call<{ shop_commission: number }>('seller/shops/detail', { token })).data.shop_commission).toBe(4);
    expect((await grades()).map((g) => g.allow_apply)).toEqual([0, 0, 0, 1]);
  });

  it.each([
    ['a lower grade', { grade_id: '1', reason: REASON }, 500, 'E302'],
    ['its own grade', { grade_id: '2', reason: REASON }, 500, 'E302'],
    ['an unknown grade', { grade_id: '9', reason: REASON }, 400, 'grade_id'],
    ['no grade', { reason: REASON }, 400, 'grade_id'],
    ['no reason', { grade_id: '3', reason: ' ' }, 400, 'reason'],
    ['a long reason', { grade_id: '3', reason: '理'.repeat(201) }, 400, 'reason'],
  ])('applying for %s → %i', async (_, form, status, expected) => {
    const result = await apply(form);
    expect(result.status).toBe(status);
    expect(status === 500 ? result.data.code : result.data.message).toContain(expected);
    expect((await applications()).data_total).toBe(2);
  });

  it('the supplier’s seeded waiting application blocks a new one and is never decided by the demo', async () => {
    const supplier = await login('supplier');
    expect((await apply({ grade_id: '3', reason: REASON }, supplier)).data.code).toBe('E301');
    later(30 * 60);
    expect((await applications('', supplier)).data[0].auth_status).toBe('WAIT_AUDIT');
  });

  it('an application of another shop is a 404', async () => {
    const supplierApplication = (await applications('', await login('supplier'))).data[0].application_id;
    const result = await call<ErrorBody>(`seller/shops/grade-applications/${supplierApplication}`, { token });
    expect(result.status).toBe(404);
    expect(result.data.code).toBe('003');
  });
});
