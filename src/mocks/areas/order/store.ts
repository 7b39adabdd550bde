/**
 * The order area's tables (`defineArea`): seeded the first time a call needs them after a start or a reset,
 * journaled like the core tables. A new `orderCount` demo setting reseeds the store.
 */
import { defineArea, resetDemoStore } from '../../db/store';
import { getDemoSettings, onDemoSettingsChange } from '../../settings';
import { seedComments, type CommentRecord } from './comments';
import { seedShopLogistics, type CainiaoSettingRecord, type ShopLogisticsRecord } from './logistics-data';
import { seedOrders } from './seed-orders';
import type { OrderRecord, RedeemCodeRecord } from './types';

export const orderDb = defineArea('orders', (table, core) => {
  const orders = table<OrderRecord>('orders', (r) => r.sn);
  const redeemCodes = table<RedeemCodeRecord>('orderRedeemCodes', (r) => r.redeem_code);
  const comments = table<CommentRecord>('orderComments', (r) => r.comment_id);
  const seed = seedOrders(core, getDemoSettings().orderCount);
  seed.orders.forEach((r) => orders.load(r));
  seed.redeemCodes.forEach((r) => redeemCodes.load(r));
  const reviews = seedComments(seed.orders);
  reviews.comments.forEach((r) => comments.load(r));
  /** The highest seeded id of each sequence, where new ids continue. */
  const seeded = { comment: reviews.lastId };
  return { orders, redeemCodes, comments, seeded };
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
