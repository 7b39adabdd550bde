/**
 * The supplier goods library (api-reference §9): which goods a supplier offers, which shops list them, and
 * how a listing follows its supplier goods. A listing is an ordinary goods of the reselling shop with
 * `source_type` SUPPLIER and `supplier_goods_id`; its SKUs mirror the supplier's (`supplier_sku_id`) with
 * the shop's own sale prices and the supply price as cost.
 */
import { supplierListing } from '../../db/seed/goods';
import { db, nextId } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { business, notFound, text, what, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { totalEnableQuantity, totalQuantity } from '../../handlers/goods-model';
import type { Ctx } from '../../handlers/route';

const isSupplierShop = (shopId: string) => db().shops.get(shopId)?.shop_type === 'SUPPLIER';

/** The supplier side of the library is the supplier shop's; 500 for an ordinary shop. */
export function requireSupplier(ctx: Ctx): void {
  if (!isSupplierShop(ctx.session.shopId)) throw business('只有供应商店铺可以管理供应商品', 'only a supplier shop manages supply goods');
}

/** Listing supplier goods is for ordinary shops; 500 for a supplier shop. */
export function requireReseller(ctx: Ctx): void {
  if (isSupplierShop(ctx.session.shopId)) throw business('供应商店铺不能代销供应商品', 'a supplier shop cannot resell supply goods');
}

export const onSale = (g: GoodsRecord) => g.market_enable === 1 && g.is_auth === 1 && g.disabled === 1;

/** Supply goods a shop can list: on sale, physical, of an open supplier shop. */
export const offered = (g: GoodsRecord) =>
  isSupplierShop(g.shop_id) && db().shops.get(g.shop_id)?.shop_status === 'OPEN' && onSale(g) && g.goods_type === 'NORMAL';

/** A supply goods by id for a reselling shop: 404 when it is not a supply goods, 500 when it is not on offer. */
export function supplyGoods(id: string): GoodsRecord {
  const g = db().goods.get(id);
  if (!g || !isSupplierShop(g.shop_id)) throw notFound(what.goods, id);
  if (!offered(g)) throw business('该供应商品已下架或未在售，不能上架', 'this supply goods is off shelf or not on sale and cannot be listed');
  return g;
}

/** Every listing of a supply goods, in any shop and state. */
export const listingsOf = (supplierGoodsId: string) => db().goods.all().filter((g) => g.source_type === 'SUPPLIER' && g.supplier_goods_id === supplierGoodsId);

/** The shop's listing of a supply goods (on shelf or not), if any. */
export const listingIn = (shopId: string, supplierGoodsId: string) => listingsOf(supplierGoodsId).find((g) => g.shop_id === shopId);

export const isListed = (g: GoodsRecord) => g.market_enable === 1 && g.disabled === 1;

/** A shop's name in both languages (a supplier's is the library's `seller_name`). */
export function shopName(shopId: string): Bilingual {
  const shop = db().shops.get(shopId);
  return { zh: shop?.shop_name ?? '', en: shop?.__en?.shop_name ?? shop?.shop_name ?? '' };
}

/** A supply goods as the reselling shop's library shows it: `cost` is the supply price, `price` the suggested one. */
export function libraryRow(g: GoodsRecord) {
  const supplier = shopName(g.shop_id);
  return {
    goods_id: g.goods_id,
    goods_name: g.goods_name,
    thumbnail: g.thumbnail,
    sn: g.sn,
    cost: g.supplier_price,
    price: g.price,
    quantity: totalQuantity(g),
    enable_quantity: totalEnableQuantity(g),
    create_time: g.create_time,
    category_id: g.category_id,
    have_spec: g.have_spec,
    shop_id: g.shop_id,
    seller_name: supplier.zh,
    __en: { ...(g.__en?.goods_name ? { goods_name: g.__en.goods_name } : {}), seller_name: supplier.en },
  };
}

/** A shop's listing: its own id and sale price, the supply price as `cost`, the supplier's name. */
export function listingRow(g: GoodsRecord) {
  const source = db().goods.get(g.supplier_goods_id ?? '');
  const supplier = shopName(source?.shop_id ?? '');
  return {
    goods_id: g.goods_id,
    supplier_goods_id: g.supplier_goods_id,
    goods_name: g.goods_name,
    thumbnail: g.thumbnail,
    sn: g.sn,
    price: g.price,
    cost: g.cost,
    quantity: totalQuantity(g),
    enable_quantity: totalEnableQuantity(g),
    create_time: g.create_time,
    market_enable: g.market_enable,
    under_message: g.under_message,
    seller_name: supplier.zh,
    __en: { ...(g.__en ?? {}), seller_name: supplier.en },
  };
}

export const TAKEN_OFF_BY_SUPPLIER: Bilingual = text('供应商已下架该商品', 'The supplier took this goods off shelf');

/**
 * Rebuilds every listing of a supply goods after the supplier changed it: content, SKUs, stock and supply
 * price follow the supplier; each listing keeps its ids, category and sale prices (a new supplier SKU
 * starts at the suggested price). When the supplier took it off shelf, the listings go off shelf too.
 */
export function syncListings(source: GoodsRecord): void {
  const offShelf = source.market_enable === 0 || source.disabled === 0;
  for (const listing of listingsOf(source.goods_id)) {
    const own = new Map(listing.skus.map((s) => [s.supplier_sku_id ?? '', s]));
    const next = supplierListing(source, { ...listing, last_modify: nowSeconds() }, (s) => ({
      sku_id: own.get(s.sku_id)?.sku_id ?? nextId('sku'),
      price: own.get(s.sku_id)?.price ?? s.price,
    }));
    if (offShelf && listing.market_enable === 1) {
      next.market_enable = 0;
      next.under_message = TAKEN_OFF_BY_SUPPLIER.zh;
      next.__en = { ...next.__en, under_message: TAKEN_OFF_BY_SUPPLIER.en };
    }
    db().goods.put(next);
  }
}
