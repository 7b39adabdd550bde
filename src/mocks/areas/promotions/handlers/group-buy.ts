/**
 * Group purchase (团购, api reference §6.7; designed: docs/api/group-buy.md). A shop applies with one SKU to an
 * activity of the platform taking applications; the platform reviews it (0 waiting, 1 approved, 2 rejected). An
 * application is changed only while not approved and its activity not started, and deleted unless approved
 * and running. A change sends the application back to review.
 */
import { badParam, business, notFound, text } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { integer, money, oneOf, optionalText, requiredText } from '../fields';
import { chosenSkus } from '../goods';
import type { GroupBuyActiveRecord, GroupBuyRecord } from '../records';
import { GROUP_BUY_CATS } from '../seed/group-buy';
import { byIdDesc, newId, promotionsDb } from '../store';
import { keptEnglish } from '../text';

const BASE = '*/seller/promotion/group-buy-goods';
const WHAT = text('团购申请', 'Group purchase application');
const MAX_NUM = 999_999;

type ActStatus = 'NOT_STARTED' | 'STARTED' | 'OVER';

function actStatus(a: GroupBuyActiveRecord, now = nowSeconds()): ActStatus {
  if (now < a.start_time) return 'NOT_STARTED';
  return now < a.end_time ? 'STARTED' : 'OVER';
}

const activeOf = (id: string) => promotionsDb().groupBuyActives.get(id);
const catOf = (id: string) => GROUP_BUY_CATS.find((c) => c.cat_id === id);

function activeView(a: GroupBuyActiveRecord) {
  return { ...a, act_status: actStatus(a) };
}

function view(r: GroupBuyRecord) {
  const { shop_id, __en, ...fields } = r;
  const act = activeOf(r.act_id);
  const cat = catOf(r.cat_id);
  return {
    ...fields,
    seller_id: shop_id,
    act_name: act?.act_name ?? '',
    act_status: act ? actStatus(act) : 'OVER',
    start_time: act?.start_time,
    end_time: act?.end_time,
    cat_name: cat?.cat_name ?? '',
    __en: { ...__en, ...(act?.__en?.act_name ? { act_name: act.__en.act_name } : {}), ...(cat ? { cat_name: cat.en } : {}) },
  };
}

function own(ctx: Ctx, id = ctx.params.id): GroupBuyRecord {
  const r = promotionsDb().groupBuys.get(id);
  if (!r || r.shop_id !== ctx.session.shopId) throw notFound(WHAT, id);
  return r;
}

const started = (r: GroupBuyRecord) => {
  const act = activeOf(r.act_id);
  return !act || actStatus(act) !== 'NOT_STARTED';
};

async function save(ctx: Ctx, previous?: GroupBuyRecord): Promise<GroupBuyRecord> {
  if (previous && (previous.gb_status === 1 || started(previous))) {
    throw business('审核通过或活动已开始的团购申请不能修改', 'An approved application, or one whose activity has started, cannot be changed');
  }
  const body = await ctx.fields();
  const actId = String(body.act_id ?? '');
  const act = activeOf(actId);
  if (!act) throw badParam('act_id 请选择团购活动', 'act_id: choose a group purchase activity');
  if (act.act_id !== previous?.act_id && nowSeconds() >= act.join_end_time) {
    throw badParam('act_id 该团购活动已截止报名', 'act_id: this group purchase activity no longer takes applications');
  }
  const catId = String(body.cat_id ?? '');
  if (!catOf(catId)) throw badParam('cat_id 请选择团购分类', 'cat_id: choose a group purchase category');
  const [{ g, s }] = chosenSkus(ctx.session.shopId, [{ sku_id: body.sku_id }], 'goods');
  const price = money(body.price, 'price');
  if (price >= s.price) throw badParam(`price 团购价必须低于商品原价 ${s.price}`, `price must be below the original price ${s.price}`);
  const goodsNum = integer(body.goods_num, 'goods_num', 1, MAX_NUM);
  if (goodsNum > s.enable_quantity) throw badParam(`goods_num 团购数量不能超过库存 ${s.enable_quantity}`, `goods_num cannot exceed the stock of ${s.enable_quantity}`);
  const limitNum = integer(body.limit_num, 'limit_num', 0, MAX_NUM, 0);
  if (limitNum > goodsNum) throw badParam('limit_num 每人限购不能超过团购数量', 'limit_num cannot exceed goods_num');
  const next: Omit<GroupBuyRecord, '__en'> = {
    gb_id: previous?.gb_id ?? newId('groupBuys'),
    shop_id: ctx.session.shopId,
    act_id: act.act_id,
    cat_id: catId,
    gb_name: requiredText(body.gb_name, 'gb_name', 60),
    gb_title: optionalText(body.gb_title, 'gb_title', 60),
    goods_id: g.goods_id,
    sku_id: s.sku_id,
    goods_name: g.goods_name,
    thumbnail: s.thumbnail || g.thumbnail,
    original_price: s.price,
    price,
    goods_num: goodsNum,
    limit_num: limitNum,
    visual_num: integer(body.visual_num, 'visual_num', 0, MAX_NUM, 0),
    buy_num: previous?.buy_num ?? 0,
    remark: optionalText(body.remark, 'remark', 200),
    // Changed, it is reviewed again.
    gb_status: 0,
    add_time: previous?.add_time ?? nowSeconds(),
  };
  return promotionsDb().groupBuys.put({ ...next, __en: keptEnglish(previous, next) });
}

export const groupBuyHandlers = [
  route('get', BASE, (ctx) => {
    const q = ctx.query;
    const gbStatus = q.get('gb_status') ? oneOf(Number(q.get('gb_status')), 'gb_status', [0, 1, 2]) : undefined;
    const act = q.get('act_status') ? oneOf(q.get('act_status'), 'act_status', ['NOT_STARTED', 'STARTED', 'OVER']) : undefined;
    const rows = promotionsDb()
      .groupBuys.all()
      .filter((r) => r.shop_id === ctx.session.shopId)
      .map((r) => ({ r, v: view(r) }))
      .filter(
        ({ r, v }) =>
          matches(q.get('gb_name') ?? '', r.gb_name, r.__en?.gb_name) &&
          matches(q.get('goods_name') ?? '', r.goods_name, r.__en?.goods_name) &&
          matches(q.get('act_name') ?? '', v.act_name, v.__en.act_name) &&
          (gbStatus === undefined || r.gb_status === gbStatus) &&
          (!act || v.act_status === act),
      )
      .sort(byIdDesc(({ r }) => r.gb_id));
    return paginate(rows, q, ({ v }) => v);
  }),

  /** The activities taking applications now (a bare array: an option source). */
  route('get', `${BASE}/active`, () => {
    const now = nowSeconds();
    return promotionsDb()
      .groupBuyActives.all()
      .filter((a) => now < a.join_end_time)
      .map(activeView);
  }),

  route('get', `${BASE}/:id`, (ctx) => view(own(ctx))),
  route('post', BASE, async (ctx) => view(await save(ctx))),
  route('put', `${BASE}/:id`, async (ctx) => view(await save(ctx, own(ctx)))),

  route('delete', `${BASE}/:id`, (ctx) => {
    const r = own(ctx);
    if (r.gb_status === 1 && activeOf(r.act_id) && actStatus(activeOf(r.act_id)!) === 'STARTED') {
      throw business('审核通过且活动进行中的团购商品不能删除', 'An approved application cannot be deleted while its activity runs');
    }
    promotionsDb().groupBuys.remove(r.gb_id);
  }),

  /** The platform's categories (a bare array: an option source). */
  route('get', '*/seller/promotion/group-buy-cats', () =>
    GROUP_BUY_CATS.map(({ en, ...cat }) => ({ ...cat, parent_id: '0', __en: { cat_name: en } })),
  ),
];
