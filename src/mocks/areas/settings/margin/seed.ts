/**
 * Deposit (margin) history of the shops, oldest first: pay-ins in every audit state and the platform's
 * deductions. The shops' `paid_margin` and `remaining_margin` (db/seed/shops.ts) are what it adds up to.
 */
import { BASE_TIME, DAY, SHOP } from '../../../db/seed/constants';
import { placeholderImage } from '../../../lib/images';
import { cents, yuan } from '../lib/money';
import type { AuditStatus, MarginFlowRecord } from '../types';

type FlowSeed = [shop: string, daysAgo: number, type: 0 | 1, amount: number, status: AuditStatus, vouchers: number, remark: [zh: string, en: string]];

const FLOWS: FlowSeed[] = [
  [SHOP.owner, 300, 1, 2000, 'PASS_AUDIT', 1, ['已核实到账', 'Payment confirmed']],
  [SHOP.owner, 250, 1, 500, 'REFUSE_AUDIT', 1, ['凭证不清晰，请重新上传', 'The voucher is unreadable, please upload it again']],
  [SHOP.owner, 200, 1, 3000, 'PASS_AUDIT', 2, ['已核实到账', 'Payment confirmed']],
  [SHOP.owner, 120, 0, 500, 'PASS_AUDIT', 0, ['发货超时违规扣除', 'Deducted for late shipping']],
  [SHOP.owner, 60, 0, 299.5, 'PASS_AUDIT', 0, ['售后纠纷赔付扣除', 'Deducted for an after-sales compensation']],
  [SHOP.owner, 2, 1, 1000, 'WAIT_AUDIT', 1, ['', '']],
  [SHOP.supplier, 180, 1, 10000, 'PASS_AUDIT', 3, ['已核实到账', 'Payment confirmed']],
  [SHOP.supplier, 30, 1, 2000, 'REFUSE_AUDIT', 1, ['金额与凭证不符', 'The amount does not match the voucher']],
  [SHOP.closed, 500, 1, 2000, 'PASS_AUDIT', 1, ['已核实到账', 'Payment confirmed']],
  [SHOP.closed, 90, 0, 2000, 'PASS_AUDIT', 0, ['违规经营处罚扣除', 'Deducted as a penalty for a violation']],
];

const voucher = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => placeholderImage(['#67C23A', '#409EFF', '#E6A23C'][(seed + i) % 3], '凭证', 320)).join(',');

export function seedMarginFlows(): MarginFlowRecord[] {
  const balance = new Map<string, number>();
  return FLOWS.map(([shop, daysAgo, type, amount, status, vouchers, [zh, en]], i) => {
    const before = balance.get(shop) ?? 0;
    const after = status === 'PASS_AUDIT' ? before + (type === 1 ? 1 : -1) * cents(amount) : before;
    balance.set(shop, after);
    const created = BASE_TIME - daysAgo * DAY + i * 3600;
    return {
      id: String(i + 1),
      shop_id: shop,
      actual_pay_amount: amount,
      type,
      total_amount: yuan(after),
      voucher: voucher(vouchers, i),
      create_time: created,
      auth_status: status,
      audit_remark: zh,
      audit_time: status === 'WAIT_AUDIT' ? 0 : created + DAY,
      review_at: 0,
      __en: { audit_remark: en },
    };
  });
}
