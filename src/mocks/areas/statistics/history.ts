/**
 * The order history behind every statistic: deterministic per shop and day (a `createRng` seeded from the shop
 * and the day), so a month is the sum of its days and every chart, table and summary of a period agrees.
 * Orders exist only from the day the shop opened up to now (today's orders only up to the current time):
 * the shops in "applying" or "refused" state never opened, so all their statistics are empty.
 *
 * Shape: a ramp-up over the first 18 months then ~15 % yearly growth, a weekly rhythm (weekends busiest),
 * shopping festivals (Singles' Day 11-11, 6-18, 12-12, Women's Day 3-8) and a Spring Festival dip.
 * These orders are the statistics' own (paid and completed orders, as the original counts), for the days before
 * the statistics' window (the last WINDOW_DAYS days); in the window a shop's orders are its order records
 * (records.ts), so the statistics of those days agree with the order list. The order area fills each day of the
 * window up to this history's count of the day (daily-count.ts), so a chart runs on across the window's start.
 */
import { MEMBERS } from '../../db/seed/members';
import { REGIONS } from '../../db/seed/regions';
import type { GoodsRecord } from '../../db/types';
import { createRng, hashString } from '../../lib/prng';
import { nowSeconds } from '../../lib/runtime';
import type { OrderStatus } from '../order/types';
import { assortmentOf, type Assortment } from './assortment';
import { recordOrdersBetween, recordsFrom } from './records';
import { dailyOrderCount, openingDay, SCALE } from './daily-count';
import { dateOfDay, dayStart, today } from './period';

export { dailyOrderCount, openingDay };

/** True when no day of [first, last] can have orders: before the shop opened, or in the future. */
export function isEmptyRange(shopId: string, first: number, last: number): boolean {
  const opened = openingDay(shopId);
  return opened === null || last < opened || first > today();
}

/* ---- buyers ---- */

const PROVINCES = REGIONS.filter((r) => r.region_grade === 1);
/** Share of buyers per province (same order as the seeded provinces). */
const PROVINCE_WEIGHTS: Record<string, number> = {
  北京: 9, 上海: 9, 广东省: 22, 浙江省: 13, 江苏省: 12, 四川省: 8, 湖北省: 7, 山东省: 9, 福建省: 6, 陕西省: 5,
};
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '婷', '鑫', '宇', '琳'];
const HANDLES = ['lucky', 'sunny', 'momo', 'tiger', 'panda', 'kiki', 'leo', 'coco', 'maple', 'river'];

export interface Buyer {
  /** Index among the shop's buyers (stable). */
  index: number;
  name: string;
  province_id: string;
}

/** The k-th regular buyer of a shop: the first ones are the marketplace's seeded members. */
export function buyerOf(shopId: string, index: number): Buyer {
  const rng = createRng(hashString(`buyer:${shopId}:${index}`));
  const member = MEMBERS[(index + Number(shopId) * 7) % MEMBERS.length];
  const name =
    index < MEMBERS.length
      ? member.uname
      : rng.chance(0.7)
        ? `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}${rng.pick(GIVEN)}${rng.int(1, 99)}`
        : `${rng.pick(HANDLES)}_${rng.int(100, 9999)}`;
  const total = PROVINCES.reduce((s, p) => s + (PROVINCE_WEIGHTS[p.local_name] ?? 1), 0);
  let roll = rng.next() * total;
  const province = PROVINCES.find((p) => (roll -= PROVINCE_WEIGHTS[p.local_name] ?? 1) < 0) ?? PROVINCES[0];
  return { index, name, province_id: province.id };
}

export const provinces = () => PROVINCES;

/* ---- orders ---- */

/** Shoppers' hours: late morning, afternoon and a strong evening peak. */
const HOUR_WEIGHTS = [3, 1.5, 0.8, 0.4, 0.3, 0.4, 1, 2, 3.5, 5, 6.5, 7, 6, 5.5, 6, 6.5, 6, 5.5, 6, 7.5, 9, 10, 8.5, 5.5];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

export interface StatLine {
  goods: GoodsRecord;
  /** Unit price of the SKU sold, in cents. */
  price_cents: number;
  num: number;
}

export interface StatOrder {
  sn: string;
  day: number;
  create_time: number;
  hour: number;
  /** Tells buyers apart (distinct buyers): the history's buyer index, or `member:<id>` for an order record. */
  buyer: string;
  /** An order record's buyer (the history's buyers are `buyerOf` the index). */
  member?: { name: string; province_id: string };
  /** An order record's status (the history's orders are completed). */
  status?: OrderStatus;
  lines: StatLine[];
  price_cents: number;
}

/** The buyer of an order: the record's member and consignee province, or the history's regular buyer. */
export const buyerOfOrder = (shopId: string, order: StatOrder): Pick<Buyer, 'name' | 'province_id'> =>
  order.member ?? buyerOf(shopId, Number(order.buyer));

function hourOf(r: number): number {
  let roll = r * HOUR_TOTAL;
  for (let h = 0; h < 24; h++) if ((roll -= HOUR_WEIGHTS[h]) < 0) return h;
  return 23;
}

/** Every order of one whole day, oldest first. */
function ordersOfDay(shopId: string, day: number, assortment: Assortment): StatOrder[] {
  const count = assortment.goods.length ? dailyOrderCount(shopId, day) : 0;
  if (!count) return [];
  const rng = createRng(hashString(`orders:${shopId}:${day}`));
  const buyers = SCALE[shopId].buyers;
  const { year, month, date } = dateOfDay(day);
  const prefix = `${year}${String(month).padStart(2, '0')}${String(date).padStart(2, '0')}${shopId.padStart(2, '0')}`;
  const times = Array.from({ length: count }, () => {
    const hour = hourOf(rng.next());
    return { hour, time: dayStart(day) + hour * 3600 + rng.int(0, 3599) };
  }).sort((a, b) => a.time - b.time);
  return times.map(({ hour, time }, k) => {
    const lineCount = rng.chance(0.7) ? 1 : rng.chance(0.75) ? 2 : 3;
    const lines: StatLine[] = [];
    for (let i = 0; i < lineCount; i++) {
      const goods = assortment.draw(rng)!;
      const sku = rng.pick(goods.skus);
      const num = rng.chance(0.8) ? 1 : rng.chance(0.75) ? 2 : 3;
      const same = lines.find((l) => l.goods === goods);
      if (same) same.num += num;
      else lines.push({ goods, price_cents: Math.round(sku.price * 100), num });
    }
    return {
      sn: `${prefix}${String(k + 1).padStart(4, '0')}`,
      day,
      create_time: time,
      hour,
      // Regular buyers come back: low indexes are drawn far more often.
      buyer: String(Math.floor(buyers * rng.next() ** 2)),
      lines,
      price_cents: lines.reduce((sum, l) => sum + l.price_cents * l.num, 0),
    };
  });
}

/**
 * Generated days per shop, kept while the shop's sellable goods are the very same records (any goods change
 * replaces its record, and a store reset replaces them all), so repeated calls do not regenerate a year.
 */
const generated = new Map<string, { goods: GoodsRecord[]; assortment: Assortment; days: Map<number, StatOrder[]> }>();
const MAX_CACHED_DAYS = 1500;

function daysOf(shopId: string) {
  const fresh = assortmentOf(shopId);
  let entry = generated.get(shopId);
  if (!entry || entry.goods.length !== fresh.goods.length || entry.goods.some((g, i) => g !== fresh.goods[i])) {
    generated.set(shopId, (entry = { goods: fresh.goods, assortment: fresh, days: new Map() }));
  }
  if (entry.days.size > MAX_CACHED_DAYS) entry.days.clear();
  const { assortment, days } = entry;
  return (day: number) => {
    let orders = days.get(day);
    if (!orders) days.set(day, (orders = ordersOfDay(shopId, day, assortment)));
    return orders;
  };
}

/**
 * The shop's orders from day `first` to day `last` (inclusive) made until now, oldest first: the history's
 * before the statistics' window, the order records' in it.
 */
export function ordersBetween(shopId: string, first: number, last: number): StatOrder[] {
  const opened = openingDay(shopId);
  if (opened === null) return [];
  const now = nowSeconds();
  const to = Math.min(last, today());
  const records = recordsFrom(shopId) ?? Infinity;
  const ordersOn = daysOf(shopId);
  const out: StatOrder[] = [];
  for (let day = Math.max(first, opened); day <= Math.min(to, records - 1); day++) {
    for (const order of ordersOn(day)) if (order.create_time <= now) out.push(order);
  }
  if (to >= records) out.push(...recordOrdersBetween(shopId, Math.max(first, opened, records), to, now));
  return out;
}

/** Orders of all time (the history's counted, not generated, for the whole days). */
export function orderCountUntilNow(shopId: string): number {
  const opened = openingDay(shopId);
  if (opened === null || !assortmentOf(shopId).goods.length) return 0;
  const end = today();
  const records = Math.max(opened, recordsFrom(shopId) ?? end + 1);
  let total = records <= end ? ordersBetween(shopId, records, end).length : ordersBetween(shopId, end, end).length;
  for (let day = opened; day < Math.min(records, end); day++) total += dailyOrderCount(shopId, day);
  return total;
}
