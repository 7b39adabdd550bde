/**
 * Records of the promotions area (api reference §6). Ids are decimal strings, times unix seconds, money yuan with
 * 2 decimals; `__en` holds seeded English text. Statuses are never stored: they are computed from the current
 * time on every read (see `status.ts`).
 */
import type { English } from '../../db/types';

/** A chosen SKU of an activity: the promotion goods item (`PromotionGoodsDTO`) plus what the goods picker shows. */
export interface PromotionGoods extends English {
  goods_id: string;
  sku_id: string;
  /** The goods name again: UI61 sends and reads both `name` and `goods_name`. */
  name: string;
  goods_name: string;
  thumbnail: string;
  sn: string;
  price: number;
  specs: string;
  properties_name: string;
  quantity: number;
  enable_quantity: number;
  seller_id: string;
}

/** What every activity the shop creates has: a title, a time range, all goods or chosen SKUs. */
export interface ActivityRecord extends English {
  id: string;
  shop_id: string;
  title: string;
  start_time: number;
  end_time: number;
  /** 1 all goods, 2 the SKUs of `goods_list`. */
  range_type: number;
  goods_list: PromotionGoods[];
  /** When the shop closed it early (`…/invalid/{id}`); the saved range stays as saved. */
  closed_time: number | null;
  create_time: number;
}

/** A step of a full-cut: `type` 1 subtracts `discount` yuan, 2 applies `discount` as a fold rate (8.5 = 85 %). */
export interface FullMinusStep {
  type: number;
  threshold: number;
  discount: number;
}

export interface FullMinusRecord extends ActivityRecord {
  /** 1 the threshold is an amount, 2 an item count. */
  discount_type: number;
  step_list: FullMinusStep[];
}

/** A step of a full-give: what the buyer gets on reaching `threshold` (flags are 0/1). */
export interface FullGiveStep {
  threshold: number;
  is_free_ship: number;
  is_send_point: number;
  point_value: number;
  is_send_bonus: number;
  /** An ACTIVITY_GIVE coupon of the shop. */
  bonus_id: string | null;
  is_send_gift: number;
  gift_id: string | null;
}

export interface FullGiveRecord extends ActivityRecord {
  discount_type: number;
  step_list: FullGiveStep[];
  seller_scope: string;
  seller_list: unknown[];
}

export interface MinusRecord extends ActivityRecord {
  single_reduction_value: number;
  description: string;
}

export interface HalfPriceRecord extends ActivityRecord {
  description: string;
}

export interface GiftRecord extends English {
  gift_id: string;
  shop_id: string;
  gift_name: string;
  gift_price: number;
  gift_img: string;
  actual_store: number;
  /** Stock not promised to orders yet: `actual_store` minus the gifts of unfinished orders. */
  enable_store: number;
  gift_type: number;
  create_time: number;
  disabled: number;
}

export type CouponType = 'FREE_GET' | 'ACTIVITY_GIVE';
export type EffectiveType = 'AUTO_TAKE_EFFECT' | 'EFFECTIVE_AFTER_RECEIVING';

/** A coupon; how many were claimed and used is counted from its member coupons on every read. */
export interface CouponRecord extends English {
  coupon_id: string;
  shop_id: string;
  title: string;
  coupon_price: number;
  coupon_threshold_price: number;
  type: CouponType;
  effective_type: EffectiveType;
  /** EFFECTIVE_AFTER_RECEIVING: valid this many days after the claim. */
  effective_days: number | null;
  /** AUTO_TAKE_EFFECT: the fixed validity window. */
  start_time: number | null;
  end_time: number | null;
  create_num: number;
  /** Per member; 0 = unlimited. */
  limit_num: number;
  create_time: number;
  /** When the shop voided it (`POST coupons/{id}`). */
  void_time: number | null;
}

/** One coupon claimed by (or given to) a buyer. */
export interface MemberCouponRecord extends English {
  mc_id: string;
  coupon_id: string;
  shop_id: string;
  member_id: string;
  member_name: string;
  /** Claim time. */
  create_time: number;
  start_time: number;
  end_time: number;
  used_status: number;
  used_time: number | null;
  order_sn: string;
  is_cancel: number;
  cancel_reason: string;
}

/** A flash sale created by the platform, open to every shop; `range_list` holds the hours of its slots. */
export interface SeckillRecord extends English {
  seckill_id: string;
  seckill_name: string;
  /** Midnight (China time) of the sale day. */
  start_day: number;
  apply_end_time: number;
  seckill_rule: string;
  range_list: number[];
  create_time: number;
}

export type SeckillApplyStatus = 'APPLY' | 'PASS' | 'FAIL';

/** A SKU a shop applied to a flash-sale slot with, reviewed by the platform. */
export interface SeckillApplyRecord extends English {
  apply_id: string;
  seckill_id: string;
  shop_id: string;
  time_line: number;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_image: string;
  specs: string;
  original_price: number;
  price: number;
  sold_quantity: number;
  status: SeckillApplyStatus;
  fail_reason: string;
  create_time: number;
}

/** A SKU of a group buy with its group price. */
export interface PintuanGoods extends English {
  id: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  thumbnail: string;
  sn: string;
  specs: string;
  origin_price: number;
  sales_price: number;
  enable_quantity: number;
  sold_quantity: number;
  locked_quantity: number;
}

export interface PintuanRecord extends English {
  promotion_id: string;
  shop_id: string;
  promotion_name: string;
  promotion_title: string;
  start_time: number;
  end_time: number;
  /** Group size. */
  required_num: number;
  /** Items one buyer may take; 0 = unlimited. */
  limit_num: number;
  /** Hours a group has to fill up. */
  limit_time: number;
  /** 1: a group not full in time is completed with virtual members. */
  enable_mocker: number;
  /** Closed by the shop inside its time range (it can be opened again until the range ends). */
  closed: boolean;
  goods: PintuanGoods[];
  create_time: number;
}

/** A group purchase activity of the platform (团购, api reference §6.7): shops apply to it until `join_end_time`. */
export interface GroupBuyActiveRecord extends English {
  act_id: string;
  act_name: string;
  start_time: number;
  end_time: number;
  join_end_time: number;
}

/** A shop's application to a group purchase activity with one SKU (designed: docs/api/group-buy.md). */
export interface GroupBuyRecord extends English {
  gb_id: string;
  shop_id: string;
  act_id: string;
  cat_id: string;
  gb_name: string;
  gb_title: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  thumbnail: string;
  original_price: number;
  price: number;
  goods_num: number;
  limit_num: number;
  visual_num: number;
  buy_num: number;
  remark: string;
  /** 0 waiting for review, 1 approved, 2 rejected */
  gb_status: 0 | 1 | 2;
  fail_reason?: string;
  add_time: number;
}
