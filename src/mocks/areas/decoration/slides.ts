/**
 * Shop carousel slides, `seller/shops/sildes` (sic; BE722 `ShopSildeSellerController`, `ShopSildeDO`; UI61
 * `api/shopSlide.js`), per client type:
 * - `GET ?client_type=PC|MOBILE` → bare array `{silde_id, client_type, silde_url, img}` (all types without it);
 * - `PUT` with a JSON array: each item with a `silde_id` of the shop is updated, each without one is added
 *   (client type: the item's, else the query's, else PC); answers the list as GET does;
 * - `DELETE seller/shops/sildes/{ids}` (comma-joined; all or nothing).
 */
import { nextId } from '../../db/store';
import { pathIds } from '../../lib/body';
import { badParam, notFound, text } from '../../lib/errors';
import { toId } from '../../lib/json';
import { str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { logOperation } from '../statistics/system-logs';
import { readClientType } from './client-type';
import { decorationDb } from './db';
import type { ClientType, SlideRecord } from './types';

const SLIDE = text('幻灯片', 'Slide');
const URL_MAX = 100;
const MAX_PER_CLIENT = 10;

function ownSlide(ctx: Ctx, id: string): SlideRecord {
  const slide = decorationDb().slides.get(id);
  if (!slide || slide.shop_id !== ctx.session.shopId) throw notFound(SLIDE, id);
  return slide;
}

function listSlides(shopId: string, client: ClientType | '') {
  return decorationDb()
    .slides.all()
    .filter((s) => s.shop_id === shopId && (!client || s.client_type === client))
    .sort((a, b) => Number(a.silde_id) - Number(b.silde_id))
    .map(({ shop_id: _shop, ...s }) => s);
}

export const slideHandlers = [
  route('get', '*/seller/shops/sildes', (ctx) => listSlides(ctx.session.shopId, readClientType(ctx.query.get('client_type')))),

  route('put', '*/seller/shops/sildes', async (ctx) => {
    const queryClient = readClientType(ctx.query.get('client_type'));
    const shopId = ctx.session.shopId;
    const items = (await ctx.list()).map((raw, i) => {
      const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const url = str(item.silde_url).trim();
      if (!url) throw badParam(`第 ${i + 1} 张幻灯片：silde_url 幻灯片URL不能为空`, `slide ${i + 1}: silde_url is required`);
      if (url.length > URL_MAX) throw badParam(`第 ${i + 1} 张幻灯片：silde_url 幻灯片URL超出限制`, `slide ${i + 1}: silde_url allows at most ${URL_MAX} characters`);
      const img = str(item.img).trim();
      if (!img) throw badParam(`第 ${i + 1} 张幻灯片：img 图片不能为空`, `slide ${i + 1}: img is required`);
      const id = toId(item.silde_id);
      const existing = id ? ownSlide(ctx, id) : undefined;
      const client = readClientType(item.client_type) || existing?.client_type || queryClient || 'PC';
      return { existing, slide: { silde_id: id, shop_id: shopId, client_type: client, silde_url: url, img } };
    });
    for (const client of ['PC', 'MOBILE'] as const) {
      const kept = listSlides(shopId, client).length;
      const added = items.filter((i) => !i.existing && i.slide.client_type === client).length;
      if (kept + added > MAX_PER_CLIENT) throw badParam(`client_type 每个端最多 ${MAX_PER_CLIENT} 张幻灯片`, `at most ${MAX_PER_CLIENT} slides per client type`);
    }
    const { slides, seeded } = decorationDb();
    items.forEach(({ slide }) => slides.put({ ...slide, silde_id: slide.silde_id || nextId('shopSlide', seeded.slide) }));
    logOperation(ctx, text('修改店铺幻灯片', 'Changed the shop slides'));
    return listSlides(shopId, queryClient);
  }),

  route('delete', '*/seller/shops/sildes/:ids', (ctx) => {
    const targets = pathIds(ctx.params.ids).map((id) => ownSlide(ctx, id));
    if (!targets.length) throw badParam('ids 请选择要删除的幻灯片', 'ids: choose the slides to delete');
    targets.forEach((s) => decorationDb().slides.remove(s.silde_id));
    logOperation(ctx, text('删除店铺幻灯片', 'Deleted shop slides'), 'important');
  }),
];
