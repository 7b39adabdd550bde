/**
 * The after-sales area's tables (`defineArea`): services, consultations and their answers, shop notices. They are
 * seeded from the order area's seeded orders (the same ones `orderDb` starts from, so the seed is the same on
 * every start whatever the journal holds) and the goods of the core store, the first time a call needs them.
 */
import { defineArea, type DemoStore } from '../../db/store';
import { getDemoSettings } from '../../settings';
import { seedOrders } from '../order/seed-orders';
import type { OrderRecord } from '../order/types';
import { seedAsks } from './seed-asks';
import { NOTICE_ID_BASE, seedNotices } from './seed-notices';
import { seedServices } from './seed-services';
import type { AskRecord, AskReplyRecord, NoticeRecord, ServiceRecord } from './types';

const seeded = new WeakMap<DemoStore, readonly OrderRecord[]>();

/** The order area's seeded orders of this store (not their current state). */
function seededOrders(core: DemoStore): readonly OrderRecord[] {
  let orders = seeded.get(core);
  if (!orders) seeded.set(core, (orders = seedOrders(core, getDemoSettings().orderCount).orders));
  return orders;
}

export const NOTICE_SEQUENCE = 'shopNotice';

export const afterSaleDb = defineArea('aftersales', (table, core) => {
  const services = table<ServiceRecord>('afterSaleServices', (r) => r.sn);
  const asks = table<AskRecord>('memberAsks', (r) => r.ask_id);
  const askReplies = table<AskReplyRecord>('memberAskReplies', (r) => r.id);
  const notices = table<NoticeRecord>('shopNotices', (r) => r.id);
  const orders = seededOrders(core);
  const seededServices = seedServices(core, orders);
  seededServices.forEach((r) => services.load(r));
  const { asks: seededAsks, replies } = seedAsks(core);
  seededAsks.forEach((r) => asks.load(r));
  replies.forEach((r) => askReplies.load(r));
  const seededNotices = seedNotices(core, orders, seededServices);
  seededNotices.forEach((r) => notices.load(r));
  return { services, asks, askReplies, notices, lastNotice: String(NOTICE_ID_BASE + seededNotices.length) };
});
