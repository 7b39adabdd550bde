/** The promotions area's tables (journaled and reset like the core store), seeded on first use, and its ids. */
import { defineArea, nextId } from '../../db/store';
import type { Table } from '../../db/table';
import { nowSeconds } from '../../lib/runtime';
import type {
  CouponRecord, FullGiveRecord, FullMinusRecord, GiftRecord, HalfPriceRecord, MemberCouponRecord, MinusRecord,
  GroupBuyActiveRecord, GroupBuyRecord, PintuanRecord, SeckillApplyRecord, SeckillRecord,
} from './records';
import { seedPromotions } from './seed';

export interface PromotionTables {
  fullMinus: Table<FullMinusRecord>;
  fullGive: Table<FullGiveRecord>;
  minus: Table<MinusRecord>;
  halfPrice: Table<HalfPriceRecord>;
  gifts: Table<GiftRecord>;
  coupons: Table<CouponRecord>;
  memberCoupons: Table<MemberCouponRecord>;
  seckills: Table<SeckillRecord>;
  seckillApplies: Table<SeckillApplyRecord>;
  pintuans: Table<PintuanRecord>;
  groupBuyActives: Table<GroupBuyActiveRecord>;
  groupBuys: Table<GroupBuyRecord>;
}

/** Id sequences: one per table, plus the goods rows of group buys. */
export type IdSequence = keyof PromotionTables | 'pintuanGoods';

const byBigInt = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
const highest = (ids: string[]) => ids.reduce((max, id) => (byBigInt(id, max) > 0 ? id : max), '0');

export const promotionsDb = defineArea('promotions', (table, core) => {
  const tables: PromotionTables = {
    fullMinus: table<FullMinusRecord>('promotionFullMinus', (r) => r.id),
    fullGive: table<FullGiveRecord>('promotionFullGive', (r) => r.id),
    minus: table<MinusRecord>('promotionMinus', (r) => r.id),
    halfPrice: table<HalfPriceRecord>('promotionHalfPrice', (r) => r.id),
    gifts: table<GiftRecord>('promotionGifts', (r) => r.gift_id),
    coupons: table<CouponRecord>('promotionCoupons', (r) => r.coupon_id),
    memberCoupons: table<MemberCouponRecord>('promotionMemberCoupons', (r) => r.mc_id),
    seckills: table<SeckillRecord>('promotionSeckills', (r) => r.seckill_id),
    seckillApplies: table<SeckillApplyRecord>('promotionSeckillApplies', (r) => r.apply_id),
    pintuans: table<PintuanRecord>('promotionPintuans', (r) => r.promotion_id),
    groupBuyActives: table<GroupBuyActiveRecord>('promotionGroupBuyActives', (r) => r.act_id),
    groupBuys: table<GroupBuyRecord>('promotionGroupBuys', (r) => r.gb_id),
  };
  const seed = seedPromotions(core, nowSeconds());
  seed.fullMinus.forEach((r) => tables.fullMinus.load(r));
  seed.fullGive.forEach((r) => tables.fullGive.load(r));
  seed.minus.forEach((r) => tables.minus.load(r));
  seed.halfPrice.forEach((r) => tables.halfPrice.load(r));
  seed.gifts.forEach((r) => tables.gifts.load(r));
  seed.coupons.forEach((r) => tables.coupons.load(r));
  seed.memberCoupons.forEach((r) => tables.memberCoupons.load(r));
  seed.seckills.forEach((r) => tables.seckills.load(r));
  seed.seckillApplies.forEach((r) => tables.seckillApplies.load(r));
  seed.pintuans.forEach((r) => tables.pintuans.load(r));
  seed.groupBuyActives.forEach((r) => tables.groupBuyActives.load(r));
  seed.groupBuys.forEach((r) => tables.groupBuys.load(r));
  /** The highest seeded id of each sequence: new ids continue after it. */
  const seeded: Record<IdSequence, string> = {
    fullMinus: highest(seed.fullMinus.map((r) => r.id)),
    fullGive: highest(seed.fullGive.map((r) => r.id)),
    minus: highest(seed.minus.map((r) => r.id)),
    halfPrice: highest(seed.halfPrice.map((r) => r.id)),
    gifts: highest(seed.gifts.map((r) => r.gift_id)),
    coupons: highest(seed.coupons.map((r) => r.coupon_id)),
    memberCoupons: highest(seed.memberCoupons.map((r) => r.mc_id)),
    seckills: highest(seed.seckills.map((r) => r.seckill_id)),
    seckillApplies: highest(seed.seckillApplies.map((r) => r.apply_id)),
    pintuans: highest(seed.pintuans.map((r) => r.promotion_id)),
    groupBuyActives: highest(seed.groupBuyActives.map((r) => r.act_id)),
    groupBuys: highest(seed.groupBuys.map((r) => r.gb_id)),
    pintuanGoods: highest(seed.pintuans.flatMap((r) => r.goods.map((g) => g.id))),
  };
  return { ...tables, seeded };
});

export function newId(sequence: IdSequence): string {
  return nextId(`promotion.${sequence}`, promotionsDb().seeded[sequence]);
}

/** Newest first (ids grow with time), for the lists. */
export function byIdDesc<T>(idOf: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => byBigInt(idOf(b), idOf(a));
}
