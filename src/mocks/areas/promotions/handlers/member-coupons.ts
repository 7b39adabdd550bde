/** The receive list of a coupon (who claimed it, used or not, in which order) and voiding one claim, §6.3. */
import { badParam, business, notFound, text } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { matches } from '../../../lib/values';
import { route } from '../../../handlers/route';
import { memberCouponStatus, memberCouponStatusText } from '../coupon-model';
import { oneOf, requiredText } from '../fields';
import type { CouponRecord, MemberCouponRecord } from '../records';
import { promotionsDb } from '../store';

const WHAT = text('会员优惠券', 'Member coupon');

function view(coupon: CouponRecord | undefined, mc: MemberCouponRecord) {
  const status = memberCouponStatus(mc);
  const label = memberCouponStatusText(mc, status);
  const { shop_id: _shop, __en, ...fields } = mc;
  return {
    ...fields,
    title: coupon?.title ?? '',
    coupon_price: coupon?.coupon_price ?? 0,
    coupon_threshold_price: coupon?.coupon_threshold_price ?? 0,
    status,
    status_text: label.zh,
    __en: { ...__en, status_text: label.en, ...(coupon?.__en?.title ? { title: coupon.__en.title } : {}) },
  };
}

export const memberCouponHandlers = [
  route('get', '*/seller/members/coupon', (ctx) => {
    const q = ctx.query;
    const get = (k: string) => q.get(k) ?? '';
    const couponId = get('coupon_id');
    if (!couponId) throw badParam('coupon_id 不能为空', 'coupon_id is required');
    const db = promotionsDb();
    const coupon = db.coupons.get(couponId);
    if (!coupon || coupon.shop_id !== ctx.session.shopId) throw notFound(text('优惠券', 'Coupon'), couponId);
    const used = get('used_status') ? oneOf(get('used_status'), 'used_status', [0, 1]) : undefined;
    const status = get('coupon_status') ? oneOf(get('coupon_status'), 'coupon_status', [0, 1, 2]) : undefined;
    const rows = db.memberCoupons
      .all()
      .filter(
        (mc) =>
          mc.coupon_id === couponId &&
          matches(get('member_name'), mc.member_name) &&
          matches(get('order_sn'), mc.order_sn) &&
          (used === undefined || mc.used_status === used) &&
          (status === undefined || memberCouponStatus(mc) === status),
      )
      .sort((a, b) => b.create_time - a.create_time || b.mc_id.localeCompare(a.mc_id));
    return paginate(rows, q, (mc) => view(coupon, mc));
  }),

  /** Void one claimed coupon: only unused and not expired (or already voided). */
  route('put', '*/seller/members/coupon/:mc_id/cancel', (ctx) => {
    const db = promotionsDb();
    const mc = db.memberCoupons.get(ctx.params.mc_id);
    if (!mc || mc.shop_id !== ctx.session.shopId) throw notFound(WHAT, ctx.params.mc_id);
    const reason = requiredText(ctx.query.get('cancel_reason'), 'cancel_reason', 100);
    if (mc.used_status === 1) throw business('优惠券已使用，不能作废', 'the coupon has been used: it cannot be voided');
    if (memberCouponStatus(mc) === 2) throw business('优惠券已失效，不能作废', 'the coupon has expired or was already voided');
    db.memberCoupons.put({ ...mc, is_cancel: 1, cancel_reason: reason, __en: undefined });
  }),
];
