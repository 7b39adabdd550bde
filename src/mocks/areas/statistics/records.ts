/**
 * The statistics of the days the order records cover, read from those records (the order area's store), so a
 * statistic and the order list of the same days agree: in the window of the last WINDOW_DAYS days up to now
 * (`recordsFrom`), a day's orders are the shop's order records placed that day (China time) that count as sales: paid
 * (`pay_status` PAY_YES), not cancelled (refunded), and not an exchange re-order (its goods were sold by the
 * order it replaces). Their amount is the order price the list shows (`order_amount`); a line's price is what
 * the buyer paid for a unit. Days before that come from the statistics' own history (history.ts).
 */
import { db } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { nowSeconds } from '../../lib/runtime';
import { amounts } from '../order/amounts';
import { windowFirstDay } from '../order/seed-orders';
import { orderDb } from '../order/store';
import type { OrderRecord } from '../order/types';
import type { StatOrder } from './history';
import { dayOf } from './period';

export const countsAsSale = (o: OrderRecord) => o.pay_status === 'PAY_YES' && o.order_status !== 'CANCELLED' && o.order_type !== 'CHANGE';

const shopOrders = (shopId: string) => orderDb().orders.all().filter((o) => o.shop_id === shopId);

/**
 * The first day the statistics read from the records (null: the shop has none): the first of the last
 * WINDOW_DAYS days (the statistics' window; the order area fills each of its days up to the history's count, so
 * a chart runs on across it). Before it, the seeded orders are in the list but the statistics are the history's.
 */
export function recordsFrom(shopId: string): number | null {
  return shopOrders(shopId).length ? windowFirstDay(nowSeconds()) : null;
}

/** A goods line's goods: the goods record, or (goods deleted since) one made of the line's name. */
function goodsOf(goodsId: string, name: string, english: string | undefined): GoodsRecord {
  return db().goods.get(goodsId) ?? ({ goods_id: goodsId, goods_name: name, category_id: '0', __en: { goods_name: english ?? name } } as unknown as GoodsRecord);
}

function statOrder(o: OrderRecord): StatOrder {
  const create = o.create_time;
  return {
    sn: o.sn,
    day: dayOf(create),
    create_time: create,
    hour: new Date((create + 8 * 3600) * 1000).getUTCHours(),
    buyer: `member:${o.member_id}`,
    member: { name: o.member_name, province_id: o.ship_province_id },
    status: o.order_status,
    lines: o.lines.map((l) => ({ goods: goodsOf(l.goods_id, l.name, l.__en?.name), price_cents: l.purchase_cents, num: l.num })),
    price_cents: amounts(o).order,
  };
}

/** The shop's order records of days `first` to `last` (inclusive) that count as sales, placed until `now`, oldest first. */
export function recordOrdersBetween(shopId: string, first: number, last: number, now: number): StatOrder[] {
  return shopOrders(shopId)
    .filter((o) => o.create_time <= now && dayOf(o.create_time) >= first && dayOf(o.create_time) <= last && countsAsSale(o))
    .map(statOrder)
    .sort((a, b) => a.create_time - b.create_time || (a.sn < b.sn ? -1 : 1));
}
