/** Shop categories (groups), spec groups and tags of the caller's shop (api-reference §3.4); freight templates are in areas/settings. */
import { db, nextId } from '../db/store';
import type { ShopCatRecord, SpecRecord } from '../db/types';
import { pathIds } from '../lib/body';
import { badParam, business, notFound, what } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { list, matches, num, str } from '../lib/values';
import { goodsRow, shopCatPathOf } from './goods-model';
import { route, type Ctx } from './route';

/* ---- shop categories ---- */

interface ShopCatNode extends ShopCatRecord {
  cat_path: string;
  children: ShopCatNode[];
}

function shopCatTree(shopId: string, parentId = '0'): ShopCatNode[] {
  return db()
    .shopCats.all()
    .filter((c) => c.shop_id === shopId && c.shop_cat_pid === parentId)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ ...c, cat_path: shopCatPathOf(shopId, c.shop_cat_id), children: shopCatTree(shopId, c.shop_cat_id) }));
}

function ownShopCat(ctx: Ctx, id: string): ShopCatRecord {
  const cat = db().shopCats.get(id);
  if (!cat || cat.shop_id !== ctx.session.shopId) throw notFound(what.shopCat, id);
  return cat;
}

async function saveShopCat(ctx: Ctx, existing: ShopCatRecord | null) {
  const f = await ctx.fields();
  const name = str(f.shop_cat_name).trim();
  if (!name) throw badParam('分组名称不能为空', 'shop_cat_name is required');
  if (name.length > 20) throw badParam('分组名称最多 20 个字符', 'shop_cat_name allows at most 20 characters');
  const pid = toId(f.shop_cat_pid) || existing?.shop_cat_pid || '0';
  if (pid !== '0') ownShopCat(ctx, pid);
  const cat: ShopCatRecord = {
    shop_cat_id: existing?.shop_cat_id ?? nextId('shopCat'),
    shop_id: ctx.session.shopId,
    shop_cat_pid: pid === existing?.shop_cat_id ? '0' : pid,
    shop_cat_name: name,
    disable: num(f.disable) ?? existing?.disable ?? 1,
    sort: num(f.sort) ?? existing?.sort ?? 0,
  };
  db().shopCats.put(cat);
  return { ...cat, cat_path: shopCatPathOf(cat.shop_id, cat.shop_cat_id) };
}

/* ---- specs ---- */

function ownSpec(ctx: Ctx, id: string): SpecRecord {
  const spec = db().specs.get(id);
  if (!spec || spec.shop_id !== ctx.session.shopId) throw notFound(what.spec, id);
  return spec;
}

async function saveSpec(ctx: Ctx, existing: SpecRecord | null): Promise<SpecRecord> {
  const f = await ctx.fields();
  const name = str(f.spec_group_name).trim();
  if (!name) throw badParam('规格名称不能为空', 'spec_group_name is required');
  if (name.length > 10) throw badParam('规格名称最多 10 个字符', 'spec_group_name allows at most 10 characters');
  const id = existing?.id ?? nextId('spec');
  const values = (Array.isArray(f.spec_values) ? f.spec_values : []).map((v, i) => {
    const o = (v ?? {}) as Record<string, unknown>;
    const valueName = str(o.spec_value_name).trim();
    if (!valueName) throw badParam(`spec_values[${i}].spec_value_name 不能为空`, `spec_values[${i}].spec_value_name is required`);
    if (valueName.length > 10) throw badParam('规格值最多 10 个字符', 'spec_value_name allows at most 10 characters');
    return { spec_value_name: valueName, spec_value_sn: str(o.spec_value_sn) || `SPEC${id}-${i + 1}`, spec_value_image: str(o.spec_value_image) };
  });
  if (!values.length) throw badParam('规格值不能为空', 'spec_values must not be empty');
  return db().specs.put({
    id,
    shop_id: ctx.session.shopId,
    spec_group_name: name,
    spec_group_sn: existing?.spec_group_sn ?? `SPEC${id}`,
    spec_values: values,
  });
}

const shopSpecs = (ctx: Ctx) => db().specs.all().filter((s) => s.shop_id === ctx.session.shopId);

/* ---- tags ---- */

function ownTag(ctx: Ctx, id: string) {
  const tag = db().tags.get(id);
  if (!tag || tag.shop_id !== ctx.session.shopId) throw notFound(what.tag, id);
  return tag;
}

function setTagGoods(ctx: Ctx, ids: string[]) {
  const tag = ownTag(ctx, ctx.params.tag_id);
  ids.forEach((id) => {
    const g = db().goods.get(id);
    if (!g || g.shop_id !== ctx.session.shopId) throw notFound(what.goods, id);
  });
  db().tags.put({ ...tag, goods_ids: [...new Set(ids)] });
}

export const shopGoodsSettingHandlers = [
  route('get', '*/seller/shops/cats', (ctx) => shopCatTree(ctx.session.shopId)),
  route('post', '*/seller/shops/cats', (ctx) => saveShopCat(ctx, null)),
  route('put', '*/seller/shops/cats/:id', (ctx) => saveShopCat(ctx, ownShopCat(ctx, ctx.params.id))),
  route('delete', '*/seller/shops/cats/:id', (ctx) => {
    const cat = ownShopCat(ctx, ctx.params.id);
    if (db().shopCats.all().some((c) => c.shop_cat_pid === cat.shop_cat_id)) {
      throw business('请先删除子分组', 'delete the child groups first', 'E401');
    }
    if (db().goods.all().some((g) => g.shop_id === cat.shop_id && g.shop_cat_id === cat.shop_cat_id && g.disabled === 1)) {
      throw business('分组下有商品，不能删除', 'the group still has goods', 'E402');
    }
    db().shopCats.remove(cat.shop_cat_id);
  }),

  route('get', '*/seller/goods/spec/all', (ctx) => shopSpecs(ctx)),
  route('get', '*/seller/goods/spec', (ctx) => {
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = shopSpecs(ctx).filter((s) => matches(keyword, s.spec_group_name, s.__en?.spec_group_name));
    return paginate(rows, ctx.query);
  }),
  route('get', '*/seller/goods/spec/:id', (ctx) => ownSpec(ctx, ctx.params.id)),
  route('post', '*/seller/goods/spec', (ctx) => saveSpec(ctx, null)),
  route('put', '*/seller/goods/spec/:id', (ctx) => saveSpec(ctx, ownSpec(ctx, ctx.params.id))),
  route('delete', '*/seller/goods/spec/:id', (ctx) => {
    pathIds(ctx.params.id).forEach((id) => ownSpec(ctx, id));
    pathIds(ctx.params.id).forEach((id) => db().specs.remove(id));
  }),

  route('get', '*/seller/goods/tags', (ctx) =>
    paginate(
      db().tags.all().filter((t) => t.shop_id === ctx.session.shopId),
      ctx.query,
      ({ goods_ids, ...tag }) => ({ ...tag, goods_num: goods_ids.length }),
    ),
  ),
  route('get', '*/seller/goods/tags/:tag_id/goods', (ctx) => {
    const tag = ownTag(ctx, ctx.params.tag_id);
    const goods = tag.goods_ids.map((id) => db().goods.get(id)).filter((g) => !!g);
    return paginate(goods, ctx.query, goodsRow, 500);
  }),
  route('put', '*/seller/goods/tags/:tag_id/goods/:goods_ids', (ctx) => setTagGoods(ctx, pathIds(ctx.params.goods_ids))),
  route('put', '*/seller/goods/tags/:tag_id/goods', async (ctx) => {
    const body = await ctx.body();
    const fromBody = Array.isArray(body) ? list(body) : list((body as Record<string, unknown>).goods_ids);
    setTagGoods(ctx, [...fromBody, ...list(ctx.query.getAll('goods_ids'))]);
  }),
];
