/**
 * Seeded coupons of every type, validity mode and status, with claims by the demo buyers (MEMBERS): some used in
 * an order, some voided by the shop. Claimed and used counts are never stored: they are counted from the claims.
 */
import { DAY, SHOP } from '../../../db/seed/constants';
import { MEMBERS } from '../../../db/seed/members';
import { createRng, type Rng } from '../../../lib/prng';
import type { CouponRecord, CouponType, EffectiveType, MemberCouponRecord } from '../records';
import { chinaDateTime } from '../text';
import type { SeedContext } from './context';

interface CouponSeed {
  shop: string;
  zh: string;
  en: string;
  price: number;
  threshold: number;
  type: CouponType;
  /** A fixed window in days from now, or the days a claim stays valid. */
  window?: [number, number];
  days?: number;
  createNum: number;
  limitNum: number;
  claims: number;
  used: number;
  cancelled?: number;
  /** Voided this many days from now. */
  voided?: number;
}

/** The ACTIVITY_GIVE coupons the seeded full-give steps hand out (ids follow the order of COUPONS). */
export const COUPON = { giveFive: '605', giveTwenty: '606' } as const;

const COUPONS: CouponSeed[] = [
  { shop: SHOP.owner, zh: '新人专享10元券', en: 'Newcomer ¥10 coupon', price: 10, threshold: 99, type: 'FREE_GET', window: [-10, 20], createNum: 500, limitNum: 1, claims: 30, used: 9, cancelled: 1 },
  { shop: SHOP.owner, zh: '满299减30元券', en: '¥30 off over ¥299', price: 30, threshold: 299, type: 'FREE_GET', window: [3, 30], createNum: 300, limitNum: 2, claims: 0, used: 0 },
  { shop: SHOP.owner, zh: '双11 50元大额券', en: 'Double 11 ¥50 coupon', price: 50, threshold: 499, type: 'FREE_GET', window: [-40, -10], createNum: 200, limitNum: 1, claims: 20, used: 12 },
  { shop: SHOP.owner, zh: '领取后7天有效20元券', en: '¥20 coupon, 7 days after claim', price: 20, threshold: 199, type: 'FREE_GET', days: 7, createNum: 100, limitNum: 1, claims: 15, used: 5 },
  { shop: SHOP.owner, zh: '满赠专用5元券', en: 'Full-give ¥5 coupon', price: 5, threshold: 59, type: 'ACTIVITY_GIVE', days: 15, createNum: 1000, limitNum: 0, claims: 8, used: 2 },
  { shop: SHOP.owner, zh: '满赠专用20元券', en: 'Full-give ¥20 coupon', price: 20, threshold: 299, type: 'ACTIVITY_GIVE', days: 30, createNum: 200, limitNum: 1, claims: 0, used: 0 },
  { shop: SHOP.owner, zh: '周年庆15元券', en: 'Anniversary ¥15 coupon', price: 15, threshold: 149, type: 'FREE_GET', window: [-5, 25], createNum: 100, limitNum: 1, claims: 5, used: 1, voided: -2 },
  { shop: SHOP.owner, zh: '店铺周年庆100元券', en: 'Anniversary ¥100 coupon', price: 100, threshold: 999, type: 'FREE_GET', window: [-3, 27], createNum: 200, limitNum: 0, claims: 40, used: 6 },
  { shop: SHOP.owner, zh: '限量秒光8元券', en: 'Limited ¥8 coupon', price: 8, threshold: 68, type: 'FREE_GET', window: [-6, 14], createNum: 10, limitNum: 1, claims: 10, used: 3 },
  { shop: SHOP.owner, zh: '老客回馈10元券', en: 'Loyal customer ¥10 coupon', price: 10, threshold: 100, type: 'ACTIVITY_GIVE', days: 10, createNum: 50, limitNum: 1, claims: 0, used: 0 },
  { shop: SHOP.supplier, zh: '批发客户50元券', en: 'Wholesale ¥50 coupon', price: 50, threshold: 1000, type: 'FREE_GET', window: [-2, 28], createNum: 100, limitNum: 1, claims: 5, used: 1 },
  { shop: SHOP.supplier, zh: '采购满赠10元券', en: 'Purchase gift ¥10 coupon', price: 10, threshold: 200, type: 'ACTIVITY_GIVE', days: 20, createNum: 100, limitNum: 1, claims: 0, used: 0 },
];

const effectiveOf = (seed: CouponSeed): EffectiveType => (seed.window ? 'AUTO_TAKE_EFFECT' : 'EFFECTIVE_AFTER_RECEIVING');

/** Buyers for `count` claims: distinct ones unless the per-member limit is 0 (then some claim again). */
function claimants(rng: Rng, count: number, limit: number) {
  const order = [...MEMBERS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return Array.from({ length: count }, (_, i) => (limit === 0 && rng.chance(0.3) ? rng.pick(order) : order[i % order.length]));
}

const between = (rng: Rng, from: number, to: number) => from + Math.floor(rng.next() * Math.max(0, to - from));

function claimsOf(c: SeedContext, coupon: CouponRecord, seed: CouponSeed, rng: Rng, nextMcId: () => string): MemberCouponRecord[] {
  const latest = Math.min(c.now, coupon.end_time ?? c.now, coupon.void_time ?? c.now);
  return claimants(rng, seed.claims, seed.limitNum).map((member, i) => {
    const claimed = between(rng, coupon.create_time, latest);
    const start = coupon.start_time ?? claimed;
    const end = coupon.end_time ?? claimed + (coupon.effective_days ?? 0) * DAY;
    const used = i < seed.used;
    const usedTime = used ? between(rng, Math.max(claimed, start), Math.min(c.now, end)) : null;
    const cancelled = !used && i < seed.used + (seed.cancelled ?? 0);
    return {
      mc_id: nextMcId(),
      coupon_id: coupon.coupon_id,
      shop_id: coupon.shop_id,
      member_id: member.member_id,
      member_name: member.uname,
      create_time: claimed,
      start_time: start,
      end_time: end,
      used_status: used ? 1 : 0,
      used_time: usedTime,
      order_sn: usedTime === null ? '' : `${chinaDateTime(usedTime).slice(0, 10).replace(/-/g, '')}${String(rng.int(100000, 999999))}`,
      is_cancel: cancelled ? 1 : 0,
      cancel_reason: cancelled ? '会员申请作废' : '',
      ...(cancelled ? { __en: { cancel_reason: "Voided at the member's request" } } : {}),
    };
  });
}

export function seedCoupons(c: SeedContext): { coupons: CouponRecord[]; memberCoupons: MemberCouponRecord[] } {
  const rng = createRng(61101);
  let mcId = 70000;
  const nextMcId = () => String(++mcId);
  const coupons: CouponRecord[] = [];
  const memberCoupons: MemberCouponRecord[] = [];
  COUPONS.forEach((seed, i) => {
    const start = seed.window ? c.at(seed.window[0]) : null;
    const coupon: CouponRecord = {
      coupon_id: String(601 + i),
      shop_id: seed.shop,
      title: seed.zh,
      coupon_price: seed.price,
      coupon_threshold_price: seed.threshold,
      type: seed.type,
      effective_type: effectiveOf(seed),
      effective_days: seed.days ?? null,
      start_time: start,
      end_time: seed.window ? c.at(seed.window[1]) : null,
      create_num: seed.createNum,
      limit_num: seed.limitNum,
      create_time: Math.min(start ?? c.at(-28), c.at(0)) - 2 * DAY,
      void_time: seed.voided === undefined ? null : c.at(seed.voided),
      __en: { title: seed.en },
    };
    coupons.push(coupon);
    memberCoupons.push(...claimsOf(c, coupon, seed, rng, nextMcId));
  });
  return { coupons, memberCoupons };
}
