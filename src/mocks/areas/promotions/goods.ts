/** Promotion goods rows, taken from the real goods and SKUs of the shop in the core store. */
import { db } from '../../db/store';
import type { GoodsRecord, SkuRecord } from '../../db/types';
import { badParam } from '../../lib/errors';
import { toId } from '../../lib/json';
import { array, object } from './fields';
import type { PromotionGoods } from './records';

export interface SkuHit {
  g: GoodsRecord;
  s: SkuRecord;
}

/** The spec values of a SKU as one label (`黑色 128G`), as the goods picker shows them. */
export const specsOf = (s: SkuRecord) => s.spec_list.map((v) => v.spec_value_name).join(' ');

/** The row of a SKU in an activity's `goods_list`. */
export function promotionGoods({ g, s }: SkuHit): PromotionGoods {
  const english = g.__en?.goods_name;
  const specs = specsOf(s);
  return {
    goods_id: g.goods_id,
    sku_id: s.sku_id,
    name: g.goods_name,
    goods_name: g.goods_name,
    thumbnail: s.thumbnail || g.thumbnail,
    sn: s.sn,
    price: s.price,
    specs,
    properties_name: specs,
    quantity: s.quantity,
    enable_quantity: s.enable_quantity,
    seller_id: g.shop_id,
    ...(english ? { __en: { name: english, goods_name: english } } : {}),
  };
}

/** The SKUs of the shop's goods outside the recycle station, by sku id: the ones an activity may take. */
function skuIndex(shopId: string): Map<string, SkuHit> {
  const index = new Map<string, SkuHit>();
  for (const g of db().goods.all()) {
    if (g.shop_id !== shopId || g.disabled !== 1) continue;
    for (const s of g.skus) index.set(s.sku_id, { g, s });
  }
  return index;
}

/**
 * The SKUs named by the rows of a body list (`goods_list`, or the body array itself with `key` ''): each must be
 * a SKU of the shop, once. Returns them with the row objects, in the order sent.
 */
export function chosenSkus(shopId: string, value: unknown, key: string): Array<SkuHit & { row: Record<string, unknown>; at: string }> {
  const rows = array(value, key || 'body');
  if (!rows.length) throw badParam(`${key || '请求体'} 请至少选择一个商品`, `${key || 'the body'} must name at least one goods`);
  const index = skuIndex(shopId);
  const seen = new Set<string>();
  return rows.map((item, i) => {
    const at = `${key}[${i}]`;
    const row = object(item, at);
    const skuId = toId(row.sku_id);
    if (!skuId) throw badParam(`${at}.sku_id 不能为空`, `${at}.sku_id is required`);
    const hit = index.get(skuId);
    if (!hit) throw badParam(`${at}.sku_id 不是本店可参加活动的商品SKU：${skuId}`, `${at}.sku_id is not a SKU of this shop that can join an activity: ${skuId}`);
    if (seen.has(skuId)) throw badParam(`${at}.sku_id 重复选择了同一个SKU：${skuId}`, `${at}.sku_id names the same SKU twice: ${skuId}`);
    seen.add(skuId);
    return { ...hit, row, at };
  });
}

/** The `goods_list` of an activity body as stored rows. */
export const chosenGoods = (shopId: string, value: unknown): PromotionGoods[] =>
  chosenSkus(shopId, value, 'goods_list').map(promotionGoods);
