/**
 * Group buy (拼团, `pintuan`, api reference §6.6). Besides the common status rules, a group buy closed while
 * running can be opened again until its range ends (`option_status` CAN_OPEN / CAN_CLOSE / NOTHING), and its goods
 * can be managed until it ends.
 */
import { badParam, business, notFound, text } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { assertNoConflict } from '../conflicts';
import { flag, integer, money, oneOf, optionalText, requiredText, timeRange, withinQueryRange } from '../fields';
import { chosenSkus, specsOf } from '../goods';
import type { PintuanGoods, PintuanRecord } from '../records';
import { activityStatus, assertAllowed, statusFilter, statusView } from '../status';
import { byIdDesc, newId, promotionsDb } from '../store';
import { keptEnglish } from '../text';

const BASE = '*/seller/promotion/pintuan';
const WHAT = text('拼团活动', 'Group buy');
const MAX_GROUP = 100;
/** Hours a group may take to fill up: at most 30 days. */
const MAX_HOURS = 720;

const statusOf = (t: PintuanRecord) => activityStatus(t.start_time, t.end_time, t.closed);

function optionStatus(t: PintuanRecord): 'CAN_OPEN' | 'CAN_CLOSE' | 'NOTHING' {
  const status = statusOf(t);
  if (status === 'UNDERWAY') return 'CAN_CLOSE';
  const now = nowSeconds();
  return t.closed && now >= t.start_time && now < t.end_time ? 'CAN_OPEN' : 'NOTHING';
}

function view(t: PintuanRecord) {
  const { shop_id, closed, goods: _goods, __en, ...fields } = t;
  const { en, ...status } = statusView(statusOf(t), closed);
  return { ...fields, ...status, option_status: optionStatus(t), seller_id: shop_id, __en: { ...__en, ...en } };
}

function own(ctx: Ctx, id = ctx.params.id): PintuanRecord {
  const t = promotionsDb().pintuans.get(id);
  if (!t || t.shop_id !== ctx.session.shopId) throw notFound(WHAT, id);
  return t;
}

/** The goods of a group buy may not be in another goods-level activity at the same time. */
function assertGoodsFree(ctx: Ctx, t: Pick<PintuanRecord, 'promotion_id' | 'start_time' | 'end_time'>, goods: PintuanGoods[]): void {
  const claims = goods.map((g) => ({ goods: g, start: t.start_time, end: t.end_time }));
  assertNoConflict(ctx.english, ctx.session.shopId, 'single', `pintuan:${t.promotion_id}`, claims);
}

async function save(ctx: Ctx, previous?: PintuanRecord): Promise<PintuanRecord> {
  const body = await ctx.fields();
  const range = timeRange(body);
  const next = {
    promotion_id: previous?.promotion_id ?? '',
    shop_id: ctx.session.shopId,
    promotion_name: requiredText(body.promotion_name, 'promotion_name', 25, 2),
    promotion_title: optionalText(body.promotion_title, 'promotion_title', 5),
    ...range,
    required_num: integer(body.required_num, 'required_num', 2, MAX_GROUP),
    limit_num: integer(body.limit_num, 'limit_num', 0, undefined, 0),
    limit_time: integer(body.limit_time, 'limit_time', 1, MAX_HOURS),
    enable_mocker: flag(body.enable_mocker, 'enable_mocker'),
    closed: false,
    goods: previous?.goods ?? [],
    create_time: previous?.create_time ?? nowSeconds(),
  };
  // New dates must still leave the chosen goods free.
  assertGoodsFree(ctx, next, next.goods);
  next.promotion_id ||= newId('pintuans');
  return promotionsDb().pintuans.put({ ...next, __en: keptEnglish(previous, next) });
}

export const pintuanHandlers = [
  route('get', BASE, (ctx) => {
    const q = ctx.query;
    const name = q.get('name') ?? q.get('keyword') ?? '';
    const status = statusFilter(q);
    const mocker = q.get('enable_mocker') ? oneOf(q.get('enable_mocker'), 'enable_mocker', [0, 1]) : undefined;
    const rows = promotionsDb()
      .pintuans.all()
      .filter(
        (t) =>
          t.shop_id === ctx.session.shopId &&
          matches(name, t.promotion_name, t.__en?.promotion_name, t.promotion_title) &&
          (!status || statusOf(t) === status) &&
          (mocker === undefined || t.enable_mocker === mocker) &&
          withinQueryRange(q, t.start_time, t.end_time),
      )
      .sort(byIdDesc((t) => t.promotion_id));
    return paginate(rows, q, view);
  }),

  route('get', `${BASE}/goods/:id`, (ctx) => {
    const t = own(ctx);
    return t.goods.map(({ __en, ...g }) => ({
      ...g,
      pintuan_id: t.promotion_id,
      required_num: t.required_num,
      limit_num: t.limit_num,
      end_time: t.end_time,
      __en,
    }));
  }),

  /** Replaces the goods: each a SKU of the shop with a group price above 0 and below its price. */
  route('post', `${BASE}/goods/:id`, async (ctx) => {
    const t = own(ctx);
    assertAllowed('goods', statusOf(t), t.closed);
    const kept = new Map(t.goods.map((g) => [g.sku_id, g]));
    const goods = chosenSkus(t.shop_id, await ctx.list(), '').map(({ g, s, row, at }): PintuanGoods => {
      const price = money(row.sales_price, `${at}.sales_price`);
      if (price >= s.price) throw badParam(`${at}.sales_price 拼团价必须低于商品原价 ${s.price}`, `${at}.sales_price must be below the original price ${s.price}`);
      const before = kept.get(s.sku_id);
      return {
        id: before?.id ?? '',
        goods_id: g.goods_id,
        sku_id: s.sku_id,
        goods_name: g.goods_name,
        thumbnail: s.thumbnail || g.thumbnail,
        sn: s.sn,
        specs: specsOf(s),
        origin_price: s.price,
        sales_price: price,
        enable_quantity: s.enable_quantity,
        sold_quantity: before?.sold_quantity ?? 0,
        locked_quantity: before?.locked_quantity ?? 0,
        ...(g.__en?.goods_name ? { __en: { goods_name: g.__en.goods_name } } : {}),
      };
    });
    assertGoodsFree(ctx, t, goods);
    goods.forEach((g) => (g.id ||= newId('pintuanGoods')));
    promotionsDb().pintuans.put({ ...t, goods });
  }),

  route('get', `${BASE}/:id`, (ctx) => view(own(ctx))),

  route('post', BASE, async (ctx) => view(await save(ctx))),

  route('put', `${BASE}/:id`, async (ctx) => {
    const t = own(ctx);
    assertAllowed('edit', statusOf(t), t.closed);
    return view(await save(ctx, t));
  }),

  route('delete', `${BASE}/:id`, (ctx) => {
    const t = own(ctx);
    assertAllowed('delete', statusOf(t), t.closed);
    promotionsDb().pintuans.remove(t.promotion_id);
  }),

  /** flag 0 opens a group buy closed inside its range, 1 closes a running one. */
  route('put', `${BASE}/:id/:flag/open-close`, (ctx) => {
    const t = own(ctx);
    const open = oneOf(ctx.params.flag, 'flag', ['0', '1']) === '0';
    if (open) {
      // No other activity took its goods meanwhile: a closed group buy still holds them (see conflicts.ts).
      if (optionStatus(t) !== 'CAN_OPEN') {
        throw business('只有在活动时间内被关闭的活动可以开启', 'only a group buy closed inside its time range can be opened');
      }
    } else {
      assertAllowed('close', statusOf(t), t.closed);
    }
    promotionsDb().pintuans.put({ ...t, closed: !open });
  }),
];
