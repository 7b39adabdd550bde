/**
 * Stock effects of orders on the core goods table. A SKU keeps `quantity` (real stock) and
 * `enable_quantity` (what can still be sold; the difference is locked by unshipped orders):
 * shipping takes the goods out of real stock, cancelling an unshipped order gives its lock back.
 * SKUs deleted since the order was placed are skipped.
 */
import { db } from '../../db/store';
import type { SkuRecord } from '../../db/types';

interface StockLine {
  goods_id: string;
  sku_id: string;
  num: number;
}

function changeStock(lines: readonly StockLine[], change: (sku: SkuRecord, num: number) => SkuRecord): void {
  const byGoods = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const skus = byGoods.get(l.goods_id) ?? new Map<string, number>();
    skus.set(l.sku_id, (skus.get(l.sku_id) ?? 0) + l.num);
    byGoods.set(l.goods_id, skus);
  }
  for (const [goodsId, nums] of byGoods) {
    const goods = db().goods.get(goodsId);
    if (!goods || !goods.skus.some((s) => nums.has(s.sku_id))) continue;
    db().goods.put({ ...goods, skus: goods.skus.map((s) => (nums.has(s.sku_id) ? change(s, nums.get(s.sku_id) as number) : s)) });
  }
}

/** Goods leave the warehouse (shipped, or a virtual code redeemed). */
export const deliverStock = (lines: readonly StockLine[]) =>
  changeStock(lines, (s, num) => {
    const quantity = Math.max(0, s.quantity - num);
    return { ...s, quantity, enable_quantity: Math.min(s.enable_quantity, quantity) };
  });

/** An unshipped order is cancelled: its goods can be sold again. */
export const releaseStock = (lines: readonly StockLine[]) =>
  changeStock(lines, (s, num) => ({ ...s, enable_quantity: Math.min(s.quantity, s.enable_quantity + num) }));
