/**
 * What a shop sells in its statistics: its approved, money-priced goods (`db().goods`), each with a stable
 * popularity derived from its id, so that a few goods sell most (a long tail) and cheap goods sell more often
 * than dear ones. Goods in the recycle bin, awaiting approval or priced in points have no sales.
 */
import { db } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { hashString, weightedDraw, type Rng } from '../../lib/prng';

export interface Assortment {
  goods: GoodsRecord[];
  /** Popularity of goods[i]. */
  weights: number[];
  /** A goods drawn by popularity (undefined when the shop sells nothing). */
  draw(rng: Rng): GoodsRecord | undefined;
}

/** Stable [0, 1) from a goods id. */
export const unitHash = (key: string) => hashString(key) / 4294967296;

/** Popularity of one goods: heavy-tailed, and lower for dear goods; off-shelf goods sell a little (old stock). */
export function popularity(g: GoodsRecord): number {
  const u = unitHash(`popularity:${g.goods_id}`);
  const shelf = g.market_enable === 1 ? 1 : 0.3;
  return ((0.2 + 6 * u ** 3) * shelf) / (1 + g.price / 300) ** 0.8;
}

const byId = (a: GoodsRecord, b: GoodsRecord) =>
  a.goods_id.length - b.goods_id.length || (a.goods_id < b.goods_id ? -1 : a.goods_id > b.goods_id ? 1 : 0);

/** Goods of the shop that can appear in statistics (the goods list may change; read it per call). */
export function sellableGoods(shopId: string): GoodsRecord[] {
  return db()
    .goods.all()
    .filter((g) => g.shop_id === shopId && g.disabled === 1 && g.is_auth === 1 && g.goods_type !== 'POINT' && g.skus.length > 0)
    .sort(byId);
}

export function assortmentOf(shopId: string): Assortment {
  const goods = sellableGoods(shopId);
  const weights = goods.map(popularity);
  return { goods, weights, draw: weightedDraw(goods, weights) };
}

/** The goods name in both languages (seeded goods carry `__en.goods_name`). */
export const goodsNames = (g: GoodsRecord) => ({ zh: g.goods_name, en: g.__en?.goods_name ?? g.goods_name });
