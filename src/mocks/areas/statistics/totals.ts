/** Sums over the statistics' orders: per goods (amount in cents, quantity) and top-N rankings. */
import type { GoodsRecord } from '../../db/types';
import { goodsNames } from './assortment';
import type { StatOrder } from './history';

export interface GoodsTotal {
  goods: GoodsRecord;
  num: number;
  cents: number;
}

export function goodsTotals(orders: readonly StatOrder[]): Map<string, GoodsTotal> {
  const totals = new Map<string, GoodsTotal>();
  for (const order of orders) {
    for (const line of order.lines) {
      const id = line.goods.goods_id;
      let t = totals.get(id);
      if (!t) totals.set(id, (t = { goods: line.goods, num: 0, cents: 0 }));
      t.num += line.num;
      t.cents += line.num * line.price_cents;
    }
  }
  return totals;
}

export const sumCents = (orders: readonly StatOrder[]) => orders.reduce((s, o) => s + o.price_cents, 0);
export const sumQuantity = (orders: readonly StatOrder[]) => orders.reduce((s, o) => s + o.lines.reduce((n, l) => n + l.num, 0), 0);

/** The best goods by amount or by quantity (ties by the other measure, then by goods id). */
export function topGoods(orders: readonly StatOrder[], by: 'cents' | 'num', limit: number): GoodsTotal[] {
  const other = by === 'cents' ? 'num' : 'cents';
  return [...goodsTotals(orders).values()]
    .sort((a, b) => b[by] - a[by] || b[other] - a[other] || (a.goods.goods_id < b.goods.goods_id ? -1 : 1))
    .slice(0, limit);
}

/** A row field holding the goods name, with its English name for `language: en-US`. */
export const namedGoodsRow = <T extends object>(goods: GoodsRecord, row: T) => {
  const names = goodsNames(goods);
  return { goods_id: goods.goods_id, goods_name: names.zh, ...row, __en: { goods_name: names.en } };
};
