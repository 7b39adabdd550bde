/** Bilingual labels of the order enums (api reference §4.1; seller console spec §3 order status labels). */
import type { OrderTag } from './state';
import type {
  ClientType, CommentStatus, LineServiceStatus, OrderServiceStatus, OrderStatus, OrderType, PayStatus, PaymentType,
  ReceiveTime, ShipStatus,
} from './types';

export type Label = readonly [zh: string, en: string];

export const ORDER_STATUS_LABEL: Record<OrderStatus, Label> = {
  NEW: ['新订单', 'New'],
  INTODB_ERROR: ['出库失败', 'Stock-out failed'],
  BALANCE_ERROR: ['预存款扣减失败', 'Deposit deduction failed'],
  CONFIRM: ['已确认', 'Confirmed'],
  PAID_OFF: ['已付款', 'Paid'],
  FORMED: ['已成团', 'Group formed'],
  SHIPPED: ['已发货', 'Shipped'],
  ROG: ['已收货', 'Received'],
  COMPLETE: ['已完成', 'Completed'],
  CANCELLED: ['已取消', 'Cancelled'],
  AFTER_SERVICE: ['售后中', 'In after-sales'],
};

export const PAY_STATUS_LABEL: Record<PayStatus, Label> = {
  PAY_NO: ['未付款', 'Unpaid'],
  PAY_PARTIAL: ['部分付款', 'Partly paid'],
  PAY_YES: ['已付款', 'Paid'],
};

export const SHIP_STATUS_LABEL: Record<ShipStatus, Label> = {
  SHIP_NO: ['未发货', 'Not shipped'],
  SHIP_YES: ['已发货', 'Shipped'],
  SHIP_ROG: ['已收货', 'Received'],
};

export const COMMENT_STATUS_LABEL: Record<CommentStatus, Label> = {
  UNFINISHED: ['未评论', 'Not reviewed'],
  WAIT_CHASE: ['待追评', 'Awaiting follow-up review'],
  FINISHED: ['已评论', 'Reviewed'],
};

export const SERVICE_STATUS_LABEL: Record<OrderServiceStatus | LineServiceStatus, Label> = {
  NOT_APPLY: ['未申请', 'Not requested'],
  APPLY: ['已申请', 'Requested'],
  PASS: ['审核通过', 'Approved'],
  REFUSE: ['审核未通过', 'Refused'],
  COMPLETE: ['已完成', 'Completed'],
  EXPIRED: ['已失效', 'No longer available'],
};

export const PAYMENT_TYPE_LABEL: Record<PaymentType, Label> = {
  ONLINE: ['在线支付', 'Online payment'],
  COD: ['货到付款', 'Cash on delivery'],
};

export const ORDER_TYPE_LABEL: Record<OrderType, Label> = {
  NORMAL: ['普通订单', 'Normal order'],
  PINTUAN: ['拼团订单', 'Group-buy order'],
  CHANGE: ['换货订单', 'Exchange order'],
};

export const CLIENT_TYPE_LABEL: Record<ClientType, Label> = {
  PC: ['PC 端', 'PC'],
  WAP: ['移动端', 'Mobile web'],
  MINI: ['小程序', 'Mini program'],
  NATIVE: ['原生App', 'Native app'],
  REACT: ['React Native', 'React Native'],
};

export const RECEIVE_TIME_LABEL: Record<ReceiveTime, Label> = {
  ANY_TIME: ['任意时间', 'Any time'],
  WORKDAY: ['仅工作日', 'Workdays only'],
  WEEKEND: ['仅周末', 'Weekends only'],
};

/**
 * Text fields in Chinese, with their English in `__en` (answered for `language: en-US`).
 *   texts({ order_status_text: ORDER_STATUS_LABEL.NEW }) → { order_status_text: '新订单', __en: { order_status_text: 'New' } }
 */
export function texts<K extends string>(fields: Record<K, Label>): Record<K, string> & { __en: Record<K, string> } {
  const zh = {} as Record<K, string>;
  const en = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    zh[key] = fields[key][0];
    en[key] = fields[key][1];
  }
  return Object.assign(zh, { __en: en });
}

/** A label in the request's language. */
export const say = (label: Label, english: boolean) => (english ? label[1] : label[0]);

/** The list tabs (`order_status` / `tag` filter values). */
export const ORDER_TAG_LABEL: Record<OrderTag, Label> = {
  ALL: ['全部', 'All'],
  WAIT_PAY: ['待付款', 'Awaiting payment'],
  WAIT_SHIP: ['待发货', 'Awaiting shipment'],
  WAIT_ROG: ['待收货', 'Awaiting receipt'],
  CANCELLED: ['已取消', 'Cancelled'],
  COMPLETE: ['已完成', 'Completed'],
  WAIT_COMMENT: ['待评论', 'Awaiting review'],
  WAIT_CHASE: ['待追评', 'Awaiting follow-up review'],
  REFUND: ['售后中', 'In after-sales'],
};
