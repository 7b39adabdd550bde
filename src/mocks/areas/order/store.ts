/**
 * The order area's tables (`defineArea`), each seeded the first time a call needs it after a start or a reset
 * and journaled like the core tables. Comments, bills, receipts and complaints are derived from the seeded
 * orders (computed once per store), not from the orders' current state, so their seed is the same on every
 * start whatever the journal holds. A new `orderCount` demo setting reseeds the store.
 */
import { defineArea, resetDemoStore, type DemoStore } from '../../db/store';
import { nowSeconds } from '../../lib/runtime';
import { getDemoSettings, onDemoSettingsChange } from '../../settings';
import { seedBills, type BillItemRecord, type BillRecord } from './bills';
import { seedComments, type CommentRecord } from './comments';
import { seedComplaints, type ComplaintRecord } from './complaints';
import { seedShopLogistics, type CainiaoSettingRecord, type ShopLogisticsRecord } from './logistics-data';
import { QUOTATION_ID_BASE, seedQuotations, type QuotationRecord } from './quotations';
import { seedReceipts, type ReceiptRecord } from './receipts';
import { seedOrders, seedRecentOrders, seedWindowOrders, type OrderSeed } from './seed-orders';
import type { OrderRecord, RedeemCodeRecord } from './types';

const seeds = new WeakMap<DemoStore, OrderSeed>();

/** The seeded orders of the current store (a reset makes a new core store, so a new seed). */
function orderSeed(core: DemoStore): OrderSeed {
  let seed = seeds.get(core);
  if (!seed) seeds.set(core, (seed = seedOrders(core, getDemoSettings().orderCount)));
  return seed;
}

/**
 * The seeded orders (up to BASE_TIME), then the orders placed since, up to the time the store is built (so the
 * list reaches today; see `seedRecentOrders`), then the orders that fill the statistics' window up to the
 * history's count of each day (`seedWindowOrders`). The other tables derive from the seeded orders only.
 */
export const orderDb = defineArea('orders', (table, core) => {
  const orders = table<OrderRecord>('orders', (r) => r.sn);
  const redeemCodes = table<RedeemCodeRecord>('orderRedeemCodes', (r) => r.redeem_code);
  const seed = orderSeed(core);
  const now = nowSeconds();
  const recent = seedRecentOrders(core, now, new Set(seed.redeemCodes.map((r) => r.redeem_code)));
  const filled = seedWindowOrders(core, now, seed.orders, new Set([...seed.redeemCodes, ...recent.redeemCodes].map((r) => r.redeem_code)));
  for (const part of [seed, recent, filled]) {
    part.orders.forEach((r) => orders.load(r));
    part.redeemCodes.forEach((r) => redeemCodes.load(r));
  }
  return { orders, redeemCodes };
});

export const commentDb = defineArea('order-comments', (table, core) => {
  const comments = table<CommentRecord>('orderComments', (r) => r.comment_id);
  const seed = seedComments(orderSeed(core).orders);
  seed.comments.forEach((r) => comments.load(r));
  return { comments, lastId: seed.lastId };
});

export const billDb = defineArea('order-bills', (table, core) => {
  const bills = table<BillRecord>('orderBills', (r) => r.bill_id);
  const items = table<BillItemRecord>('orderBillItems', (r) => r.item_id);
  const seed = seedBills(core, orderSeed(core).orders);
  seed.bills.forEach((r) => bills.load(r));
  seed.items.forEach((r) => items.load(r));
  return { bills, items };
});

export const receiptDb = defineArea('order-receipts', (table, core) => {
  const receipts = table<ReceiptRecord>('orderReceipts', (r) => r.history_id);
  seedReceipts(orderSeed(core).orders).forEach((r) => receipts.load(r));
  return { receipts };
});

export const complaintDb = defineArea('order-complaints', (table, core) => {
  const complaints = table<ComplaintRecord>('orderComplaints', (r) => r.complain_id);
  const seed = seedComplaints(core, orderSeed(core).orders);
  seed.complaints.forEach((r) => complaints.load(r));
  return { complaints, lastMessage: seed.lastMessage };
});

export const quotationDb = defineArea('quotations', (table, core) => {
  const quotations = table<QuotationRecord>('quotations', (r) => r.quotation_id);
  const seed = seedQuotations(core);
  seed.forEach((r) => quotations.load(r));
  return { quotations, lastId: String(QUOTATION_ID_BASE + seed.length) };
});

export const logisticsDb = defineArea('logistics', (table) => {
  const shopLogistics = table<ShopLogisticsRecord>('shopLogistics', (r) => r.key);
  const cainiao = table<CainiaoSettingRecord>('shopCainiaoSettings', (r) => r.shop_id);
  seedShopLogistics().forEach((r) => shopLogistics.load(r));
  return { shopLogistics, cainiao };
});

onDemoSettingsChange((next, previous) => {
  if (next.orderCount !== previous.orderCount) resetDemoStore();
});
