/**
 * The seller's operations on an after-sales service (api reference §5.2). Each one checks its fields (400),
 * finds the service (404), asks the flow for the same operation the `allowable` flags show (500 and no change
 * when it is off), then moves the service the way §5.1 says, logs it, and applies its effects on the order,
 * the goods' stock and the refund.
 */
import { badParam, business } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { num, str } from '../../lib/values';
import type { Ctx } from '../../handlers/route';
import { enumField, moneyField, textField } from '../order/fields';
import { orderDb } from '../order/store';
import type { LineServiceStatus, OrderRecord } from '../order/types';
import { createExchangeOrder } from './exchange-order';
import { assertAllowed, sendsBack } from './flow';
import { EVENT, SYSTEM, entry, type Operator } from './logs';
import { refundRouteOf } from './refund-route';
import { BUYER_SHIPS_MS, ownService } from './service-query';
import { serviceDetail } from './service-views';
import { inStock, restock, unlock } from './stock';
import { afterSaleDb } from './store';
import type { ServiceLog, ServiceRecord } from './types';

const save = (s: ServiceRecord) => afterSaleDb().services.put(s);
const query = (ctx: Ctx) => Object.fromEntries(ctx.query.entries());
const money = (cents: number) => (cents / 100).toFixed(2);

/** Drops English texts of fields the seller has just written in one language. */
function withoutEnglish(s: ServiceRecord, ...keys: string[]) {
  const english = { ...(s.__en ?? {}) };
  keys.forEach((k) => delete english[k]);
  return english;
}

/** Who acts for the shop: the signed-in seller's account. */
const sellerOf = (ctx: Ctx): Operator => ctx.session.seller.username;

function orderOf(s: ServiceRecord): OrderRecord {
  const o = orderDb().orders.get(s.order_sn);
  if (!o) throw business(`售后服务单 ${s.sn} 的订单 ${s.order_sn} 不存在`, `the order ${s.order_sn} of after-sales service ${s.sn} does not exist`);
  return o;
}

/** The order lines of the service take an after-sales status (what the order detail shows per line). */
function markLines(s: ServiceRecord, status: LineServiceStatus): void {
  const o = orderDb().orders.get(s.order_sn);
  if (!o || s.service_type === 'ORDER_CANCEL') return;
  const skus = new Set(s.lines.map((l) => l.sku_id));
  orderDb().orders.put({ ...o, lines: o.lines.map((l) => (skus.has(l.sku_id) ? { ...l, service_status: status } : l)) });
}

/** The order's own cancellation request follows an ORDER_CANCEL service. */
function markCancel(s: ServiceRecord, change: Partial<OrderRecord>): void {
  const o = orderDb().orders.get(s.order_sn);
  if (o && s.service_type === 'ORDER_CANCEL') orderDb().orders.put({ ...o, ...change });
}

/** A finished service: the returned lines are done, a cancelled order is cancelled. */
function complete(s: ServiceRecord, logs: ServiceLog[], now: number): ServiceRecord {
  markLines(s, 'COMPLETE');
  const o = orderDb().orders.get(s.order_sn);
  if (o && s.service_type === 'ORDER_CANCEL') {
    markCancel(s, {
      order_status: 'CANCELLED',
      service_status: 'COMPLETE',
      cancel_from: o.order_status,
      cancel_time: now,
      cancel_reason: `买家申请取消：${s.reason}`,
      __en: { ...o.__en, cancel_reason: `Cancelled at the buyer's request: ${s.__en?.reason ?? s.reason}` },
    });
  }
  return { ...s, service_status: 'COMPLETED', logs: [...logs, entry(now, EVENT.completed, SYSTEM)] };
}

/** An exchange or a re-send gets its new order when the goods are in stock; otherwise it waits in ERROR_EXCEPTION. */
function exchange(s: ServiceRecord, logs: ServiceLog[], now: number): ServiceRecord {
  const needs = s.lines.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, num: l.return_num }));
  if (!inStock(needs)) return { ...s, service_status: 'ERROR_EXCEPTION', logs: [...logs, entry(now, EVENT.orderFailed, SYSTEM)] };
  const order = createExchangeOrder(s, orderOf(s), now);
  return complete({ ...s, new_order_sn: order.sn }, [...logs, entry(now, EVENT.orderCreated(order.sn), SYSTEM)], now);
}

/** `POST audit/{sn}` (query `audit_status`, `refund_price`, `return_addr`, `audit_remark`). */
export function audit(ctx: Ctx) {
  const q = query(ctx);
  const result = enumField(q, 'audit_status', '审核结果', ['PASS', 'REFUSE'] as const);
  const remark = textField(q, 'audit_remark', '审核备注', 200, result === 'REFUSE');
  const s = ownService(ctx, ctx.params.sn);
  assertAllowed(s, 'AUDIT');
  const now = nowSeconds();
  const seller = sellerOf(ctx);
  if (result === 'REFUSE') {
    markLines(s, 'REFUSE');
    markCancel(s, { service_status: 'NOT_APPLY' });
    return serviceDetail(
      save({ ...s, service_status: 'REFUSE', audit_remark: remark, logs: [...s.logs, entry(now, EVENT.refuse(remark), seller)], __en: withoutEnglish(s, 'audit_remark') }),
    );
  }
  let refund = s.refund;
  if (refund) {
    const cents = moneyField(q, 'refund_price', '退款金额');
    if (cents > refund.refund_cents) {
      throw badParam(`refund_price（退款金额）不能大于买家实付的 ${money(refund.refund_cents)} 元`, `refund_price cannot exceed the ${money(refund.refund_cents)} the buyer paid`);
    }
    refund = { ...refund, agree_cents: cents };
  }
  const returnAddr = sendsBack(s.service_type) ? textField(q, 'return_addr', '退货地址', 200, true) : '';
  markLines(s, 'PASS');
  markCancel(s, { service_status: 'PASS' });
  const logs = [...s.logs, entry(now, EVENT.pass(refund?.agree_cents), seller)];
  const passed: ServiceRecord = { ...s, service_status: 'PASS', audit_remark: remark, return_addr: returnAddr, refund, logs, __en: withoutEnglish(s, 'audit_remark') };
  // The buyer of a return or an exchange sends the goods back; a re-send gets its new order at once.
  if (sendsBack(s.service_type)) passed.buyer_ships_at_ms = Date.now() + BUYER_SHIPS_MS;
  return serviceDetail(save(s.service_type === 'SUPPLY_AGAIN_GOODS' ? exchange(passed, logs, now) : passed));
}

interface StorageItem {
  sku_id: string;
  storage_num: number;
}

/** The storage list of a put-in: one entry per line of the service, each stored number from 0 to what came back. */
function storageOf(body: Record<string, unknown>, s: ServiceRecord): Map<string, number> {
  const items = body.storage_list;
  if (!Array.isArray(items) || !items.length) throw badParam('storage_list（入库商品）不能为空', 'storage_list is required');
  const stored = new Map<string, number>();
  for (const raw of items as Record<string, unknown>[]) {
    const item: StorageItem = { sku_id: str(raw?.sku_id), storage_num: num(raw?.storage_num) ?? NaN };
    const line = s.lines.find((l) => l.sku_id === item.sku_id);
    if (!line) throw badParam(`storage_list 中的 sku_id ${item.sku_id} 不属于售后服务单 ${s.sn}`, `storage_list names sku_id ${item.sku_id}, which is not a line of service ${s.sn}`);
    if (!Number.isInteger(item.storage_num) || item.storage_num < 0 || item.storage_num > line.return_num) {
      throw badParam(`storage_num（入库数量）必须是 0 到 ${line.return_num} 的整数`, `storage_num must be a whole number from 0 to ${line.return_num}`);
    }
    stored.set(line.sku_id, item.storage_num);
  }
  if (stored.size !== s.lines.length) throw badParam('storage_list 必须包含售后服务单的每个商品', 'storage_list must name every line of the service');
  if ([...stored.values()].every((n) => n === 0)) throw badParam('入库数量不能全部为 0', 'at least one item must be put in storage');
  return stored;
}

/** `POST put-in/warehouse` (JSON `{service_sn, remark, storage_list}`); the supplier call only for supplier services. */
export const putIn = (supplierOnly: boolean) => async (ctx: Ctx) => {
  const body = await ctx.fields();
  const sn = str(body.service_sn).trim();
  if (!sn) throw badParam('service_sn（售后服务单号）不能为空', 'service_sn is required');
  const remark = textField(body, 'remark', '入库备注', 200);
  const s = ownService(ctx, sn, supplierOnly);
  const stored = storageOf(body, s);
  assertAllowed(s, 'PUT_IN');
  const now = nowSeconds();
  const lines = s.lines.map((l) => ({ ...l, storage_num: stored.get(l.sku_id) ?? 0 }));
  const stock = lines.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, num: l.storage_num }));
  // Goods that never left the warehouse (a cancelled order not yet shipped) are only unlocked.
  if (s.service_type === 'ORDER_CANCEL' && orderDb().orders.get(s.order_sn)?.ship_status === 'SHIP_NO') unlock(stock);
  else restock(stock);
  const count = lines.reduce((sum, l) => sum + l.storage_num, 0);
  const logs = [...s.logs, entry(now, EVENT.putIn(count, remark), sellerOf(ctx))];
  const storedService: ServiceRecord = { ...s, lines, stock_remark: remark, logs, service_status: 'STOCK_IN', __en: withoutEnglish(s, 'stock_remark') };
  save(s.service_type === 'CHANGE_GOODS' ? exchange(storedService, logs, now) : storedService);
};

/** `POST refund/{sn}`: an online order's refund by its payment's route; a route that cannot refund by itself waits for the platform. */
export function refund(ctx: Ctx) {
  const s = ownService(ctx, ctx.params.sn);
  assertAllowed(s, 'REFUND');
  const o = orderOf(s);
  if (o.payment_type === 'COD') {
    throw business(`售后服务单 ${s.sn} 的订单是货到付款订单，请使用线下退款（refund/cod）`, `the order of after-sales service ${s.sn} was paid on delivery: refund it offline (refund/cod)`);
  }
  const now = nowSeconds();
  const r = s.refund!;
  const route = refundRouteOf(o);
  const logs = [...s.logs, entry(now, route.way === 'BALANCE' ? EVENT.refundBalance(r.agree_cents) : EVENT.refundOriginal(r.agree_cents), sellerOf(ctx))];
  if (!route.automatic) {
    return void save({ ...s, service_status: 'WAIT_FOR_MANUAL', logs: [...logs, entry(now, EVENT.refundManual, SYSTEM)] });
  }
  const refunded = { ...s, refund: { ...r, refund_status: 'COMPLETED' as const, actual_cents: r.agree_cents, refund_time: now } };
  save(complete(refunded, [...logs, entry(now, EVENT.refunded(r.agree_cents), SYSTEM)], now));
}

/** `POST refund/cod/{sn}` (query `refund_price`, `remark`): a cash-on-delivery order's offline refund, up to the agreed amount. */
export function refundCod(ctx: Ctx) {
  const q = query(ctx);
  const cents = moneyField(q, 'refund_price', '退款金额');
  const remark = textField(q, 'remark', '退款备注', 200);
  const s = ownService(ctx, ctx.params.sn);
  assertAllowed(s, 'REFUND');
  const o = orderOf(s);
  if (o.payment_type !== 'COD') {
    throw business(`售后服务单 ${s.sn} 的订单是在线支付订单，请原路退款`, `the order of after-sales service ${s.sn} was paid online: refund it by the original route`);
  }
  const r = s.refund!;
  if (cents > r.agree_cents) {
    throw badParam(`refund_price（退款金额）不能大于同意退款的 ${money(r.agree_cents)} 元`, `refund_price cannot exceed the agreed ${money(r.agree_cents)}`);
  }
  const now = nowSeconds();
  const refunded = { ...s, refund_remark: remark, __en: withoutEnglish(s, 'refund_remark'), refund: { ...r, refund_status: 'COMPLETED' as const, actual_cents: cents, refund_time: now } };
  save(complete(refunded, [...s.logs, entry(now, EVENT.refundOffline(cents, remark), sellerOf(ctx))], now));
}

/** `POST create-order/{sn}`: the new order of an exchange or a re-send that failed; 500 while the goods are still out of stock. */
export function createOrder(ctx: Ctx) {
  const s = ownService(ctx, ctx.params.sn);
  assertAllowed(s, 'CREATE_ORDER');
  const next = exchange(s, s.logs, nowSeconds());
  if (next.service_status !== 'COMPLETED') {
    throw business(`售后服务单 ${s.sn} 的商品库存不足，新订单生成失败，请补货后重试`, `not enough stock for after-sales service ${s.sn}: restock the goods and try again`);
  }
  save(next);
}

/** `POST close/{sn}` (form `reason`, at most 150 characters). */
export async function close(ctx: Ctx) {
  const fields = { ...query(ctx), ...(await ctx.fields()) };
  const reason = textField(fields, 'reason', '关闭原因', 150, true);
  const s = ownService(ctx, ctx.params.sn);
  assertAllowed(s, 'CLOSE');
  const now = nowSeconds();
  markCancel(s, { service_status: 'NOT_APPLY' });
  save({ ...s, service_status: 'CLOSED', logs: [...s.logs, entry(now, EVENT.closed(reason), sellerOf(ctx))] });
}
