/** What the after-sales calls answer: list rows (AfterSaleRecordVO), the detail (ApplyAfterSaleVO), refund rows (RefundRecordVO). */
import { db } from '../../db/store';
import { yuan } from '../order/amounts';
import { texts } from '../order/labels';
import { orderDb } from '../order/store';
import {
  ACCOUNT_TYPE_LABEL, allowable, CREATE_CHANNEL_LABEL, REFUND_STATUS_LABEL, REFUND_WAY_LABEL, SERVICE_STATUS_LABEL, SERVICE_TYPE_LABEL,
} from './flow';
import type { ServiceLine, ServiceRecord, ServiceRefund } from './types';

function lineView(l: ServiceLine) {
  return {
    goods_id: l.goods_id,
    sku_id: l.sku_id,
    goods_name: l.goods_name,
    goods_sn: l.goods_sn,
    goods_image: l.goods_image,
    price: yuan(l.price_cents),
    ship_num: l.ship_num,
    return_num: l.return_num,
    storage_num: l.storage_num,
    // The seeded English of the values is the response's to pick, not part of the text.
    spec_json: JSON.stringify(l.spec_list, (key, value: unknown) => (key === '__en' ? undefined : value)),
    __en: l.__en,
  };
}

function labels(s: ServiceRecord) {
  return texts({
    service_type_text: SERVICE_TYPE_LABEL[s.service_type],
    service_status_text: SERVICE_STATUS_LABEL[s.service_status],
    create_channel_text: CREATE_CHANNEL_LABEL[s.create_channel],
  });
}

/** A row of `seller/after-sales`. */
export function serviceRow(s: ServiceRecord) {
  const shop = db().shops.get(s.shop_id);
  const text = labels(s);
  return {
    service_sn: s.sn,
    order_sn: s.order_sn,
    member_id: s.member_id,
    member_name: s.member_name,
    seller_id: s.shop_id,
    seller_name: shop?.shop_name ?? '',
    create_time: s.create_time,
    service_type: s.service_type,
    service_status: s.service_status,
    create_channel: s.create_channel,
    goods_list: s.lines.map(lineView),
    allowable: allowable(s),
    ...text,
    __en: { ...text.__en, ...(shop?.__en?.shop_name ? { seller_name: shop.__en.shop_name } : {}) },
  };
}

function refundView(r: ServiceRefund) {
  const text = texts({
    refund_status_text: REFUND_STATUS_LABEL[r.refund_status],
    refund_way_text: REFUND_WAY_LABEL[r.refund_way],
    account_type_text: ACCOUNT_TYPE_LABEL[r.account_type],
  });
  return {
    refund_price: yuan(r.refund_cents),
    agree_price: yuan(r.agree_cents),
    actual_price: yuan(r.actual_cents),
    refund_way: r.refund_way,
    account_type: r.account_type,
    return_account: r.return_account,
    bank_name: r.bank_name,
    bank_account_number: r.bank_account_number,
    bank_account_name: r.bank_account_name,
    bank_deposit_name: r.bank_deposit_name,
    refund_time: r.refund_time,
    refund_status: r.refund_status,
    return_point: r.return_point,
    ...text,
  };
}

/** `seller/after-sales/detail/{sn}`: the application, goods, refund, exchange address, return parcel, logs and flags. */
export function serviceDetail(s: ServiceRecord) {
  const order = orderDb().orders.get(s.order_sn);
  const text = labels(s);
  return {
    sn: s.sn,
    order_sn: s.order_sn,
    member_id: s.member_id,
    member_name: s.member_name,
    mobile: s.mobile,
    create_time: s.create_time,
    service_type: s.service_type,
    service_status: s.service_status,
    create_channel: s.create_channel,
    reason: s.reason,
    problem_desc: s.problem_desc,
    apply_vouchers: s.apply_vouchers,
    audit_remark: s.audit_remark,
    stock_remark: s.stock_remark,
    refund_remark: s.refund_remark,
    return_addr: s.return_addr,
    new_order_sn: s.new_order_sn,
    goods_list: s.lines.map(lineView),
    images: s.images.map((img) => ({ img })),
    logs: s.logs,
    refund_info: s.refund ? refundView(s.refund) : null,
    change_info: s.change_info,
    express_info: s.express,
    order_ship_status: order?.ship_status ?? '',
    order_payment_type: order?.payment_type ?? 'ONLINE',
    allowable: allowable(s),
    gift_list: [],
    ...text,
    __en: { ...s.__en, ...text.__en },
  };
}

/** A row of `seller/after-sales/refund`. */
export function refundRow(s: ServiceRecord) {
  const r = s.refund as ServiceRefund;
  const view = refundView(r);
  return {
    service_sn: s.sn,
    order_sn: s.order_sn,
    member_name: s.member_name,
    create_time: s.create_time,
    refund_price: view.refund_price,
    agree_price: view.agree_price,
    actual_price: view.actual_price,
    refund_way: r.refund_way,
    refund_status: r.refund_status,
    refund_time: r.refund_time,
    return_point: r.return_point,
    refund_status_text: view.refund_status_text,
    refund_way_text: view.refund_way_text,
    goods_list: s.lines.map(lineView),
    __en: view.__en,
  };
}
