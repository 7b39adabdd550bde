/** Goods: list, detail, publish/edit, shelf and recycle actions, SKUs and stock (api-reference §3.2). */
import { db, nextId } from '../db/store';
import type { GoodsRecord, SkuRecord, SpecValue } from '../db/types';
import { pathIds } from '../lib/body';
import { badParam, business, notFound, what } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { num, str } from '../lib/values';
import { goodsDetail, goodsRow, ownGoods, ownGoodsList, queryGoods, skuView } from './goods-model';
import { applyPublish, assertUniqueSn, rowAmount, validatePublish } from './goods-publish';
import { route, type Ctx } from './route';

const MAX_STOCK = 99_999_999;

/** Applies `change` to each goods after `check` passed for all of them (all or nothing). */
function batch(ctx: Ctx, check: (g: GoodsRecord) => void, change: (g: GoodsRecord) => Partial<GoodsRecord>): void {
  const goods = ownGoodsList(ctx, pathIds(ctx.params.ids));
  goods.forEach(check);
  goods.forEach((g) => db().goods.put({ ...g, ...change(g), last_modify: nowSeconds() }));
}

const withoutEnglish = (g: GoodsRecord, ...keys: string[]) => {
  const english = { ...(g.__en ?? {}) };
  keys.forEach((k) => delete english[k]);
  return english;
};

function parseSpecList(value: unknown): SpecValue[] {
  return (Array.isArray(value) ? value : []).map((v) => {
    const o = (v ?? {}) as Record<string, unknown>;
    return {
      spec_group_name: str(o.spec_group_name ?? o.spec_name),
      spec_group_sn: str(o.spec_group_sn ?? o.spec_id),
      spec_value_name: str(o.spec_value_name ?? o.spec_value),
      spec_value_sn: str(o.spec_value_sn ?? o.spec_value_id),
      spec_value_image: str(o.spec_value_image ?? o.spec_image),
    };
  });
}

/** Goods taken from a supplier follow the supplier's SKUs and stock (api-reference §3.1): read-only here. */
function assertNotFromSupplier(g: GoodsRecord, what: 'skus' | 'quantity'): void {
  if (g.source_type !== 'SUPPLIER') return;
  if (what === 'skus') throw business('供应商商品不能修改SKU', 'SKUs of supplier goods cannot be edited', 'E307');
  throw business('供应商商品的库存由供应商维护，不能修改', 'the stock of supplier goods is kept by the supplier and cannot be edited', 'E308');
}

/** Replaces the SKUs of a goods from the SKU editor's array (also the supplier library's SKU call). */
export function saveSkus(g: GoodsRecord, rows: unknown[]): SkuRecord[] {
  if (!rows.length) throw badParam('SKU列表不能为空', 'the SKU list must not be empty');
  const old = new Map(g.skus.map((s) => [s.sku_id, s]));
  const skus = rows.map((row, index) => {
    const o = (row ?? {}) as Record<string, unknown>;
    const at = `skus[${index}]`;
    const sn = str(o.sn).trim();
    if (!sn) throw badParam(`${at}.sn 商品编号不能为空`, `${at}.sn is required`);
    if (!/^[A-Za-z0-9_-]+$/.test(sn)) throw badParam(`${at}.sn 格式不正确`, `${at}.sn may contain only letters, digits, _ and -`);
    const amount = (field: string, places: number) => rowAmount(o, at, field, places);
    const price = amount('price', 2);
    const cost = amount('cost', 2);
    const weight = g.goods_type === 'VIRTUAL' && num(o.weight) === undefined ? 0 : amount('weight', 4);
    const quantity = amount('quantity', 0);
    const previous = old.get(toId(o.sku_id));
    const locked = previous ? previous.quantity - previous.enable_quantity : 0;
    return {
      sku_id: previous?.sku_id ?? nextId('sku'),
      goods_id: g.goods_id,
      sn,
      quantity,
      enable_quantity: Math.max(0, quantity - locked),
      price,
      cost,
      weight,
      thumbnail: str(o.thumbnail) || g.thumbnail,
      exchange_point: num(o.exchange_point) ?? g.exchange_point,
      spec_list: parseSpecList(o.spec_list),
    } satisfies SkuRecord;
  });
  const sns = new Set(skus.map((s) => s.sn));
  if (sns.size !== skus.length) throw business('SKU编号重复', 'duplicate SKU numbers', 'E306');
  db().goods.put({
    ...g,
    skus,
    have_spec: skus.some((s) => s.spec_list.length) ? 1 : 0,
    price: Math.min(...skus.map((s) => s.price)),
    last_modify: nowSeconds(),
  });
  return skus;
}

export const goodsHandlers = [
  route('get', '*/seller/goods/warning', (ctx) => {
    const shop = ctx.session.shop;
    const limit = shop?.goods_warning_count ?? 5;
    const rows = queryGoods(ctx).filter((g) => g.market_enable === 1 && g.skus.some((s) => s.enable_quantity <= limit));
    return paginate(rows, ctx.query, goodsRow);
  }),

  route('get', '*/seller/goods/skus', (ctx) => {
    const rows = queryGoods(ctx).flatMap((g) => g.skus.map((s) => ({ s, g })));
    return paginate(rows, ctx.query, ({ s, g }) => skuView(s, g));
  }),

  route('get', '*/seller/goods/skus/:ids/details', (ctx) => {
    const ids = new Set(pathIds(ctx.params.ids));
    return db()
      .goods.all()
      .filter((g) => g.shop_id === ctx.session.shopId)
      .flatMap((g) => g.skus.filter((s) => ids.has(s.sku_id)).map((s) => skuView(s, g)));
  }),

  route('get', '*/seller/goods/:ids/details', (ctx) =>
    pathIds(ctx.params.ids)
      .map((id) => db().goods.get(id))
      .filter((g): g is GoodsRecord => !!g && g.shop_id === ctx.session.shopId)
      .map((g) => ({ ...goodsRow(g), goods_image: g.thumbnail, goods_price: g.price, sku_id: g.skus[0]?.sku_id ?? '' })),
  ),

  route('get', '*/seller/goods', (ctx) => paginate(queryGoods(ctx), ctx.query, goodsRow)),

  route('post', '*/seller/goods', async (ctx) => {
    const body = await ctx.fields();
    const data = validatePublish(body);
    assertUniqueSn(ctx.session.shopId, data.sn);
    return goodsDetail(applyPublish(null, ctx.session.shopId, body, data));
  }),

  route('put', '*/seller/goods/:id', async (ctx) => {
    const target = ownGoods(ctx, ctx.params.id);
    const body = await ctx.fields();
    const data = validatePublish(body);
    assertUniqueSn(ctx.session.shopId, data.sn, target.goods_id);
    return goodsDetail(applyPublish(target, ctx.session.shopId, body, data));
  }),

  route('put', '*/seller/goods/:ids/up', (ctx) =>
    batch(
      ctx,
      (g) => {
        if (g.disabled === 0) throw business('回收站中的商品不能上架', 'goods in the recycle station cannot be put on shelf', 'E302');
      },
      () => ({ market_enable: 1, under_message: '' }),
    ),
  ),

  route('put', '*/seller/goods/:ids/under', (ctx) => {
    const reason = (ctx.query.get('reason') ?? '').trim();
    if (!reason) throw badParam('下架原因不能为空', 'reason is required');
    batch(ctx, () => undefined, (g) => ({ market_enable: 0, under_message: reason, __en: withoutEnglish(g, 'under_message') }));
  }),

  route('put', '*/seller/goods/:ids/recycle', (ctx) =>
    batch(
      ctx,
      (g) => {
        if (g.market_enable !== 0) {
          throw business(`商品「${g.goods_name}」未下架，只有已下架的商品才能放入回收站`, `only off-shelf goods can be recycled: ${g.goods_name} is on shelf`, 'E301');
        }
      },
      () => ({ disabled: 0 }),
    ),
  ),

  route('put', '*/seller/goods/:ids/revert', (ctx) =>
    batch(
      ctx,
      (g) => {
        if (g.disabled !== 0) throw business(`商品「${g.goods_name}」不在回收站中`, `${g.goods_name} is not in the recycle station`, 'E303');
      },
      () => ({ disabled: 1 }),
    ),
  ),

  route('delete', '*/seller/goods/:ids', (ctx) => {
    const goods = ownGoodsList(ctx, pathIds(ctx.params.ids));
    goods.forEach((g) => {
      if (g.disabled !== 0) throw business(`商品「${g.goods_name}」不在回收站中，不能删除`, `only recycled goods can be deleted: ${g.goods_name}`, 'E304');
    });
    goods.forEach((g) => db().goods.remove(g.goods_id));
    db()
      .tags.all()
      .filter((t) => t.goods_ids.some((id) => goods.some((g) => g.goods_id === id)))
      .forEach((t) => db().tags.put({ ...t, goods_ids: t.goods_ids.filter((id) => !goods.some((g) => g.goods_id === id)) }));
  }),

  route('get', '*/seller/goods/:id/skus', (ctx) => {
    const g = ownGoods(ctx, ctx.params.id);
    return g.skus.map((s) => skuView(s, g));
  }),

  route('put', '*/seller/goods/:id/skus', async (ctx) => {
    const g = ownGoods(ctx, ctx.params.id);
    assertNotFromSupplier(g, 'skus');
    const skus = saveSkus(g, await ctx.list());
    const saved = db().goods.get(g.goods_id) as GoodsRecord;
    return skus.map((s) => skuView(s, saved));
  }),

  route('put', '*/seller/goods/:id/quantity', async (ctx) => {
    const g = ownGoods(ctx, ctx.params.id);
    assertNotFromSupplier(g, 'quantity');
    const rows = await ctx.list();
    const changes = rows.map((row, index) => {
      const o = (row ?? {}) as Record<string, unknown>;
      const skuId = toId(o.sku_id);
      const count = num(o.quantity_count);
      if (!skuId) throw badParam(`[${index}].sku_id 不能为空`, `[${index}].sku_id is required`);
      if (count === undefined || !Number.isInteger(count) || count < 0 || count > MAX_STOCK) {
        throw badParam(`[${index}].quantity_count 必须是 0–${MAX_STOCK} 的整数`, `[${index}].quantity_count must be an integer from 0 to ${MAX_STOCK}`);
      }
      if (!g.skus.some((s) => s.sku_id === skuId)) throw notFound(what.sku, skuId);
      return [skuId, count] as const;
    });
    const counts = new Map(changes);
    const skus = g.skus.map((s) => {
      const count = counts.get(s.sku_id);
      if (count === undefined) return s;
      const locked = s.quantity - s.enable_quantity;
      return { ...s, quantity: count, enable_quantity: Math.max(0, count - locked) };
    });
    db().goods.put({ ...g, skus, last_modify: nowSeconds() });
  }),

  // Last: `:id` would also match the static paths above.
  route('get', '*/seller/goods/:id', (ctx) => goodsDetail(ownGoods(ctx, ctx.params.id))),
];
