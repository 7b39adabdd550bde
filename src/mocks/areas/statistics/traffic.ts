/**
 * Traffic (page views of the shop and of its goods) and favourites (api-reference §7.2). Views follow the orders
 * (about 20–32 views per order plus browsing that does not convert); favourites grow with the shop's age and
 * each goods' popularity.
 */
import { text } from '../../lib/errors';
import { createRng, hashString } from '../../lib/prng';
import { nowSeconds } from '../../lib/runtime';
import { route } from '../../handlers/route';
import { paginate } from '../../lib/paging';
import { assortmentOf, goodsNames, popularity, sellableGoods, unitHash } from './assortment';
import { emptySimpleChart, numberedAxis, rankedChart, series, simpleChart } from './charts';
import { dailyOrderCount, isEmptyRange, openingDay } from './history';
import { dayStart, readPeriod, today } from './period';
import { periodScope } from './scope';
import { goodsTotals, namedGoodsRow } from './totals';

const VIEWS = text('访问量', 'Page views');
const FAVOURITES = text('商品收藏TOP50', 'Favourites top 50');
const TOP_VIEWED = 30;
const TOP_FAVOURITES = 50;

/** Shop page views of a day; today's only up to now, none in the future. */
export function dailyViews(shopId: string, day: number): number {
  const now = today();
  if (day > now) return 0;
  const orders = dailyOrderCount(shopId, day);
  if (!orders) return 0;
  const rng = createRng(hashString(`views:${shopId}:${day}`));
  const full = orders * rng.int(20, 32) + rng.int(60, 180);
  return day < now ? full : Math.round((full * (nowSeconds() - dayStart(day))) / 86400);
}

/** Favourites of each goods of the shop, most favoured first (none for a shop that never opened). */
export function goodsFavourites(shopId: string) {
  const opened = openingDay(shopId);
  if (opened === null) return [];
  const age = Math.max(0, today() - opened);
  return sellableGoods(shopId)
    .map((goods) => ({ goods, count: Math.round(popularity(goods) * (10 + age * 0.12) * (0.7 + 0.6 * unitHash(`favourite:${goods.goods_id}`))) }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || (a.goods.goods_id < b.goods.goods_id ? -1 : 1));
}

/** Buyers who follow the shop. */
export function shopFavourites(shopId: string): number {
  const opened = openingDay(shopId);
  return opened === null ? 0 : Math.max(0, Math.round((today() - opened) * (1.2 + unitHash(`shop-favourite:${shopId}`))));
}

export const trafficHandlers = [
  route('get', '*/seller/statistics/page_view/shop', (ctx) => {
    const period = readPeriod(ctx.query);
    const shopId = ctx.session.shopId;
    if (isEmptyRange(shopId, period.first, period.last)) return emptySimpleChart(VIEWS);
    const sums = Array.from({ length: period.buckets }, () => 0);
    for (let day = period.first; day <= period.last; day++) sums[period.bucketOf(day)] += dailyViews(shopId, day);
    const axis = numberedAxis(period.buckets);
    return simpleChart(axis, series(VIEWS, sums.map(String), axis));
  }),

  route('get', '*/seller/statistics/page_view/goods', (ctx) => {
    const { shopId, period, orders } = periodScope(ctx);
    if (!orders) return emptySimpleChart(VIEWS);
    const activeDays = Math.max(0, Math.min(period.last, today()) - Math.max(period.first, openingDay(shopId) ?? period.first) + 1);
    const sold = goodsTotals(orders);
    const { goods, weights } = assortmentOf(shopId);
    const viewed = goods
      .map((g, i) => {
        const browse = weights[i] * activeDays * (2 + 4 * unitHash(`browse:${g.goods_id}:${period.first}`));
        return { goods: g, views: Math.round((sold.get(g.goods_id)?.num ?? 0) * (8 + (hashString(g.goods_id) % 15)) + browse) };
      })
      .filter((v) => v.views > 0)
      .sort((a, b) => b.views - a.views || (a.goods.goods_id < b.goods.goods_id ? -1 : 1))
      .slice(0, TOP_VIEWED);
    return rankedChart(VIEWS, viewed.map((v) => ({ name: goodsNames(v.goods), value: String(v.views) })));
  }),

  route('get', '*/seller/statistics/collect/chart', (ctx) =>
    rankedChart(
      FAVOURITES,
      goodsFavourites(ctx.session.shopId)
        .slice(0, TOP_FAVOURITES)
        .map((f) => ({ name: goodsNames(f.goods), value: String(f.count) })),
    ),
  ),

  route('get', '*/seller/statistics/collect/page', (ctx) =>
    paginate(goodsFavourites(ctx.session.shopId), ctx.query, (f) => namedGoodsRow(f.goods, { price: f.goods.price, favorite_num: f.count })),
  ),
];
