/** Grade applications of the shops in every audit state (the supplier's pending one is never decided). */
import { BASE_TIME, DAY, SHOP } from '../../../db/seed/constants';
import type { AuditStatus, GradeApplicationRecord } from '../types';

type ApplicationSeed = [shop: string, daysAgo: number, from: string, to: string, status: AuditStatus, reason: [string, string], remark: [string, string]];

const APPLICATIONS: ApplicationSeed[] = [
  [SHOP.owner, 200, '1', '2', 'PASS_AUDIT',
    ['店铺经营稳定，月销售额持续增长，申请升级为银牌店铺以开通拼团。', 'Steady business and growing monthly sales: applying for Silver to run group buys.'],
    ['审核通过', 'Approved']],
  [SHOP.owner, 30, '2', '3', 'REFUSE_AUDIT',
    ['双十一备货充足，申请金牌店铺以参加限时抢购。', 'Well stocked for Singles Day: applying for Gold to join flash sales.'],
    ['保证金不足：金牌店铺需保证金余额 ¥20,000.00，当前 ¥4,200.50', 'Deposit too low: Gold needs a deposit balance of ¥20,000.00, the shop has ¥4,200.50']],
  [SHOP.supplier, 1, '1', '2', 'WAIT_AUDIT',
    ['供货品类扩充，申请银牌店铺提高商品数量上限。', 'More product lines: applying for Silver to list more goods.'],
    ['', '']],
];

export function seedGradeApplications(): GradeApplicationRecord[] {
  return APPLICATIONS.map(([shop, daysAgo, from, to, status, [reason, reasonEn], [remark, remarkEn]], i) => {
    const created = BASE_TIME - daysAgo * DAY;
    return {
      id: String(i + 1),
      shop_id: shop,
      from_grade_id: from,
      grade_id: to,
      reason,
      create_time: created,
      auth_status: status,
      audit_remark: remark,
      audit_time: status === 'WAIT_AUDIT' ? 0 : created + 2 * DAY,
      review_at: 0,
      __en: { reason: reasonEn, audit_remark: remarkEn },
    };
  });
}
