/**
 * Records of the order area (api reference §4, §8.4). Money is kept in integer cents (`*_cents`) and written
 * as yuan with 2 decimals by the views; ids are decimal strings; times are unix seconds.
 */
import type { English, GoodsType, SpecValue } from '../../db/types';

export type OrderStatus =
  | 'NEW' | 'INTODB_ERROR' | 'BALANCE_ERROR' | 'CONFIRM' | 'PAID_OFF' | 'FORMED' | 'SHIPPED' | 'ROG' | 'COMPLETE'
  | 'CANCELLED' | 'AFTER_SERVICE';
export type PayStatus = 'PAY_NO' | 'PAY_PARTIAL' | 'PAY_YES';
export type ShipStatus = 'SHIP_NO' | 'SHIP_YES' | 'SHIP_ROG';
export type CommentStatus = 'UNFINISHED' | 'WAIT_CHASE' | 'FINISHED';
/** Order-level after-sales status: the buyer's request to cancel a paid order. */
export type OrderServiceStatus = 'NOT_APPLY' | 'APPLY' | 'PASS' | 'COMPLETE' | 'EXPIRED';
/** After-sales status of one order line. */
export type LineServiceStatus = 'NOT_APPLY' | 'APPLY' | 'PASS' | 'REFUSE' | 'COMPLETE' | 'EXPIRED';
export type PaymentType = 'ONLINE' | 'COD';
export type OrderType = 'NORMAL' | 'PINTUAN' | 'CHANGE';
export type ClientType = 'PC' | 'WAP' | 'MINI' | 'NATIVE' | 'REACT';
export type ReceiveTime = 'ANY_TIME' | 'WORKDAY' | 'WEEKEND';
/** Promotions an order used (its `promotion_tags`, written as labels). */
export type PromotionTag = 'singleCut' | 'seckill' | 'pintuan' | 'point' | 'fullMinus' | 'fullGive' | 'coupon';

export interface OrderLine extends English {
  goods_id: string;
  sku_id: string;
  name: string;
  sku_sn: string;
  goods_image: string;
  goods_type: GoodsType;
  /** The SKU's price when ordered, and the unit price paid after goods-level promotions. */
  original_cents: number;
  purchase_cents: number;
  num: number;
  /** Points paid per unit (points goods). */
  point: number;
  snapshot_id: string;
  spec_list: SpecValue[];
  /** 1 when the goods comes from a supplier (goods source_type SUPPLIER). */
  supplier_goods: number;
  /** Kilograms per unit. */
  weight: number;
  service_status: LineServiceStatus;
}

export type DiscountKind = 'FULL_MINUS' | 'COUPON' | 'EXCHANGE';

/** An order-level discount (order_discount_list); their sum is the order's discount_price. */
export interface OrderDiscount extends English {
  promotion_id: string;
  promotion_name: string;
  kind: DiscountKind;
  cents: number;
}

export interface OrderGift extends English {
  gift_id: string;
  gift_name: string;
  gift_cents: number;
  gift_img: string;
}

/** A parcel sent (orders are shipped whole: a parcel holds every line of its order). */
export interface DeliveryRecord {
  logistics_id: string;
  logistics_name: string;
  delivery_sn: string;
  ship_time: number;
}

/** The buyer's request to cancel a paid order (service_status APPLY … COMPLETE). */
export interface CancelApply extends English {
  apply_title: string;
  apply_reason: string;
  apply_remark: string;
}

export interface Consignee {
  ship_name: string;
  ship_mobile: string;
  ship_tel: string;
  ship_zip: string;
  ship_addr: string;
  ship_province_id: string;
  ship_province: string;
  ship_city_id: string;
  ship_city: string;
  ship_county_id: string;
  ship_county: string;
  /** '0' / '' when the region has no fourth level. */
  ship_town_id: string;
  ship_town: string;
  receive_time: ReceiveTime;
}

export interface OrderRecord extends Consignee, English {
  order_id: string;
  sn: string;
  trade_sn: string;
  shop_id: string;
  /** 1 = an order the supplier shop fulfils for a reselling shop (`seller/trade/orders/supplier*`). */
  supplier_type: number;
  member_id: string;
  member_name: string;
  order_type: OrderType;
  payment_type: PaymentType;
  client_type: ClientType;
  order_status: OrderStatus;
  pay_status: PayStatus;
  ship_status: ShipStatus;
  comment_status: CommentStatus;
  service_status: OrderServiceStatus;
  /** The status the order was cancelled from (draws the cancelled flow). */
  cancel_from: OrderStatus | '';
  payment_plugin_id: string;
  payment_method_name: string;
  create_time: number;
  payment_time: number;
  ship_time: number;
  signing_time: number;
  complete_time: number;
  cancel_time: number;
  remark: string;
  lines: OrderLine[];
  shipping_cents: number;
  discounts: OrderDiscount[];
  /** The seller's price adjustment: order_price = goods + shipping − discounts + modify. */
  modify_cents: number;
  paid_cents: number;
  promotion_tags: PromotionTag[];
  gifts: OrderGift[];
  gift_point: number;
  use_point: number;
  need_receipt: number;
  /** '0' = not an enterprise purchase. */
  enterprise_id: string;
  ship_no: string;
  logi_id: string;
  logi_name: string;
  deliveries: DeliveryRecord[];
  cancel_reason: string;
  apply: CancelApply | null;
}

/** A redeem code of a virtual-goods order (one per unit bought). */
export interface RedeemCodeRecord {
  redeem_code: string;
  shop_id: string;
  order_sn: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  use_redeem: number;
  use_time: number;
  expired_time: number;
}
