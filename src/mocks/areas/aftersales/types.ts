/**
 * Records of the after-sales area (api reference §5). Money is kept in integer cents (`*_cents`) and written as
 * yuan with 2 decimals by the views; ids are decimal strings; times are unix seconds; `__en` holds English texts.
 */
import type { English, SpecValue } from '../../db/types';

export type ServiceType = 'RETURN_GOODS' | 'CHANGE_GOODS' | 'SUPPLY_AGAIN_GOODS' | 'ORDER_CANCEL';
export type ServiceStatus =
  | 'APPLY' | 'PASS' | 'REFUSE' | 'FULL_COURIER' | 'WAIT_FOR_MANUAL' | 'STOCK_IN' | 'REFUNDING' | 'REFUNDFAIL' | 'COMPLETED'
  | 'CLOSED' | 'ERROR_EXCEPTION';
export type RefundStatus = 'APPLY' | 'REFUNDING' | 'REFUNDFAIL' | 'COMPLETED';
export type RefundWay = 'ORIGINAL' | 'OFFLINE' | 'BALANCE';
export type AccountType = 'ALIPAY' | 'WEIXINPAY' | 'UNIONPAY' | 'BALANCE' | 'BANKTRANSFER';
export type CreateChannel = 'NORMAL' | 'PINTUAN';

/** A goods line of a service: what was shipped, what the buyer sends back (or misses), what the seller stored. */
export interface ServiceLine extends English {
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_sn: string;
  goods_image: string;
  price_cents: number;
  ship_num: number;
  return_num: number;
  /** Set when the seller puts the goods in storage. */
  storage_num: number | null;
  spec_list: SpecValue[];
}

export interface ServiceLog extends English {
  log_time: number;
  log_detail: string;
  operator: string;
}

/** What the buyer gets back (RETURN_GOODS and ORDER_CANCEL): asked, agreed at the audit, actually paid back. */
export interface ServiceRefund {
  refund_cents: number;
  agree_cents: number;
  actual_cents: number;
  refund_way: RefundWay;
  account_type: AccountType;
  return_account: string;
  bank_name: string;
  bank_account_number: string;
  bank_account_name: string;
  bank_deposit_name: string;
  refund_time: number;
  refund_status: RefundStatus;
  /** Points given back with the refund (points goods). */
  return_point: number;
}

/** Where the exchanged or re-sent goods go (CHANGE_GOODS, SUPPLY_AGAIN_GOODS). */
export interface ChangeInfo {
  ship_name: string;
  ship_mobile: string;
  province: string;
  city: string;
  county: string;
  town: string;
  ship_addr: string;
}

/** The buyer's parcel sending the goods back. */
export interface ReturnExpress {
  courier_company_id: string;
  courier_company: string;
  courier_number: string;
  ship_time: number;
}

export interface ServiceRecord extends English {
  sn: string;
  order_sn: string;
  shop_id: string;
  /** 1 when the order is one the supplier shop fulfils (`seller/after-sales/supplier*`). */
  supplier: number;
  member_id: string;
  member_name: string;
  mobile: string;
  create_time: number;
  service_type: ServiceType;
  service_status: ServiceStatus;
  create_channel: CreateChannel;
  reason: string;
  problem_desc: string;
  apply_vouchers: string;
  images: string[];
  audit_remark: string;
  stock_remark: string;
  refund_remark: string;
  return_addr: string;
  new_order_sn: string;
  lines: ServiceLine[];
  logs: ServiceLog[];
  refund: ServiceRefund | null;
  change_info: ChangeInfo | null;
  express: ReturnExpress | null;
  /**
   * The demo buyer's side of PASS → FULL_COURIER: after the seller approves a return or an exchange the buyer
   * sends the goods back at this time (ms since the epoch; 0 when nothing is scheduled).
   */
  buyer_ships_at_ms: number;
}

export type ReplyStatus = 'YES' | 'NO';
export type AuthStatus = 'WAIT_AUDIT' | 'PASS_AUDIT' | 'REFUSE_AUDIT';

/** A buyer's question about a goods (MemberAsk), with the shop's reply. */
export interface AskRecord extends English {
  ask_id: string;
  shop_id: string;
  goods_id: string;
  goods_name: string;
  goods_img: string;
  member_id: string;
  member_name: string;
  member_face: string;
  content: string;
  create_time: number;
  reply: string;
  reply_time: number;
  reply_status: ReplyStatus;
  auth_status: AuthStatus;
  anonymous: ReplyStatus;
}

/** Another member's answer to a question (AskReplyDO); a member invited to answer who has not yet has `reply_status` NO. */
export interface AskReplyRecord extends English {
  id: string;
  ask_id: string;
  member_id: string;
  member_name: string;
  content: string;
  reply_time: number;
  anonymous: ReplyStatus;
  auth_status: AuthStatus;
  reply_status: ReplyStatus;
}

export type NoticeType = 'GOODS' | 'ORDER' | 'AFTERSALE';

/** A station notice to the shop (ShopNoticeLogDO). */
export interface NoticeRecord extends English {
  id: string;
  shop_id: string;
  type: NoticeType;
  notice_content: string;
  send_time: number;
  is_read: 0 | 1;
}
