/**
 * The console's home page (api-reference §7.2 `dashboard/*`): counters of the shop, the shop card, the turnover
 * chart and the hot goods of a date range. Today's counters and the charts come from the statistics' order
 * history. The to-do counters that link to a list count that list's own records (orders to pay, ship or
 * receive, open complaints, questions to answer, after-sales to audit: the stores of the order and after-sales
 * areas, with the tests their lists use), so a figure and the list it opens agree.
 */
import { db } from '../../db/store';
import { badParam, notFound, text, what } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { route } from '../../handlers/route';
import { emptyMultipleChart, multipleChart, series, yuan, yuanText } from './charts';
import { isEmptyRange, orderCountUntilNow, ordersBetween } from './history';
import { dayOf, isoDate, readTimeRange, today } from './period';
import { namedGoodsRow, sumCents, sumQuantity, topGoods } from './totals';
import { COMPLAIN_TAGS } from '../order/complaints';
import { hasTag, type OrderTag } from '../order/state';
import { complaintDb, orderDb } from '../order/store';
import { afterSaleDb } from '../aftersales/store';
import { shopServices } from '../aftersales/service-query';
import { dailyViews } from './traffic';

const HOT_LIMIT = 10;
const MAX_RANGE_DAYS = 366;

const creditText = (score: number, english: boolean) =>
  english ? (score >= 4.8 ? 'High' : score >= 4.5 ? 'Average' : 'Low') : score >= 4.8 ? '高' : score >= 4.5 ? '中' : '低';

/** `start_time`/`end_time` (unix seconds; default the last 7 days up to now) as whole days, China time. */
function readDays(query: URLSearchParams): { first: number; last: number } {
  const range = readTimeRange(query);
  const end = range.end ?? Math.max(nowSeconds(), range.start ?? 0);
  const first = dayOf(range.start ?? end - 7 * 86400);
  const last = dayOf(end);
  if (last - first + 1 > MAX_RANGE_DAYS) throw badParam(`start_time 到 end_time 最多 ${MAX_RANGE_DAYS} 天`, `the range from start_time to end_time allows at most ${MAX_RANGE_DAYS} days`);
  return { first, last };
}

function hotGoods(shopId: string, query: URLSearchParams, by: 'cents' | 'num') {
  const { first, last } = readDays(query);
  const orders = isEmptyRange(shopId, first, last) ? [] : ordersBetween(shopId, first, last);
  return topGoods(orders, by, HOT_LIMIT).map((t) => namedGoodsRow(t.goods, by === 'cents' ? { price: yuan(t.cents) } : { goods_num: t.num }));
}

export const dashboardHandlers = [
  route('get', '*/seller/statistics/dashboard/shop', (ctx) => {
    const shopId = ctx.session.shopId;
    const goods = db().goods.all().filter((g) => g.shop_id === shopId && g.disabled === 1);
    const limit = ctx.session.shop?.goods_warning_count ?? 5;
    const market = goods.filter((g) => g.market_enable === 1 && g.is_auth === 1).length;
    const pending = goods.filter((g) => g.market_enable === 1 && g.is_auth === 0).length;
    const todays = ordersBetween(shopId, today(), today());
    const orders = orderDb().orders.all().filter((o) => o.shop_id === shopId);
    const tagged = (tag: OrderTag) => orders.filter((o) => hasTag(o, tag)).length;
    return {
      market_goods: market,
      pending_goods: pending,
      pending_member_ask: afterSaleDb().asks.all().filter((a) => a.shop_id === shopId && a.reply_status === 'NO').length,
      all_orders_num: orderCountUntilNow(shopId),
      wait_pay_order_num: tagged('WAIT_PAY'),
      wait_ship_order_num: tagged('WAIT_SHIP'),
      wait_delivery_order_num: tagged('WAIT_ROG'),
      after_sale_order_num: shopServices(shopId).filter((s) => s.service_status === 'APPLY').length,
      today_order_count: todays.length,
      today_order_amount: yuan(sumCents(todays)),
      today_goods_count: sumQuantity(todays),
      today_visit_count: dailyViews(shopId, today()),
      wait_audit_goods_count: pending,
      warning_goods_count: goods.filter((g) => g.market_enable === 1 && g.skus.some((s) => s.enable_quantity <= limit)).length,
      wait_handle_complain_count: complaintDb().complaints.all().filter((c) => c.shop_id === shopId && COMPLAIN_TAGS.COMPLAINING(c.status)).length,
      goods_num: goods.length,
    };
  }),

  route('get', '*/seller/statistics/dashboard/shopScore', ({ session, english }) => {
    const shop = session.shop;
    if (!shop) throw notFound(what.shop, session.shopId || '0');
    return {
      shop_name: shop.shop_name,
      shop_logo: shop.shop_logo,
      self_operated: shop.self_operated,
      shop_credit: shop.shop_credit,
      shop_description_credit: shop.shop_description_credit,
      shop_service_credit: shop.shop_service_credit,
      shop_delivery_credit: shop.shop_delivery_credit,
      shop_description_credit_text: creditText(shop.shop_description_credit, english),
      shop_service_credit_text: creditText(shop.shop_service_credit, english),
      shop_delivery_credit_text: creditText(shop.shop_delivery_credit, english),
      shop_province: shop.shop_province,
      shop_city: shop.shop_city,
      shop_county: shop.shop_county,
      shop_town: shop.shop_town,
      __en: shop.__en,
    };
  }),

  /** Turnover per day of the range: series 0 = amount, series 1 = orders; x axis "YYYY-MM-DD". */
  route('get', '*/seller/statistics/dashboard/turnoverChart', (ctx) => {
    const shopId = ctx.session.shopId;
    const { first, last } = readDays(ctx.query);
    const amount = text('交易额', 'Turnover');
    const count = text('订单量', 'Orders');
    if (isEmptyRange(shopId, first, last)) return emptyMultipleChart(amount, count);
    const cents = Array.from({ length: last - first + 1 }, () => 0);
    const orders = cents.map(() => 0);
    for (const o of ordersBetween(shopId, first, last)) {
      cents[o.day - first] += o.price_cents;
      orders[o.day - first]++;
    }
    const axis = cents.map((_, i) => isoDate(first + i));
    return multipleChart(axis, [series(amount, cents.map(yuanText), axis), series(count, orders.map(String), axis)]);
  }),

  route('get', '*/seller/statistics/dashboard/hotGoodsCount', (ctx) => ({ data: hotGoods(ctx.session.shopId, ctx.query, 'num') })),

  route('get', '*/seller/statistics/dashboard/hotGoodsAmount', (ctx) => ({ data: hotGoods(ctx.session.shopId, ctx.query, 'cents') })),
];
