/** Operation reports (api-reference §7.2): regions, sales statistics, buy analysis. */
import { badParam, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { route, type Ctx } from '../../handlers/route';
import { bandLabels, bandOf, readBoundaries } from './bands';
import { emptyMultipleChart, emptySimpleChart, multipleChart, numberedAxis, series, simpleChart, yuan, yuanText } from './charts';
import { buyerOfOrder, ordersBetween, provinces, type StatOrder } from './history';
import { ORDER_STATUS_LABEL } from '../order/labels';
import { previousPeriod, type Period } from './period';
import { periodScope } from './scope';
import { sumCents } from './totals';

const ORDERS = text('下单量', 'Orders');
const CURRENT = { MONTH: text('本月', 'This month'), YEAR: text('本年', 'This year') };
const PREVIOUS = { MONTH: text('上月', 'Last month'), YEAR: text('去年', 'Last year') };
const REGION_TYPES = ['ORDER_MEMBER_NUM', 'ORDER_PRICE', 'ORDER_NUM'] as const;

/** Sums per x-axis point (day of the month, or month of the year), padded with zeros to `length`. */
function perBucket(period: Period, orders: readonly StatOrder[], valueOf: (o: StatOrder) => number, length: number): number[] {
  const sums = Array.from({ length }, () => 0);
  for (const order of orders) sums[period.bucketOf(order.day)] += valueOf(order);
  return sums;
}

/**
 * Sales chart: this period against the one before (the original's "本月/上月", "本年/去年"). A month's axis has
 * as many days as the longer of the two months, as the original does.
 */
function salesChart(ctx: Ctx, valueOf: (o: StatOrder) => number, format: (n: number) => string) {
  const { shopId, period, orders } = periodScope(ctx);
  const current = CURRENT[period.type];
  const previous = PREVIOUS[period.type];
  if (!orders) return emptyMultipleChart(current, previous);
  const before = previousPeriod(period);
  const length = Math.max(period.buckets, before.buckets);
  const axis = numberedAxis(length);
  const line = (p: Period, list: readonly StatOrder[]) => perBucket(p, list, valueOf, length).map(format);
  return multipleChart(axis, [
    series(current, line(period, orders), axis),
    series(previous, line(before, ordersBetween(shopId, before.first, before.last)), axis),
  ]);
}

export const reportHandlers = [
  route('get', '*/seller/statistics/reports/regions/data', (ctx) => {
    const type = (ctx.query.get('type') ?? '').trim();
    if (!REGION_TYPES.includes(type as (typeof REGION_TYPES)[number])) {
      throw badParam('type 只能是 ORDER_MEMBER_NUM、ORDER_PRICE 或 ORDER_NUM', 'type must be ORDER_MEMBER_NUM, ORDER_PRICE or ORDER_NUM');
    }
    const { shopId, orders } = periodScope(ctx);
    if (!orders) return [];
    const byProvince = new Map<string, { buyers: Set<string>; cents: number; orders: number }>();
    for (const order of orders) {
      const province = buyerOfOrder(shopId, order).province_id;
      let p = byProvince.get(province);
      if (!p) byProvince.set(province, (p = { buyers: new Set(), cents: 0, orders: 0 }));
      p.buyers.add(order.buyer);
      p.cents += order.price_cents;
      p.orders++;
    }
    return provinces().map((region) => {
      const p = byProvince.get(region.id);
      const value = !p ? '0' : type === 'ORDER_PRICE' ? yuanText(p.cents) : String(type === 'ORDER_NUM' ? p.orders : p.buyers.size);
      return { region_id: region.id, name: region.local_name, value };
    });
  }),

  route('get', '*/seller/statistics/reports/sales_num', (ctx) => salesChart(ctx, () => 1, String)),

  route('get', '*/seller/statistics/reports/sales_money', (ctx) => salesChart(ctx, (o) => o.price_cents, yuanText)),

  route('get', '*/seller/statistics/reports/sales_page', (ctx) => {
    const { shopId, orders } = periodScope(ctx);
    const newestFirst = [...(orders ?? [])].reverse();
    return paginate(newestFirst, ctx.query, (o) => ({
      sn: o.sn,
      buyer_name: buyerOfOrder(shopId, o).name,
      create_time: o.create_time,
      order_status: o.status ?? 'COMPLETE',
      order_status_text: ORDER_STATUS_LABEL[o.status ?? 'COMPLETE'][0],
      order_price: yuan(o.price_cents),
      __en: { order_status_text: ORDER_STATUS_LABEL[o.status ?? 'COMPLETE'][1] },
    }));
  }),

  route('get', '*/seller/statistics/reports/sales_summary', (ctx) => {
    const orders = periodScope(ctx).orders ?? [];
    return { order_price: yuan(sumCents(orders)), order_num: orders.length };
  }),

  route('get', '*/seller/statistics/reports/purchase/ranges', (ctx) => {
    const boundaries = readBoundaries(ctx.query, 'ranges');
    const { orders } = periodScope(ctx);
    if (!orders) return emptySimpleChart(ORDERS);
    const counts = boundaries.map(() => 0);
    for (const order of orders) {
      const band = bandOf(order.price_cents, boundaries);
      if (band >= 0) counts[band]++;
    }
    const labels = bandLabels(boundaries);
    return simpleChart(labels, series(ORDERS, counts.map(String), labels));
  }),

  route('get', '*/seller/statistics/reports/purchase/period', (ctx) => {
    const { orders } = periodScope(ctx);
    if (!orders) return emptySimpleChart(ORDERS);
    const counts = Array.from({ length: 24 }, () => 0);
    for (const order of orders) counts[order.hour]++;
    const hours = counts.map((_, h) => String(h));
    return simpleChart(hours, series(ORDERS, counts.map(String), hours));
  }),
];
