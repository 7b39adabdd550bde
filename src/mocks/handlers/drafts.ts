/** Draft goods (api-reference §3.4): saved publish bodies, published with `.../market`. */
import { paramsOfCategory } from '../db/seed/catalog';
import { db, nextId } from '../db/store';
import type { DraftRecord } from '../db/types';
import { pathIds } from '../lib/body';
import { badParam, notFound, what } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { matches, num, str } from '../lib/values';
import { goodsDetail, shopCatPathOf } from './goods-model';
import { applyPublish, assertUniqueSn, validatePublish } from './goods-publish';
import { route, type Ctx } from './route';

function ownDraft(ctx: Ctx, id: string): DraftRecord {
  const d = db().drafts.get(id);
  if (!d || d.shop_id !== ctx.session.shopId) throw notFound(what.draft, id);
  return d;
}

const galleryUrls = (body: Record<string, unknown>) =>
  (Array.isArray(body.goods_gallery_list) ? body.goods_gallery_list : [])
    .map((i) => (i && typeof i === 'object' ? str((i as Record<string, unknown>).original) : str(i)))
    .filter(Boolean);

function row(d: DraftRecord) {
  const urls = galleryUrls(d.body);
  return {
    draft_goods_id: d.draft_goods_id,
    goods_name: str(d.body.goods_name),
    sn: str(d.body.sn),
    price: num(d.body.price) ?? 0,
    quantity: num(d.body.quantity) ?? 0,
    original: urls[0] ?? '',
    thumbnail: urls[0] ?? '',
    create_time: d.create_time,
    exchange_point: num(d.body.exchange_point) ?? 0,
    shop_cat_id: toId(d.body.shop_cat_id) || '0',
  };
}

async function save(ctx: Ctx, existing: DraftRecord | null) {
  const body = await ctx.fields();
  if (!str(body.goods_name).trim()) throw badParam('商品名称(goods_name)不能为空', 'goods_name (goods name) is required');
  const draft: DraftRecord = {
    draft_goods_id: existing?.draft_goods_id ?? nextId('draft'),
    shop_id: ctx.session.shopId,
    body,
    skus: existing?.skus ?? [],
    create_time: existing?.create_time ?? nowSeconds(),
  };
  db().drafts.put(draft);
  return { ...row(draft), ...draft.body, draft_goods_id: draft.draft_goods_id, gallery_list: galleryUrls(body) };
}

export const draftHandlers = [
  route('get', '*/seller/goods/draft-goods', (ctx) => {
    const keyword = ctx.query.get('keyword') ?? '';
    const catPath = ctx.query.get('shop_cat_path') ?? '';
    const rows = db()
      .drafts.all()
      .filter((d) => d.shop_id === ctx.session.shopId)
      .map(row)
      .filter((r) => matches(keyword, r.goods_name, r.sn))
      .filter((r) => !catPath || shopCatPathOf(ctx.session.shopId, r.shop_cat_id).startsWith(catPath))
      .sort((a, b) => b.create_time - a.create_time);
    return paginate(rows, ctx.query);
  }),
  route('post', '*/seller/goods/draft-goods', (ctx) => save(ctx, null)),
  route('put', '*/seller/goods/draft-goods/:id/market', async (ctx) => {
    const draft = ownDraft(ctx, ctx.params.id);
    const body = { ...draft.body, ...(await ctx.fields()) };
    const data = validatePublish(body);
    assertUniqueSn(ctx.session.shopId, data.sn);
    const goods = applyPublish(null, ctx.session.shopId, body, data);
    db().drafts.remove(draft.draft_goods_id);
    return goodsDetail(goods);
  }),
  route('get', '*/seller/goods/draft-goods/:id/skus', (ctx) => ownDraft(ctx, ctx.params.id).skus),
  route('put', '*/seller/goods/draft-goods/:id/skus', async (ctx) => {
    const draft = ownDraft(ctx, ctx.params.id);
    const skus = (await ctx.list()) as DraftRecord['skus'];
    db().drafts.put({ ...draft, skus });
    return skus;
  }),
  route('get', '*/seller/goods/draft-goods/:id/params', (ctx) => paramsOfCategory(toId(ownDraft(ctx, ctx.params.id).body.category_id))),
  route('put', '*/seller/goods/draft-goods/:id', (ctx) => save(ctx, ownDraft(ctx, ctx.params.id))),
  route('get', '*/seller/goods/draft-goods/:id', (ctx) => {
    const d = ownDraft(ctx, ctx.params.id);
    return { ...d.body, ...row(d), gallery_list: galleryUrls(d.body) };
  }),
  route('delete', '*/seller/goods/draft-goods/:ids', (ctx) => {
    const ids = pathIds(ctx.params.ids);
    ids.forEach((id) => ownDraft(ctx, id));
    ids.forEach((id) => db().drafts.remove(id));
  }),
];
