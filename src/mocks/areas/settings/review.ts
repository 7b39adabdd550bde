/**
 * The demo platform's review of what a shop submits: deposit pay-ins (api reference §8.2) and grade
 * applications (docs/api/grade-application.md). A request is decided REVIEW_DELAY_SECONDS after it was
 * submitted, by the first call of the shop that reads it afterwards (no timers: after a reload or a
 * restart the same requests are decided the same way). Seeded requests are left as they are.
 *
 * Rules:
 * - a pay-in passes when it carries at least one voucher (the paid and the remaining deposit grow by its
 *   amount); without a voucher it is refused;
 * - a grade application passes when the shop's deposit balance (`remaining_margin`) covers the grade's
 *   `required_margin` (the shop takes the grade and its commission rate); otherwise it is refused, the
 *   remark naming what is missing.
 * Due requests are decided in the order they were submitted (a pay-in before an application submitted in
 * the same second), so a pay-in counts for an application submitted after it.
 */
import { db } from '../../db/store';
import { nowSeconds } from '../../lib/runtime';
import { settingsDb } from './db';
import { gradeById } from './grades/catalogue';
import { cents, formatYuan, yuan } from './lib/money';
import type { GradeApplicationRecord, MarginFlowRecord, Reviewed } from './types';

export const REVIEW_DELAY_SECONDS = 30;

function auditPayIn(flow: MarginFlowRecord): void {
  const shop = db().shops.get(flow.shop_id);
  if (!shop) return;
  const decided = { ...flow, audit_time: flow.review_at };
  if (!flow.voucher) {
    settingsDb().marginFlows.put({
      ...decided,
      auth_status: 'REFUSE_AUDIT',
      audit_remark: '未上传缴费凭证，请上传后重新提交',
      __en: { audit_remark: 'No payment voucher: upload one and submit again' },
    });
    return;
  }
  const remaining = yuan(cents(shop.remaining_margin) + cents(flow.actual_pay_amount));
  db().shops.put({ ...shop, paid_margin: yuan(cents(shop.paid_margin) + cents(flow.actual_pay_amount)), remaining_margin: remaining });
  settingsDb().marginFlows.put({
    ...decided,
    auth_status: 'PASS_AUDIT',
    total_amount: remaining,
    audit_remark: '已核实到账',
    __en: { audit_remark: 'Payment confirmed' },
  });
}

function reviewApplication(application: GradeApplicationRecord): void {
  const shop = db().shops.get(application.shop_id);
  const grade = gradeById(application.grade_id);
  if (!shop || !grade) return;
  const decided = { ...application, audit_time: application.review_at };
  if (cents(shop.remaining_margin) < cents(grade.required_margin)) {
    const need = formatYuan(grade.required_margin);
    const have = formatYuan(shop.remaining_margin);
    settingsDb().gradeApplications.put({
      ...decided,
      auth_status: 'REFUSE_AUDIT',
      audit_remark: `保证金不足：${grade.grade_name}需保证金余额 ${need}，当前 ${have}`,
      __en: { ...application.__en, audit_remark: `Deposit too low: ${grade.__en.grade_name} needs a deposit balance of ${need}, the shop has ${have}` },
    });
    return;
  }
  db().shops.put({ ...shop, grade_id: grade.grade_id, shop_commission: grade.commission_rate });
  settingsDb().gradeApplications.put({
    ...decided,
    auth_status: 'PASS_AUDIT',
    audit_remark: '审核通过',
    __en: { ...application.__en, audit_remark: 'Approved' },
  });
}

/** Decides every request of the shop whose review time has come. */
export function settleReviews(shopId: string): void {
  const now = nowSeconds();
  const isDue = (r: Reviewed) => r.shop_id === shopId && r.auth_status === 'WAIT_AUDIT' && r.review_at > 0 && r.review_at <= now;
  const { marginFlows, gradeApplications } = settingsDb();
  const due = [
    ...marginFlows.all().filter(isDue).map((r) => ({ r, decide: () => auditPayIn(r) })),
    ...gradeApplications.all().filter(isDue).map((r) => ({ r, decide: () => reviewApplication(r) })),
  ];
  due.sort((a, b) => a.r.review_at - b.r.review_at).forEach(({ decide }) => decide());
}
