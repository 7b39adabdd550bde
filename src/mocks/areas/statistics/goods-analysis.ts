/** Goods analysis (api-reference §7.2): goods details of the last 30 days, price bands, hot goods top 30. */
import { db } from '../../db/store';
import { text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { matches } from '../../lib/values';
import { route } from '../../handlers/route';
import { goodsNames } from './assortment';
import { bandLabels, bandOf, readBoundaries } from './bands';
import { emptySimpleChart, rankedChart, series, simpleChart, yuan, yuanText } from './charts';
import type { StatOrder } from './history';
import { last30Days, periodScope, readCategoryFilter } from './scope';
import { goodsTotals, namedGoodsRow, topGoods } from './totals';

const HOT_LIMIT = 30;
const NAMES = {
  quantity: text('下单商品数', 'Quantity ordered'),
  amount: text('下单金额', 'Order amount'),
};

const topBy = (orders: StatOrder[] | null, by: 'cents' | 'num') => (orders ? topGoods(orders, by, HOT_LIMIT) : []);

export const goodsAnalysisHandlers = [
  route('get', '*/seller/statistics/goods/goods_detail', (ctx) => {
    const inCategory = readCategoryFilter(ctx.query);
    const keyword = ctx.query.get('goods_name') ?? '';
    const shopId = ctx.session.shopId;
    const totals = goodsTotals(last30Days(shopId).orders);
    const rows = db()
      .goods.all()
      .filter((g) => g.shop_id === shopId && g.disabled === 1 && inCategory(g) && matches(keyword, ...Object.values(goodsNames(g))))
      .map((g) => ({ goods: g, num: totals.get(g.goods_id)?.num ?? 0, cents: totals.get(g.goods_id)?.cents ?? 0 }))
      .sort((a, b) => b.cents - a.cents || b.num - a.num || (a.goods.goods_id < b.goods.goods_id ? -1 : 1));
    return paginate(rows, ctx.query, (t) => namedGoodsRow(t.goods, { price: t.goods.price, numbers: t.num, total_price: yuan(t.cents) }));
  }),

  route('get', '*/seller/statistics/goods/price_sales', (ctx) => {
    const boundaries = readBoundaries(ctx.query, 'sections');
    const inCategory = readCategoryFilter(ctx.query);
    const { orders } = periodScope(ctx);
    if (!orders) return emptySimpleChart(NAMES.quantity);
    const counts = boundaries.map(() => 0);
    for (const order of orders) {
      for (const line of order.lines) {
        const band = bandOf(line.price_cents, boundaries);
        if (band >= 0 && inCategory(line.goods)) counts[band] += line.num;
      }
    }
    const labels = bandLabels(boundaries);
    return simpleChart(labels, series(NAMES.quantity, counts.map(String), labels));
  }),

  route('get', '*/seller/statistics/goods/order_price', (ctx) => {
    const top = topBy(periodScope(ctx).orders, 'cents');
    return rankedChart(NAMES.amount, top.map((t) => ({ name: goodsNames(t.goods), value: yuanText(t.cents) })));
  }),

  route('get', '*/seller/statistics/goods/order_price_page', (ctx) =>
    paginate(topBy(periodScope(ctx).orders, 'cents'), ctx.query, (t) => namedGoodsRow(t.goods, { sum: yuan(t.cents) }), HOT_LIMIT),
  ),

  route('get', '*/seller/statistics/goods/order_num', (ctx) => {
    const top = topBy(periodScope(ctx).orders, 'num');
    return rankedChart(NAMES.quantity, top.map((t) => ({ name: goodsNames(t.goods), value: String(t.num) })));
  }),

  route('get', '*/seller/statistics/goods/order_num_page', (ctx) =>
    paginate(topBy(periodScope(ctx).orders, 'num'), ctx.query, (t) => namedGoodsRow(t.goods, { all_num: t.num }), HOT_LIMIT),
  ),
];
