/**
 * The seller's operations on an order. Each one checks its fields (400), finds the order (404), asks the
 * state machine for the same flag the reads show (500 and no change when it is off), then moves the order
 * the way the flow says and applies the stock effect.
 */
import { badParam, business, notFound, text, what } from '../../lib/errors';
import { parseJsonText } from '../../lib/json';
import { nowSeconds } from '../../lib/runtime';
import { str } from '../../lib/values';
import type { Ctx } from '../../handlers/route';
import { amounts, basePrice, yuan } from './amounts';
import { enumField, idField, moneyField, textField, trackingNo } from './fields';
import { RECEIVE_TIME_LABEL } from './labels';
import { usableCompany } from './logistics-model';
import { ownOrder } from './order-query';
import { regionFields } from './regions';
import { assertAllowed } from './state';
import { deliverStock, releaseStock } from './stock';
import { orderDb } from './store';
import type { OrderRecord, ReceiveTime } from './types';

const save = (o: OrderRecord) => orderDb().orders.put(o);

/** Drops English texts of fields the seller has just rewritten in one language. */
const withoutEnglish = (o: OrderRecord, ...keys: string[]) => {
  const english = { ...(o.__en ?? {}) };
  keys.forEach((k) => delete english[k]);
  return english;
};

/** `POST {sn}/delivery`: SHIPPED, SHIP_YES, the parcel recorded, the goods out of real stock. */
export async function ship(ctx: Ctx): Promise<void> {
  const f = await ctx.fields();
  const shipNo = trackingNo(f, 'ship_no');
  const logiId = idField(f, 'logi_id', '物流公司');
  const logiName = textField(f, 'logi_name', '物流公司名称', 50);
  const o = ownOrder(ctx, ctx.params.sn);
  assertAllowed(o, 'allow_ship');
  const company = usableCompany(ctx.session.shopId, logiId);
  const now = nowSeconds();
  const name = logiName || company.name;
  save({
    ...o,
    order_status: 'SHIPPED',
    ship_status: 'SHIP_YES',
    ship_no: shipNo,
    logi_id: company.id,
    logi_name: name,
    ship_time: now,
    deliveries: [...o.deliveries, { logistics_id: company.id, logistics_name: name, delivery_sn: shipNo, ship_time: now }],
  });
  deliverStock(o.lines);
}

/** `PUT {sn}/price`: the new order price; the difference to the computed price is kept as `modify_price`. */
export async function adjustPrice(ctx: Ctx): Promise<void> {
  const cents = moneyField(await ctx.fields(), 'order_price', '订单价格');
  const o = ownOrder(ctx, ctx.params.sn);
  assertAllowed(o, 'allow_edit_price');
  save({ ...o, modify_cents: cents - basePrice(o) });
}

/** `POST {sn}/pay`: the seller confirms the payment; cash on delivery is then complete, as its flow says. */
export async function confirmPayment(ctx: Ctx): Promise<void> {
  const cents = moneyField(await ctx.fields(), 'pay_price', '付款金额');
  const o = ownOrder(ctx, ctx.params.sn);
  assertAllowed(o, 'allow_pay');
  const due = amounts(o).order - o.paid_cents;
  if (cents !== due) {
    throw business(`付款金额 ¥${yuan(cents).toFixed(2)} 与订单应付金额 ¥${yuan(due).toFixed(2)} 不一致`, `the payment (¥${yuan(cents).toFixed(2)}) differs from the amount due (¥${yuan(due).toFixed(2)})`);
  }
  const now = nowSeconds();
  const cod = o.payment_type === 'COD';
  save({
    ...o,
    order_status: cod ? 'COMPLETE' : 'PAID_OFF',
    pay_status: 'PAY_YES',
    paid_cents: o.paid_cents + cents,
    payment_time: now,
    payment_plugin_id: cod ? 'cod' : 'offline',
    payment_method_name: cod ? '货到付款' : '线下支付',
    complete_time: cod ? now : o.complete_time,
  });
}

/** `POST {sn}/cancel`: CANCELLED with the reason; the locked stock is sold again. */
export async function cancel(ctx: Ctx): Promise<void> {
  const reason = textField(await ctx.fields(), 'reason', '取消原因', 200, true);
  const o = ownOrder(ctx, ctx.params.sn);
  assertAllowed(o, 'allow_cancel');
  save({ ...o, order_status: 'CANCELLED', cancel_from: o.order_status, cancel_reason: reason, cancel_time: nowSeconds(), __en: withoutEnglish(o, 'cancel_reason') });
  releaseStock(o.lines);
}

/** The `region` field: a region id, or the region picker's JSON (`{region_type: 0, internal_region_id}`). */
function regionId(value: unknown): string {
  const raw = str(value).trim();
  if (!raw) throw badParam('region（地区）不能为空', 'region is required');
  if (!raw.startsWith('{')) return raw;
  let picked: Record<string, unknown>;
  try {
    picked = parseJsonText(raw) as Record<string, unknown>;
  } catch {
    throw badParam('region（地区）格式不正确', 'region must be a region id');
  }
  if (str(picked.region_type) === '1') throw badParam('region 仅支持国内地区', 'region: only regions of China can be chosen');
  return str(picked.internal_region_id).trim();
}

const MOBILE = /^1\d{10}$/;

/** `PUT {sn}/address`: the consignee, answered as OrderConsigneeVO. */
export async function editConsignee(ctx: Ctx) {
  const f = await ctx.fields();
  const shipName = textField(f, 'ship_name', '收货人', 20, true);
  const shipMobile = textField(f, 'ship_mobile', '手机号码', 11, true);
  if (!MOBILE.test(shipMobile)) throw badParam('ship_mobile（手机号码）格式不正确', 'ship_mobile must be an 11-digit mobile number');
  const shipAddr = textField(f, 'ship_addr', '详细地址', 100, true);
  const shipTel = textField(f, 'ship_tel', '固定电话', 20);
  const remark = textField(f, 'remark', '订单备注', 200);
  const receiveTime = enumField<ReceiveTime>(f, 'receive_time', '送货时间', Object.keys(RECEIVE_TIME_LABEL) as ReceiveTime[], 'ANY_TIME');
  const id = regionId(f.region);
  const region = regionFields(id);
  if (!region) throw notFound(what.region, id);
  const o = ownOrder(ctx, ctx.params.sn);
  assertAllowed(o, 'allow_edit_consignee');
  const saved = save({
    ...o,
    ...region,
    ship_name: shipName,
    ship_mobile: shipMobile,
    ship_tel: shipTel,
    ship_addr: shipAddr,
    receive_time: receiveTime,
    remark,
    __en: remark === o.remark ? o.__en : withoutEnglish(o, 'remark'),
  });
  return {
    order_sn: saved.sn,
    ship_name: saved.ship_name,
    ship_mobile: saved.ship_mobile,
    ship_tel: saved.ship_tel,
    ship_addr: saved.ship_addr,
    ship_zip: saved.ship_zip,
    receive_time: saved.receive_time,
    remark: saved.remark,
    province_id: saved.ship_province_id,
    province: saved.ship_province,
    city_id: saved.ship_city_id,
    city: saved.ship_city,
    county_id: saved.ship_county_id,
    county: saved.ship_county,
    town_id: saved.ship_town_id,
    town: saved.ship_town,
  };
}

const REDEEM_CODE = text('兑换码', 'Redeem code');

/** `PUT use/virtual`: redeems one code once; the order completes when its last code is redeemed. */
export async function redeem(ctx: Ctx): Promise<void> {
  const code = textField(await ctx.fields(), 'redeem_code', '兑换码', 32, true).toUpperCase();
  const { redeemCodes, orders } = orderDb();
  const record = redeemCodes.get(code);
  if (!record || record.shop_id !== ctx.session.shopId) throw notFound(REDEEM_CODE, code);
  if (record.use_redeem === 1) throw business(`兑换码 ${code} 已核销，不能重复使用`, `redeem code ${code} has already been used`);
  const now = nowSeconds();
  if (record.expired_time < now) throw business(`兑换码 ${code} 已过期`, `redeem code ${code} has expired`);
  const o = orders.get(record.order_sn) as OrderRecord;
  if (o.order_status !== 'PAID_OFF' || o.service_status === 'APPLY') {
    throw business(`订单 ${o.sn} 当前状态不能核销兑换码`, `the codes of order ${o.sn} cannot be redeemed in its current state`);
  }
  redeemCodes.put({ ...record, use_redeem: 1, use_time: now });
  deliverStock([{ goods_id: record.goods_id, sku_id: record.sku_id, num: 1 }]);
  const open = redeemCodes.all().some((r) => r.order_sn === o.sn && r.use_redeem === 0);
  if (!open) save({ ...o, order_status: 'COMPLETE', ship_status: 'SHIP_ROG', signing_time: now, complete_time: now });
}
