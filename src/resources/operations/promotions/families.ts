import type { FamilyHead } from '@/engine/declare';
import { registerOptions } from '@/engine/fields/registry';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const couponsHead: FamilyHead = { name: 'promotionCoupons', api: { list: 'seller/promotion/coupons' }, idField: 'coupon_id' };
export const memberCouponsHead: FamilyHead = { name: 'memberCoupons', api: { list: 'seller/members/coupon' }, idField: 'mc_id' };
export const giftsHead: FamilyHead = { name: 'promotionGifts', api: { list: 'seller/promotion/full-discount-gifts' }, idField: 'gift_id' };
export const pintuansHead: FamilyHead = { name: 'pintuans', api: { list: 'seller/promotion/pintuan' }, idField: 'promotion_id' };
export const pintuanGoodsHead: FamilyHead = { name: 'pintuanGoods', api: { list: 'seller/promotion/pintuan/goods', one: 'seller/promotion/pintuan/goods/{id}' }, idField: 'promotion_id' };
export const groupPurchasesHead: FamilyHead = { name: 'groupPurchases', api: { list: 'seller/promotion/group-buy-goods' }, idField: 'gb_id' };
export const seckillsHead: FamilyHead = { name: 'seckills', api: { list: 'seller/promotion/seckill' }, idField: 'seckill_id' };
export const seckillGoodsHead: FamilyHead = { name: 'seckillGoods', api: { list: 'seller/promotion/seckill-goods' }, idField: 'sku_id' };

// What a full-give step may hand out: the shop's gifts, and its coupons given by activities.
// A gift with no stock left to give (enable_store: what is not promised to unfinished orders) is shown
// with that reason but cannot be chosen: a full-give step would promise buyers a gift it cannot send.
registerOptions('promotionGifts', {
  resource: 'promotionGifts',
  api: 'seller/promotion/full-discount-gifts/all',
  value: 'gift_id',
  label: 'gift_name',
  unavailable: (gift) => (gift.enable_store !== undefined && gift.enable_store !== null && Number(gift.enable_store) <= 0 ? 'promotions:gift.noStock' : undefined),
});
registerOptions('activityCoupons', { resource: 'promotionCoupons', api: 'seller/promotion/coupons/list-activity-coupons', value: 'coupon_id', label: 'title' });

// A group purchase application's activity (those open to applications) and its category, both the platform's.
registerOptions('groupBuyActives', { resource: 'groupBuyActives', api: 'seller/promotion/group-buy-goods/active', value: 'act_id', label: 'act_name' });
registerOptions('groupBuyCats', { resource: 'groupBuyCats', api: 'seller/promotion/group-buy-cats', value: 'cat_id', label: 'cat_name' });
