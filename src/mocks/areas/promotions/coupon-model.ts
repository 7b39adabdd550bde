/** Coupon states and counts (api reference §6.3), computed on every read from the time and the member coupons. */
import { text, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import type { CouponRecord, MemberCouponRecord } from './records';
import { promotionsDb } from './store';
import { chinaDateTime } from './text';

/** 0 not yet effective, 1 effective, 2 expired or voided (the list filter's values). */
export type CouponStatus = 0 | 1 | 2;

export function couponStatus(c: CouponRecord, now = nowSeconds()): CouponStatus {
  if (c.void_time !== null) return 2;
  if (c.effective_type === 'AUTO_TAKE_EFFECT' && c.start_time !== null && c.end_time !== null) {
    if (now < c.start_time) return 0;
    if (now > c.end_time) return 2;
  }
  return 1;
}

const STATUS_TEXT: Record<CouponStatus, Bilingual> = {
  0: text('未生效', 'Not yet effective'),
  1: text('生效中', 'Effective'),
  2: text('已失效', 'Expired'),
};
const VOIDED = text('已作废', 'Voided');
const USED = text('已使用', 'Used');

export const couponStatusText = (c: CouponRecord, status: CouponStatus) => (c.void_time !== null ? VOIDED : STATUS_TEXT[status]);

export function effectiveTimeText(c: CouponRecord): Bilingual {
  if (c.effective_type === 'EFFECTIVE_AFTER_RECEIVING') return text(`领取后 ${c.effective_days} 天内有效`, `valid for ${c.effective_days} days after claim`);
  const from = chinaDateTime(c.start_time ?? 0);
  const to = chinaDateTime(c.end_time ?? 0);
  return text(`${from} 至 ${to}`, `${from} to ${to}`);
}

/** A member coupon: cancelled by the shop or out of its validity → 2, before it → 0, else 1. */
export function memberCouponStatus(mc: MemberCouponRecord, now = nowSeconds()): CouponStatus {
  if (mc.is_cancel === 1 || now > mc.end_time) return 2;
  return now < mc.start_time ? 0 : 1;
}

export const memberCouponStatusText = (mc: MemberCouponRecord, status: CouponStatus) => (mc.used_status === 1 ? USED : mc.is_cancel === 1 ? VOIDED : STATUS_TEXT[status]);

/** Claimed and used counts of each coupon of a shop. */
export function couponCounts(shopId: string): Map<string, { received: number; used: number }> {
  const counts = new Map<string, { received: number; used: number }>();
  for (const mc of promotionsDb().memberCoupons.all()) {
    if (mc.shop_id !== shopId) continue;
    const entry = counts.get(mc.coupon_id) ?? { received: 0, used: 0 };
    entry.received++;
    entry.used += mc.used_status;
    counts.set(mc.coupon_id, entry);
  }
  return counts;
}

/** Coupons a full-give step may hand out: ACTIVITY_GIVE, not expired or voided, some still to give. */
export function giftableCoupons(shopId: string): CouponRecord[] {
  const counts = couponCounts(shopId);
  return promotionsDb()
    .coupons.all()
    .filter((c) => c.shop_id === shopId && c.type === 'ACTIVITY_GIVE' && couponStatus(c) !== 2 && c.create_num > (counts.get(c.coupon_id)?.received ?? 0));
}
