/**
 * An ordinary shop reselling supplier goods (api-reference §9, UI61 `agent-supply-goods`): the library of
 * supply goods it has not listed, its listings on sale, a supply goods' SKUs, and listing one with its own
 * category and sale prices. Taking a listing off is the ordinary `PUT seller/goods/{ids}/under`.
 */
import { supplierListing } from '../../db/seed/goods';
import { db, nextId } from '../../db/store';
import type { GoodsRecord, SkuRecord } from '../../db/types';
import { badParam, business } from '../../lib/errors';
import { toId } from '../../lib/json';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches } from '../../lib/values';
import { leafCategory, rowAmount } from '../../handlers/goods-publish';
import { route, type Ctx } from '../../handlers/route';
import { isListed, libraryRow, listingIn, listingRow, offered, requireReseller, supplyGoods } from './library';

const newestFirst = (a: GoodsRecord, b: GoodsRecord) => b.create_time - a.create_time || (a.goods_id < b.goods_id ? 1 : -1);

/** The sale price of each supplier SKU from the body `[{sku_id, cost, price}]` (`cost` is the supplier's, not sent back). */
function salePrices(source: GoodsRecord, rows: unknown[]): Map<string, number> {
  if (!rows.length) throw badParam('SKU销售价不能为空', 'the SKU sale prices are required');
  const bySku = new Map(source.skus.map((s) => [s.sku_id, s]));
  const prices = new Map<string, number>();
  rows.forEach((row, index) => {
    const o = (row ?? {}) as Record<string, unknown>;
    const skuId = toId(o.sku_id);
    const sku = bySku.get(skuId);
    if (!skuId) throw badParam(`[${index}].sku_id 不能为空`, `[${index}].sku_id is required`);
    if (!sku) throw badParam(`[${index}].sku_id 不是该供应商品的SKU：${skuId}`, `[${index}].sku_id is not a SKU of this supply goods: ${skuId}`);
    if (prices.has(skuId)) throw badParam(`[${index}].sku_id 重复：${skuId}`, `[${index}].sku_id is repeated: ${skuId}`);
    const price = rowAmount(o, `[${index}]`, 'price', 2);
    const supply = sku.supplier_price ?? source.supplier_price;
    if (price < supply) throw badParam(`[${index}].price 销售价不能低于供货价 ${supply}`, `[${index}].price must not be below the supply price ${supply}`);
    prices.set(skuId, price);
  });
  const missing = source.skus.find((s) => !prices.has(s.sku_id));
  if (missing) throw badParam(`缺少SKU ${missing.sn} 的销售价(price)`, `the price of SKU ${missing.sn} is missing`);
  return prices;
}

/** A goods number free in the shop: the supplier's, or it with a suffix. */
function freeSn(shopId: string, sn: string): string {
  const taken = new Set(db().goods.all().filter((g) => g.shop_id === shopId).map((g) => g.sn));
  let candidate = sn;
  for (let n = 1; taken.has(candidate); n++) candidate = `${sn}-S${n}`;
  return candidate;
}

/** The supplier SKUs as the listing dialog shows them: supply price as `cost`, and the shop's price if it listed before. */
function skusToList(ctx: Ctx, source: GoodsRecord) {
  const listed = new Map((listingIn(ctx.session.shopId, source.goods_id)?.skus ?? []).map((s) => [s.supplier_sku_id ?? '', s]));
  return source.skus.map((s: SkuRecord) => ({
    sku_id: s.sku_id,
    sn: s.sn,
    // `spec_value` is the older name UI61 reads.
    spec_list: s.spec_list.map((v) => ({ ...v, spec_value: v.spec_value_name })),
    cost: s.supplier_price ?? source.supplier_price,
    price: listed.get(s.sku_id)?.price ?? s.price,
    quantity: s.quantity,
    enable_quantity: s.enable_quantity,
    thumbnail: s.thumbnail,
  }));
}

export const resellHandlers = [
  route('get', '*/seller/goods/supplier/goods-list-up', (ctx) => {
    requireReseller(ctx);
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = db()
      .goods.all()
      .filter((g) => offered(g) && matches(keyword, g.goods_name, g.__en?.goods_name, g.sn))
      .filter((g) => {
        const listing = listingIn(ctx.session.shopId, g.goods_id);
        return !listing || !isListed(listing);
      })
      .sort(newestFirst);
    return paginate(rows, ctx.query, libraryRow);
  }),

  route('get', '*/seller/goods/supplier/goods-list-buy', (ctx) => {
    requireReseller(ctx);
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = db()
      .goods.all()
      .filter((g) => g.shop_id === ctx.session.shopId && g.source_type === 'SUPPLIER' && !!g.supplier_goods_id && isListed(g))
      .filter((g) => matches(keyword, g.goods_name, g.__en?.goods_name, g.sn))
      .sort(newestFirst);
    return paginate(rows, ctx.query, listingRow);
  }),

  route('get', '*/seller/goods/supplier/sku/up/:goods_id', (ctx) => {
    requireReseller(ctx);
    return skusToList(ctx, supplyGoods(ctx.params.goods_id));
  }),

  // The UI61 path ends with a slash; both forms are served.
  ...['*/seller/goods/supplier/:goods_id/seller/up/', '*/seller/goods/supplier/:goods_id/seller/up'].map((path) =>
    route('put', path, async (ctx) => {
      requireReseller(ctx);
      const source = supplyGoods(ctx.params.goods_id);
      const shopId = ctx.session.shopId;
      const existing = listingIn(shopId, source.goods_id);
      if (existing && isListed(existing)) throw business('该供应商品已在本店上架', 'this supply goods is already on sale in this shop');
      const categoryId = leafCategory(ctx.query.get('category_id'));
      const prices = salePrices(source, await ctx.list());
      const now = nowSeconds();
      const { under_message: _reason, ...english } = existing?.__en ?? {};
      const base = existing
        ? { ...existing, category_id: categoryId, market_enable: 1, under_message: '', disabled: 1, last_modify: now, __en: english }
        : { goods_id: nextId('goods'), shop_id: shopId, sn: freeSn(shopId, source.sn), category_id: categoryId, shop_cat_id: '0', market_enable: 1, under_message: '', disabled: 1, create_time: now, last_modify: now };
      const own = new Map((existing?.skus ?? []).map((s) => [s.supplier_sku_id ?? '', s.sku_id]));
      const listing = supplierListing(source, base, (s) => ({ sku_id: own.get(s.sku_id) ?? nextId('sku'), price: prices.get(s.sku_id) as number }));
      db().goods.put(listing);
    }),
  ),
];
