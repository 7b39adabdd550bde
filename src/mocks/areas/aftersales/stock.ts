/**
 * Stock effects of after-sales on the core goods table (a SKU keeps `quantity`, its real stock, and
 * `enable_quantity`, what can still be sold): goods sent back and stored return to both; a cancelled order's
 * unshipped goods are unlocked; a new exchange order locks what it will ship. SKUs deleted since are skipped.
 */
import { db } from '../../db/store';
import type { SkuRecord } from '../../db/types';

interface StockLine {
  goods_id: string;
  sku_id: string;
  num: number;
}

function change(lines: readonly StockLine[], apply: (sku: SkuRecord, num: number) => SkuRecord): void {
  for (const line of lines) {
    const goods = db().goods.get(line.goods_id);
    if (!goods || line.num <= 0 || !goods.skus.some((s) => s.sku_id === line.sku_id)) continue;
    db().goods.put({ ...goods, skus: goods.skus.map((s) => (s.sku_id === line.sku_id ? apply(s, line.num) : s)) });
  }
}

export const restock = (lines: readonly StockLine[]) => change(lines, (s, n) => ({ ...s, quantity: s.quantity + n, enable_quantity: s.enable_quantity + n }));

export const unlock = (lines: readonly StockLine[]) => change(lines, (s, n) => ({ ...s, enable_quantity: Math.min(s.quantity, s.enable_quantity + n) }));

export const lock = (lines: readonly StockLine[]) => change(lines, (s, n) => ({ ...s, enable_quantity: Math.max(0, s.enable_quantity - n) }));

/** Whether every line's SKU can still sell what the line needs. */
export function inStock(lines: readonly StockLine[]): boolean {
  return lines.every((line) => {
    const sku = db().goods.get(line.goods_id)?.skus.find((s) => s.sku_id === line.sku_id);
    return !!sku && sku.enable_quantity >= line.num;
  });
}
