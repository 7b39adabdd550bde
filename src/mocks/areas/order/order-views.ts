/** What the order calls answer: list rows (OrderLineVO), the detail (OrderDetailVO) and their goods lines. */
import { actualPayShares, amounts, lineSubtotal, yuan } from './amounts';
import {
  COMMENT_STATUS_LABEL, ORDER_STATUS_LABEL, ORDER_TYPE_LABEL, PAY_STATUS_LABEL, PAYMENT_TYPE_LABEL, SERVICE_STATUS_LABEL,
  SHIP_STATUS_LABEL, texts, type Label,
} from './labels';
import { receiptOfOrder, receiptRow } from './receipt-views';
import { COD_METHOD, OFFLINE_METHOD, PAYMENT_METHODS, PROMOTION_TAG } from './seed-texts';
import { COMPLAIN_TAGS } from './complaints';
import { allowable } from './state';
import { complaintDb } from './store';
import type { OrderLine, OrderRecord } from './types';

const methodLabel = (o: OrderRecord): Label | undefined =>
  o.payment_plugin_id === 'cod' ? COD_METHOD : o.payment_plugin_id === 'offline' ? OFFLINE_METHOD : PAYMENT_METHODS.find((m) => m.plugin === o.payment_plugin_id)?.name;

/** A goods line as the list's `sku_list` has it. */
function lineView(l: OrderLine) {
  return {
    goods_id: l.goods_id,
    sku_id: l.sku_id,
    name: l.name,
    sku_sn: l.sku_sn,
    goods_image: l.goods_image,
    goods_type: l.goods_type,
    original_price: yuan(l.original_cents),
    purchase_price: yuan(l.purchase_cents),
    num: l.num,
    point: l.point,
    snapshot_id: l.snapshot_id,
    spec_list: l.spec_list,
    supplier_goods: l.supplier_goods,
    __en: l.__en,
  };
}

/** The fields list rows and the detail share. */
function common(o: OrderRecord) {
  const a = amounts(o);
  const method = methodLabel(o);
  const labels = texts({
    order_status_text: ORDER_STATUS_LABEL[o.order_status],
    pay_status_text: PAY_STATUS_LABEL[o.pay_status],
    ship_status_text: SHIP_STATUS_LABEL[o.ship_status],
    service_status_text: SERVICE_STATUS_LABEL[o.service_status],
    comment_status_text: COMMENT_STATUS_LABEL[o.comment_status],
    order_type_text: ORDER_TYPE_LABEL[o.order_type],
    payment_name: PAYMENT_TYPE_LABEL[o.payment_type],
  });
  const tags = o.promotion_tags.map((key) => PROMOTION_TAG[key]);
  return {
    order_id: o.order_id,
    sn: o.sn,
    trade_sn: o.trade_sn,
    create_time: o.create_time,
    member_id: o.member_id,
    member_name: o.member_name,
    order_status: o.order_status,
    pay_status: o.pay_status,
    ship_status: o.ship_status,
    comment_status: o.comment_status,
    service_status: o.service_status,
    payment_type: o.payment_type,
    payment_method_name: o.payment_method_name,
    order_type: o.order_type,
    client_type: o.client_type,
    supplier_type: o.supplier_type,
    enterprise_id: o.enterprise_id,
    discount_price: yuan(a.discount),
    paid_point: a.points,
    modify_price: yuan(a.modify),
    goods_num: o.lines.reduce((sum, l) => sum + l.num, 0),
    ship_name: o.ship_name,
    ship_mobile: o.ship_mobile,
    ship_province: o.ship_province,
    ship_city: o.ship_city,
    ship_county: o.ship_county,
    ship_town: o.ship_town,
    ship_addr: o.ship_addr,
    logi_id: o.logi_id,
    logi_name: o.logi_name,
    ship_no: o.ship_no,
    cancel_reason: o.cancel_reason,
    remark: o.remark,
    need_receipt: o.need_receipt,
    promotion_tags: tags.map(([zh]) => zh),
    ...labels,
    order_operate_allowable_vo: allowable(o),
    __en: {
      ...labels.__en,
      ...o.__en,
      ...(method ? { payment_method_name: method[1] } : {}),
      promotion_tags: tags.map(([, en]) => en),
    },
  };
}

/** A row of `seller/trade/orders` (OrderLineVO). */
export function orderRow(o: OrderRecord) {
  const a = amounts(o);
  return { ...common(o), order_amount: yuan(a.order), shipping_amount: yuan(a.shipping), sku_list: o.lines.map(lineView) };
}

/** A line's complaint state: APPLYING while a complaint is open, COMPLETE once decided, EXPIRED after the after-sales window. */
function complainStatusOf(o: OrderRecord): (line: OrderLine) => string {
  const complaints = complaintDb().complaints.all().filter((c) => c.order_sn === o.sn && c.shop_id === o.shop_id);
  return (line) => {
    const own = complaints.filter((c) => c.sku_id === line.sku_id);
    if (own.some((c) => COMPLAIN_TAGS.COMPLAINING(c.status))) return 'APPLYING';
    if (own.some((c) => c.status === 'COMPLETE')) return 'COMPLETE';
    return line.service_status === 'EXPIRED' ? 'EXPIRED' : 'NO_APPLY';
  };
}

function receiptOrNull(sn: string) {
  const receipt = receiptOfOrder(sn);
  return receipt ? receiptRow(receipt) : null;
}

/** `seller/trade/orders/{sn}` (OrderDetailVO): every OrderDO field, the price breakdown, goods lines, gifts, discounts. */
export function orderDetail(o: OrderRecord) {
  const a = amounts(o);
  const shares = actualPayShares(o);
  const complainStatus = complainStatusOf(o);
  const base = common(o);
  return {
    ...base,
    payment_plugin_id: o.payment_plugin_id,
    payment_time: o.payment_time,
    pay_money: yuan(a.paid),
    need_pay_money: yuan(o.order_status === 'CANCELLED' ? 0 : Math.max(0, a.order - a.paid)),
    balance: 0,
    ship_tel: o.ship_tel,
    ship_zip: o.ship_zip,
    receive_time: o.receive_time,
    ship_province_id: o.ship_province_id,
    ship_city_id: o.ship_city_id,
    ship_county_id: o.ship_county_id,
    ship_town_id: o.ship_town_id,
    ship_country_code: 'CN',
    ship_country_name: '中国',
    order_price: yuan(a.order),
    goods_price: yuan(a.goods),
    goods_original_total_price: yuan(a.original),
    shipping_price: yuan(a.shipping),
    coupon_price: yuan(a.coupon),
    full_minus: yuan(a.fullMinus),
    cash_back: yuan(a.discount - a.coupon),
    use_point: o.use_point,
    gift_point: o.gift_point,
    gift_coupon: null,
    weight: Math.round(o.lines.reduce((sum, l) => sum + l.weight * l.num, 0) * 1000) / 1000,
    ship_time: o.ship_time,
    signing_time: o.signing_time,
    complete_time: o.complete_time,
    cancel_time: o.cancel_time,
    expect_time: 0,
    apply_title: o.apply?.apply_title ?? '',
    apply_reason: o.apply?.apply_reason ?? '',
    apply_remark: o.apply?.apply_remark ?? '',
    receipt_history: receiptOrNull(o.sn),
    order_sku_list: o.lines.map((l, i) => ({
      ...lineView(l),
      subtotal: yuan(lineSubtotal(l)),
      actual_pay_total: yuan(shares[i]),
      service_status: l.service_status,
      complain_status: complainStatus(l),
      service_status_text: SERVICE_STATUS_LABEL[l.service_status][0],
      __en: { ...l.__en, service_status_text: SERVICE_STATUS_LABEL[l.service_status][1] },
    })),
    gift_list: o.gifts.map((g) => ({ gift_id: g.gift_id, gift_name: g.gift_name, gift_price: yuan(g.gift_cents), gift_img: g.gift_img, __en: g.__en })),
    order_discount_list: o.discounts.map((d) => ({ promotion_id: d.promotion_id, promotion_name: d.promotion_name, discount_type: d.kind, discount_amount: yuan(d.cents), __en: d.__en })),
    __en: { ...base.__en, ...(o.apply?.__en ?? {}), ship_country_name: 'China' },
  };
}
