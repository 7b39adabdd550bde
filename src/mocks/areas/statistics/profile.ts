/** Shop profile of the last 30 days (api-reference §7.2 `shop_profile/data`, `shop_profile/chart`). */
import { db } from '../../db/store';
import { text } from '../../lib/errors';
import { route } from '../../handlers/route';
import { emptySimpleChart, series, simpleChart, yuanText } from './charts';
import { isEmptyRange } from './history';
import { dateOfDay, pad2 } from './period';
import { last30Days } from './scope';
import { sumCents, sumQuantity } from './totals';
import { goodsFavourites, shopFavourites } from './traffic';

const AMOUNT = text('下单金额', 'Order amount');

export const profileHandlers = [
  route('get', '*/seller/statistics/shop_profile/data', (ctx) => {
    const shopId = ctx.session.shopId;
    const { orders } = last30Days(shopId);
    const cents = sumCents(orders);
    const members = new Set(orders.map((o) => o.buyer)).size;
    const quantity = sumQuantity(orders);
    const perHour = Array.from({ length: 24 }, () => 0);
    orders.forEach((o) => perHour[o.hour]++);
    const peak = perHour.indexOf(Math.max(...perHour));
    const fastigium = orders.length ? `${pad2(peak)}:00-${pad2(peak + 1)}:00` : '';
    return {
      order_money: yuanText(cents),
      order_member: String(members),
      order_num: String(orders.length),
      order_goods: String(quantity),
      average_member_money: yuanText(members ? Math.round(cents / members) : 0),
      average_goods_money: yuanText(quantity ? Math.round(cents / quantity) : 0),
      goods_collect: String(goodsFavourites(shopId).reduce((s, f) => s + f.count, 0)),
      shop_collect: String(shopFavourites(shopId)),
      total_goods: String(db().goods.all().filter((g) => g.shop_id === shopId && g.disabled === 1).length),
      // The peak hour of the 30 days; "暂无" (none) without orders.
      order_fastigium: fastigium || '暂无',
      __en: { order_fastigium: fastigium || 'None' },
    };
  }),

  /** Order amount per day, newest day first (as the original; UI61 reverses both arrays), labelled "M-D". */
  route('get', '*/seller/statistics/shop_profile/chart', (ctx) => {
    const shopId = ctx.session.shopId;
    const { first, last, orders } = last30Days(shopId);
    if (isEmptyRange(shopId, first, last)) return emptySimpleChart(AMOUNT);
    const perDay = Array.from({ length: 30 }, () => 0);
    orders.forEach((o) => (perDay[last - o.day] += o.price_cents));
    const labels = perDay.map((_, i) => {
      const { month, date } = dateOfDay(last - i);
      return `${month}-${date}`;
    });
    return simpleChart(labels, series(AMOUNT, perDay.map(yuanText), labels));
  }),
];
