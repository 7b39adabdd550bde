/**
 * The supplier shop's side of the library (api-reference §9, spec routes `suppler-goods` and
 * `suppler-goods-detail/{id?}/{category_id?}`): its supply goods, publish and edit with a supply price,
 * SKUs with a supply price each, taking goods off, and the shops reselling them.
 */
import { db } from '../../db/store';
import type { GoodsRecord, SkuRecord } from '../../db/types';
import { badParam, business } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches, num, str } from '../../lib/values';
import { filterGoods, goodsDetail, goodsRow, ownGoods, skuView } from '../../handlers/goods-model';
import { amount, applyPublish, assertUniqueSn, invalid, rowAmount, validatePublish } from '../../handlers/goods-publish';
import { saveSkus } from '../../handlers/goods';
import { route, type Ctx } from '../../handlers/route';
import { isListed, listingsOf, requireSupplier, shopName, syncListings } from './library';

/** The supplier's own goods, or 404 (500 for an ordinary shop). */
function ownSupply(ctx: Ctx, id: string): GoodsRecord {
  requireSupplier(ctx);
  return ownGoods(ctx, id);
}

/** A row of the supplier's list: the goods row, its supply price, and how many shops list it / sell it now. */
function supplyRow(g: GoodsRecord) {
  const listings = listingsOf(g.goods_id);
  return { ...goodsRow(g), supplier_price: g.supplier_price, seller_num: listings.length, on_sale_num: listings.filter(isListed).length };
}

/**
 * Publish or edit (the §3.3 body plus `supplier_price`): supply goods are NORMAL goods without a freight
 * template of their own; a single-SKU goods takes `supplier_price` (required, at most the price) as its
 * SKU's supply price, a goods with specs gets its supply prices from the SKU call.
 */
async function publish(ctx: Ctx, target: GoodsRecord | null): Promise<GoodsRecord> {
  const body = await ctx.fields();
  const data = validatePublish(body);
  if (data.goods_type !== 'NORMAL') throw invalid('goods_type', '只能是普通商品(NORMAL)', 'must be NORMAL for supply goods');
  const withSpecs = !!target?.have_spec;
  const supply = amount(body, 'supplier_price', 2, !withSpecs);
  if (!withSpecs && (supply as number) > data.price) throw invalid('supplier_price', '不能高于商品价格(price)', 'must not exceed the price');
  assertUniqueSn(ctx.session.shopId, data.sn, target?.goods_id);
  const saved = applyPublish(target, ctx.session.shopId, { ...body, template_id: '0' }, data);
  const skus = withSpecs ? saved.skus : saved.skus.map((s) => ({ ...s, supplier_price: supply }));
  const goods = db().goods.put({ ...saved, skus, supplier_price: lowestSupply(skus, saved) });
  syncListings(goods);
  return goods;
}

const lowestSupply = (skus: SkuRecord[], g: GoodsRecord) => Math.min(...skus.map((s) => s.supplier_price ?? g.supplier_price));

/** Each row's `supplier_price`, checked before any SKU is saved: required, an amount, at most the row's price. */
function supplyPrices(rows: unknown[]): number[] {
  return rows.map((row, index) => {
    const o = (row ?? {}) as Record<string, unknown>;
    const at = `skus[${index}]`;
    const value = rowAmount(o, at, 'supplier_price', 2);
    const price = num(o.price);
    if (price !== undefined && value > price) throw badParam(`${at}.supplier_price 供货价不能高于销售价`, `${at}.supplier_price must not exceed the price`);
    return value;
  });
}

export const supplyHandlers = [
  route('get', '*/seller/goods/supplier/goods-list-page', (ctx) => {
    requireSupplier(ctx);
    return paginate(filterGoods(ctx.query, ctx.session.shopId), ctx.query, supplyRow);
  }),

  route('post', '*/seller/goods/supplier/add', async (ctx) => {
    requireSupplier(ctx);
    return goodsDetail(await publish(ctx, null));
  }),

  route('put', '*/seller/goods/supplier/:goods_id/skus', async (ctx) => {
    const g = ownSupply(ctx, ctx.params.goods_id);
    const rows = await ctx.list();
    const prices = rows.length ? supplyPrices(rows) : [];
    const skus = saveSkus(g, rows).map((s, i) => ({ ...s, supplier_price: prices[i] }));
    const saved = db().goods.get(g.goods_id) as GoodsRecord;
    const goods = db().goods.put({ ...saved, skus, supplier_price: lowestSupply(skus, saved) });
    syncListings(goods);
    return skus.map((s) => skuView(s, goods));
  }),

  route('put', '*/seller/goods/supplier/:goods_id/under', async (ctx) => {
    const g = ownSupply(ctx, ctx.params.goods_id);
    if (g.disabled === 0) throw business('回收站中的商品不能下架', 'goods in the recycle station cannot be taken off shelf');
    if (g.market_enable === 0) throw business('该商品已下架', 'this goods is already off shelf');
    const reason = str((await ctx.fields()).reason || ctx.query.get('reason')).trim() || '供应商下架';
    const { under_message: _old, ...english } = g.__en ?? {};
    const goods = db().goods.put({ ...g, market_enable: 0, under_message: reason, last_modify: nowSeconds(), __en: english });
    syncListings(goods);
  }),

  route('put', '*/seller/goods/supplier/:id', async (ctx) => goodsDetail(await publish(ctx, ownSupply(ctx, ctx.params.id)))),

  route('get', '*/seller/goods/supplier/seller-goods', (ctx) => {
    requireSupplier(ctx);
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = db()
      .goods.all()
      .filter((g) => g.shop_id === ctx.session.shopId && matches(keyword, g.goods_name, g.__en?.goods_name, g.sn) && listingsOf(g.goods_id).length > 0)
      .sort((a, b) => b.create_time - a.create_time);
    // The same row as the full library's: a goods shows one status, stock and creation time on every tab.
    return paginate(rows, ctx.query, supplyRow);
  }),

  route('get', '*/seller/goods/supplier/seller-good-info', (ctx) => {
    const id = ctx.query.get('goods_id') ?? '';
    if (!id) throw badParam('goods_id不能为空', 'goods_id is required');
    const g = ownSupply(ctx, id);
    return {
      goods_id: g.goods_id,
      goods_name: g.goods_name,
      sn: g.sn,
      thumbnail: g.thumbnail,
      price: g.price,
      supplier_price: g.supplier_price,
      sellers: listingsOf(g.goods_id).map((l) => {
        const shop = shopName(l.shop_id);
        return {
          shop_id: l.shop_id,
          shop_name: shop.zh,
          goods_id: l.goods_id,
          sn: l.sn,
          price: l.price,
          market_enable: l.market_enable,
          under_message: l.under_message,
          create_time: l.create_time,
          skus: l.skus.map((s) => ({ sku_id: s.sku_id, supplier_sku_id: s.supplier_sku_id, spec_list: s.spec_list, cost: s.cost, price: s.price, quantity: s.quantity, enable_quantity: s.enable_quantity })),
          __en: { shop_name: shop.en, ...(l.__en?.under_message ? { under_message: l.__en.under_message } : {}) },
        };
      }),
      __en: g.__en?.goods_name ? { goods_name: g.__en.goods_name } : undefined,
    };
  }),
];
