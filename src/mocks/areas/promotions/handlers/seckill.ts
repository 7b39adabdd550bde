/**
 * Flash sales (限时抢购, api reference §6.5): the platform creates the activities with their hour slots; a shop
 * applies SKUs to slots once (the application cannot be edited) before the deadline; the platform reviews them.
 */
import { badParam, business, notFound, text, type Bilingual } from '../../../lib/errors';
import { toId } from '../../../lib/json';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { assertNoConflict } from '../conflicts';
import { integer, money, oneOf, withinQueryRange } from '../fields';
import { chosenSkus, specsOf } from '../goods';
import type { SeckillApplyRecord, SeckillApplyStatus, SeckillRecord } from '../records';
import { seckillWindow, slotWindow } from '../seckill-slots';
import { activityStatus, statusFilter, statusView, type ActivityStatus } from '../status';
import { byIdDesc, newId, promotionsDb } from '../store';

const WHAT = text('限时抢购活动', 'Flash sale');
const APPLY_STATUSES: readonly SeckillApplyStatus[] = ['APPLY', 'PASS', 'FAIL'];
const APPLY_TEXT: Record<SeckillApplyStatus, Bilingual> = {
  APPLY: text('申请中', 'Pending review'),
  PASS: text('已通过', 'Approved'),
  FAIL: text('已驳回', 'Rejected'),
};
/** The platform-side status of CORE722 `SeckillStatusEnum` matching each computed status. */
const PLATFORM_STATUS: Record<ActivityStatus, string> = { WAIT: 'RELEASE', UNDERWAY: 'OPEN', END: 'OVER' };

const statusOf = (s: SeckillRecord) => {
  const { start, end } = seckillWindow(s);
  return activityStatus(start, end, false);
};

const appliesOf = (shopId: string, seckillId: string) =>
  promotionsDb()
    .seckillApplies.all()
    .filter((a) => a.shop_id === shopId && a.seckill_id === seckillId);

/** 0 may apply, 1 applied, 2 deadline passed without applying, 3 deadline passed, applied. */
function isApply(s: SeckillRecord, shopId: string): number {
  const applied = appliesOf(shopId, s.seckill_id).length > 0;
  const closed = nowSeconds() > s.apply_end_time;
  if (applied) return closed ? 3 : 1;
  return closed ? 2 : 0;
}

function view(s: SeckillRecord, shopId: string) {
  const { __en, ...fields } = s;
  const status = statusOf(s);
  const { en, ...shown } = statusView(status, false);
  return { ...fields, ...shown, seckill_status: PLATFORM_STATUS[status], is_apply: isApply(s, shopId), __en: { ...__en, ...en } };
}

function applyView(a: SeckillApplyRecord) {
  const { shop_id: _shop, __en, ...fields } = a;
  const seckill = promotionsDb().seckills.get(a.seckill_id);
  return {
    ...fields,
    start_time: seckill ? slotWindow(seckill, a.time_line).start : 0,
    status_text: APPLY_TEXT[a.status].zh,
    __en: { ...__en, status_text: APPLY_TEXT[a.status].en },
  };
}

function seckillOf(ctx: Ctx): SeckillRecord {
  const s = promotionsDb().seckills.get(ctx.params.id);
  if (!s) throw notFound(WHAT, ctx.params.id);
  return s;
}

export const seckillHandlers = [
  route('get', '*/seller/promotion/seckill', (ctx) => {
    const q = ctx.query;
    const status = statusFilter(q);
    const rows = promotionsDb()
      .seckills.all()
      .filter(
        (s) =>
          matches(q.get('seckill_name') ?? q.get('keyword') ?? '', s.seckill_name, s.__en?.seckill_name) &&
          (!status || statusOf(s) === status) &&
          withinQueryRange(q, s.start_day, s.start_day),
      )
      .sort((a, b) => b.start_day - a.start_day || byIdDesc((s: SeckillRecord) => s.seckill_id)(a, b));
    return paginate(rows, q, (s) => view(s, ctx.session.shopId));
  }),

  route('get', '*/seller/promotion/seckill/:id', (ctx) => view(seckillOf(ctx), ctx.session.shopId)),

  /** The one-shot application: every SKU with its slot and flash price. */
  route('post', '*/seller/promotion/seckill-goods/:id', async (ctx) => {
    const seckill = seckillOf(ctx);
    const shopId = ctx.session.shopId;
    if (appliesOf(shopId, seckill.seckill_id).length) {
      throw business('本店已报名该活动，报名商品不能修改', 'this shop has already applied to the flash sale: an application cannot be changed');
    }
    if (nowSeconds() > seckill.apply_end_time) throw business('活动报名已截止', 'applications to this flash sale have closed');
    const chosen = chosenSkus(shopId, await ctx.list(), '').map(({ g, s, row, at }) => {
      const sent = toId(row.seckill_id);
      if (sent && sent !== seckill.seckill_id) throw badParam(`${at}.seckill_id 与报名的活动不一致`, `${at}.seckill_id is not the flash sale applied to`);
      const timeLine = oneOf(row.time_line, `${at}.time_line`, seckill.range_list);
      const price = money(row.price, `${at}.price`);
      if (price >= s.price) throw badParam(`${at}.price 活动价必须低于商品原价 ${s.price}`, `${at}.price must be below the original price ${s.price}`);
      const goods = { sku_id: s.sku_id, goods_name: g.goods_name, specs: specsOf(s), __en: g.__en };
      return { g, s, timeLine, price, sold: integer(row.sold_quantity, `${at}.sold_quantity`, 0, s.enable_quantity, s.enable_quantity), goods };
    });
    assertNoConflict(ctx.english, shopId, 'single', `seckill:${seckill.seckill_id}`, chosen.map((c) => ({ goods: c.goods, ...slotWindow(seckill, c.timeLine) })));
    const now = nowSeconds();
    for (const c of chosen) {
      promotionsDb().seckillApplies.put({
        apply_id: newId('seckillApplies'),
        seckill_id: seckill.seckill_id,
        shop_id: shopId,
        time_line: c.timeLine,
        goods_id: c.g.goods_id,
        sku_id: c.s.sku_id,
        goods_name: c.g.goods_name,
        goods_image: c.s.thumbnail || c.g.thumbnail,
        specs: c.goods.specs,
        original_price: c.s.price,
        price: c.price,
        sold_quantity: c.sold,
        status: 'APPLY',
        fail_reason: '',
        create_time: now,
        ...(c.g.__en?.goods_name ? { __en: { goods_name: c.g.__en.goods_name } } : {}),
      });
    }
  }),

  route('get', '*/seller/promotion/seckill-goods', (ctx) => {
    const q = ctx.query;
    const seckillId = q.get('seckill_id') ?? '';
    const status = q.get('status') ? oneOf(q.get('status'), 'status', APPLY_STATUSES) : undefined;
    const rows = promotionsDb()
      .seckillApplies.all()
      .filter(
        (a) =>
          a.shop_id === ctx.session.shopId &&
          (!seckillId || a.seckill_id === seckillId) &&
          matches(q.get('goods_name') ?? '', a.goods_name, a.__en?.goods_name) &&
          (!status || a.status === status),
      )
      // Newest sale first, then by slot.
      .sort((a, b) => byIdDesc((x: SeckillApplyRecord) => x.seckill_id)(a, b) || a.time_line - b.time_line || byIdDesc((x: SeckillApplyRecord) => x.apply_id)(b, a));
    return paginate(rows, q, applyView);
  }),
];
