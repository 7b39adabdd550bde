/** Goods views and queries shared by the goods, picker, tag and export handlers. */
import { CATEGORY_BY_ID, categoryIds } from '../db/seed/catalog';
import { db } from '../db/store';
import type { GoodsRecord, SkuRecord } from '../db/types';
import { ApiError, notFound, what } from '../lib/errors';
import { matches } from '../lib/values';
import type { Ctx } from './route';

export const totalQuantity = (g: GoodsRecord) => g.skus.reduce((sum, s) => sum + s.quantity, 0);
export const totalEnableQuantity = (g: GoodsRecord) => g.skus.reduce((sum, s) => sum + s.enable_quantity, 0);

/** A row of the goods list (api-reference §3.2). */
export function goodsRow(g: GoodsRecord) {
  return {
    goods_id: g.goods_id,
    goods_name: g.goods_name,
    sn: g.sn,
    thumbnail: g.thumbnail,
    price: g.price,
    point_disable: g.point_disable,
    exchange_point: g.exchange_point,
    quantity: totalQuantity(g),
    enable_quantity: totalEnableQuantity(g),
    create_time: g.create_time,
    market_enable: g.market_enable,
    is_auth: g.is_auth,
    auth_message: g.auth_message,
    under_message: g.under_message,
    source_type: g.source_type,
    goods_type: g.goods_type,
    disabled: g.disabled,
    category_id: g.category_id,
    brand_id: g.brand_id,
    shop_cat_id: g.shop_cat_id,
    have_spec: g.have_spec,
    __en: g.__en,
  };
}

/** The goods detail (GoodsVO + UI61 extras). */
export function goodsDetail(g: GoodsRecord) {
  const { __en, ...fields } = g;
  const category = CATEGORY_BY_ID.get(g.category_id);
  return {
    ...fields,
    skus: undefined,
    category_name: category?.name ?? '',
    category_ids: categoryIds(g.category_id),
    quantity: totalQuantity(g),
    enable_quantity: totalEnableQuantity(g),
    free_freight: g.template_id === '0' ? 1 : 0,
    __en: { ...__en, ...(category ? { category_name: category.__en.name } : {}) },
  };
}

/** A SKU as the SKU editor and the goods picker read it. */
export function skuView(s: SkuRecord, g: GoodsRecord) {
  const specs = s.spec_list.map((v) => v.spec_value_name).join(' ');
  return {
    ...s,
    goods_name: g.goods_name,
    goods_image: s.thumbnail,
    goods_price: s.price,
    goods_type: g.goods_type,
    point_disable: g.point_disable,
    market_enable: g.market_enable,
    is_auth: g.is_auth,
    category_id: g.category_id,
    specs,
    properties_name: specs,
    __en: g.__en?.goods_name ? { goods_name: g.__en.goods_name } : undefined,
  };
}

/** The caller's goods, or 404. */
export function ownGoods(ctx: Ctx, id: string): GoodsRecord {
  const g = db().goods.get(id);
  if (!g || g.shop_id !== ctx.session.shopId) throw notFound(what.goods, id);
  return g;
}

/** The shop-category path `0|pid|id|` of each shop category of a shop. */
function shopCatPaths(shopId: string): Map<string, string> {
  const cats = db().shopCats.all().filter((c) => c.shop_id === shopId);
  const byId = new Map(cats.map((c) => [c.shop_cat_id, c]));
  const pathOf = (id: string, guard = 0): string => {
    const c = byId.get(id);
    return !c || guard > 10 ? '0|' : `${c.shop_cat_pid === '0' ? '0|' : pathOf(c.shop_cat_pid, guard + 1)}${id}|`;
  };
  return new Map(cats.map((c) => [c.shop_cat_id, pathOf(c.shop_cat_id)]));
}

export const shopCatPathOf = (shopId: string, catId: string) => shopCatPaths(shopId).get(catId) ?? '0|';

const SORTABLE = new Set(['price', 'create_time', 'quantity', 'enable_quantity', 'goods_name', 'sn', 'last_modify']);

/** The shop's goods filtered by the list query of api-reference §3.2 and sorted (`sort_field`/`sort_type`). */
export const queryGoods = (ctx: Ctx, shopId = ctx.session.shopId): GoodsRecord[] => filterGoods(ctx.query, shopId);

/** `queryGoods` for a query of its own (exports build their rows from the filters saved with the task). */
export function filterGoods(q: URLSearchParams, shopId: string): GoodsRecord[] {
  const has = (k: string) => (q.get(k) ?? '') !== '';
  const keyword = q.get('keyword') ?? '';
  const marketEnable = q.get('market_enable') ?? '';
  const isAuth = has('is_auth') ? Number(q.get('is_auth')) : marketEnable === '1' ? 1 : undefined;
  const disabled = has('disabled') ? Number(q.get('disabled')) : 1;
  const catPaths = has('shop_cat_path') ? shopCatPaths(shopId) : null;
  const shopCatPath = q.get('shop_cat_path') ?? '';
  const categoryPath = q.get('category_path') ?? '';
  const startPrice = has('start_price') ? Number(q.get('start_price')) : undefined;
  const endPrice = has('end_price') ? Number(q.get('end_price')) : undefined;

  const rows = db()
    .goods.all()
    .filter(
      (g) =>
        g.shop_id === shopId &&
        g.disabled === disabled &&
        (marketEnable === '' || g.market_enable === Number(marketEnable)) &&
        (isAuth === undefined || g.is_auth === isAuth) &&
        (!has('goods_type') || g.goods_type === q.get('goods_type')) &&
        (!has('point_disable') || g.point_disable === Number(q.get('point_disable'))) &&
        (!has('brand_id') || g.brand_id === q.get('brand_id')) &&
        (!catPaths || (catPaths.get(g.shop_cat_id) ?? '0|').startsWith(shopCatPath)) &&
        (!categoryPath || (CATEGORY_BY_ID.get(g.category_id)?.category_path ?? '').startsWith(categoryPath)) &&
        (startPrice === undefined || g.price >= startPrice) &&
        (endPrice === undefined || g.price <= endPrice) &&
        matches(keyword, g.goods_name, g.__en?.goods_name, g.sn) &&
        matches(q.get('goods_name') ?? '', g.goods_name, g.__en?.goods_name) &&
        matches(q.get('goods_sn') ?? '', g.sn),
    );

  const field = q.get('sort_field') ?? '';
  const direction = (q.get('sort_type') ?? '').toLowerCase() === 'asc' ? 1 : -1;
  const key = SORTABLE.has(field) ? field : 'create_time';
  const value = (g: GoodsRecord): number | string =>
    key === 'quantity' ? totalQuantity(g) : key === 'enable_quantity' ? totalEnableQuantity(g) : (g[key as keyof GoodsRecord] as number | string);
  const dir = SORTABLE.has(field) ? direction : -1;
  return rows.sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va !== vb) return (va < vb ? -1 : 1) * dir;
    return (a.goods_id.length - b.goods_id.length || (a.goods_id < b.goods_id ? -1 : a.goods_id > b.goods_id ? 1 : 0)) * -1;
  });
}

/** Each id must be one of the caller's goods; the first unknown id gives 404. */
export function ownGoodsList(ctx: Ctx, ids: string[]): GoodsRecord[] {
  if (!ids.length) throw new ApiError(400, '004', { zh: '商品id不能为空', en: 'goods ids are required' });
  return ids.map((id) => ownGoods(ctx, id));
}
