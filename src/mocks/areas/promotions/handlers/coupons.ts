/**
 * Coupons (api reference §6.3): free to claim or handed out by full-give activities; valid in a fixed window or N
 * days after the claim. Editable only while nobody claimed one; void stops further claims.
 */
import { badParam, business, notFound, text } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { couponCounts, couponStatus, couponStatusText, effectiveTimeText, giftableCoupons, type CouponStatus } from '../coupon-model';
import { integer, money, oneOf, requiredText, timeRange, withinQueryRange } from '../fields';
import type { CouponRecord, CouponType, EffectiveType } from '../records';
import { assertNotGivenAway } from '../references';
import { byIdDesc, newId, promotionsDb } from '../store';
import { keptEnglish } from '../text';

const BASE = '*/seller/promotion/coupons';
const WHAT = text('优惠券', 'Coupon');
const TYPES: readonly CouponType[] = ['FREE_GET', 'ACTIVITY_GIVE'];
const EFFECTIVE_TYPES: readonly EffectiveType[] = ['AUTO_TAKE_EFFECT', 'EFFECTIVE_AFTER_RECEIVING'];
const STATUSES: readonly CouponStatus[] = [0, 1, 2];
const MAX_DAYS = 1000;

/** Views of a shop's coupons, with the claimed/used counts and the computed status. */
function viewer(shopId: string) {
  const counts = couponCounts(shopId);
  return (c: CouponRecord) => {
    const { shop_id, void_time: _voided, __en, ...fields } = c;
    const status = couponStatus(c);
    const label = couponStatusText(c, status);
    const period = effectiveTimeText(c);
    const count = counts.get(c.coupon_id);
    return {
      ...fields,
      status,
      status_text: label.zh,
      effective_time_text: period.zh,
      received_num: count?.received ?? 0,
      used_num: count?.used ?? 0,
      use_scope: 'ALL',
      scope_id: '',
      scope_description: '全部商品可用',
      seller_id: shop_id,
      __en: { ...__en, status_text: label.en, effective_time_text: period.en, scope_description: 'All goods' },
    };
  };
}

const shopCoupons = (shopId: string) =>
  promotionsDb()
    .coupons.all()
    .filter((c) => c.shop_id === shopId)
    .sort(byIdDesc((c) => c.coupon_id));

function own(ctx: Ctx): CouponRecord {
  const coupon = promotionsDb().coupons.get(ctx.params.id);
  if (!coupon || coupon.shop_id !== ctx.session.shopId) throw notFound(WHAT, ctx.params.id);
  return coupon;
}

const received = (c: CouponRecord) => couponCounts(c.shop_id).get(c.coupon_id)?.received ?? 0;

/** The coupon form, checked. */
async function save(ctx: Ctx, previous?: CouponRecord): Promise<CouponRecord> {
  const body = await ctx.fields();
  const title = requiredText(body.title, 'title', 50);
  const price = money(body.coupon_price, 'coupon_price');
  const threshold = money(body.coupon_threshold_price, 'coupon_threshold_price');
  if (price >= threshold) throw badParam('coupon_price 优惠券面额必须小于门槛金额', 'coupon_price must be below coupon_threshold_price');
  const createNum = integer(body.create_num, 'create_num', 1);
  const limitNum = integer(body.limit_num, 'limit_num', 0);
  if (limitNum > createNum) throw badParam('limit_num 每人限领数量不能大于发放数量', 'limit_num cannot exceed create_num');
  const type = oneOf(body.type, 'type', TYPES);
  const effectiveType = oneOf(body.effective_type, 'effective_type', EFFECTIVE_TYPES);
  // UI61 offers only "valid after claim" for coupons handed out by activities: a claim can happen any time.
  if (type === 'ACTIVITY_GIVE' && effectiveType === 'AUTO_TAKE_EFFECT') {
    throw badParam('effective_type 活动赠送的优惠券只能领取后生效（EFFECTIVE_AFTER_RECEIVING）', 'effective_type of an ACTIVITY_GIVE coupon must be EFFECTIVE_AFTER_RECEIVING');
  }
  let window: { start_time: number | null; end_time: number | null } = { start_time: null, end_time: null };
  let days: number | null = null;
  if (effectiveType === 'AUTO_TAKE_EFFECT') {
    const range = timeRange(body, false);
    if (range.end_time <= nowSeconds()) throw badParam('end_time 有效期结束时间必须晚于当前时间', 'end_time must be in the future');
    window = range;
  } else {
    days = integer(body.effective_days, 'effective_days', 1, MAX_DAYS);
  }
  const next = {
    coupon_id: previous?.coupon_id ?? newId('coupons'),
    shop_id: ctx.session.shopId,
    title,
    coupon_price: price,
    coupon_threshold_price: threshold,
    type,
    effective_type: effectiveType,
    effective_days: days,
    ...window,
    create_num: createNum,
    limit_num: limitNum,
    create_time: previous?.create_time ?? nowSeconds(),
    void_time: null,
  };
  return promotionsDb().coupons.put({ ...next, __en: keptEnglish(previous, next) });
}

export const couponHandlers = [
  route('get', BASE, (ctx) => {
    const q = ctx.query;
    const get = (k: string) => q.get(k) ?? '';
    const type = get('type') ? oneOf(get('type'), 'type', TYPES) : undefined;
    const effectiveType = get('effective_type') ? oneOf(get('effective_type'), 'effective_type', EFFECTIVE_TYPES) : undefined;
    const status = get('status') ? oneOf(Number(get('status')), 'status', STATUSES) : undefined;
    const timed = get('start_time') !== '' || get('end_time') !== '';
    const rows = shopCoupons(ctx.session.shopId).filter(
      (c) =>
        matches(get('keyword'), c.title, c.__en?.title) &&
        (!type || c.type === type) &&
        (!effectiveType || c.effective_type === effectiveType) &&
        (status === undefined || couponStatus(c) === status) &&
        // A validity-window filter keeps the coupons whose fixed window lies inside it.
        (!timed || (c.start_time !== null && c.end_time !== null && withinQueryRange(q, c.start_time, c.end_time))),
    );
    return paginate(rows, q, viewer(ctx.session.shopId));
  }),

  // Before `/:id`.
  route('get', `${BASE}/list-activity-coupons`, (ctx) => giftableCoupons(ctx.session.shopId).sort(byIdDesc((c) => c.coupon_id)).map(viewer(ctx.session.shopId))),

  /** BE722: 0 all, 1 valid (not expired or voided), 2 invalid. */
  route('get', `${BASE}/:status/list`, (ctx) => {
    const wanted = oneOf(ctx.params.status, 'status', STATUSES);
    const rows = shopCoupons(ctx.session.shopId).filter((c) => wanted === 0 || (couponStatus(c) === 2) === (wanted === 2));
    return rows.map(viewer(ctx.session.shopId));
  }),

  route('get', `${BASE}/:id`, (ctx) => viewer(ctx.session.shopId)(own(ctx))),

  route('post', BASE, async (ctx) => viewer(ctx.session.shopId)(await save(ctx))),

  route('put', `${BASE}/:id`, async (ctx) => {
    const coupon = own(ctx);
    if (couponStatus(coupon) === 2) throw business('优惠券已失效或已作废，不能编辑', 'the coupon has expired or been voided: it can no longer be edited');
    const claimed = received(coupon);
    if (claimed > 0) throw business(`优惠券已被领取 ${claimed} 张，不能再编辑`, `${claimed} of this coupon were claimed: it can no longer be edited`);
    return viewer(ctx.session.shopId)(await save(ctx, coupon));
  }),

  /** Void: no more claims; coupons already claimed stay valid (each can be voided in the receive list). */
  route('post', `${BASE}/:id`, (ctx) => {
    const coupon = own(ctx);
    if (couponStatus(coupon) === 2) throw business('优惠券已失效或已作废，不能再作废', 'the coupon has already expired or been voided');
    if (received(coupon) >= coupon.create_num) throw business('优惠券已全部领完，无需作废', 'every coupon has been claimed: there is nothing left to void');
    promotionsDb().coupons.put({ ...coupon, void_time: nowSeconds() });
  }),

  route('delete', `${BASE}/:id`, (ctx) => {
    const coupon = own(ctx);
    const db = promotionsDb();
    if (couponStatus(coupon) === 1 && received(coupon) > 0) {
      throw business('优惠券生效中且已有会员领取，不能删除；请先作废', 'the coupon is effective and members hold some: void it before deleting it');
    }
    assertNotGivenAway(coupon.shop_id, (s) => s.bonus_id === coupon.coupon_id, { zh: '优惠券', en: 'coupon' });
    db.coupons.remove(coupon.coupon_id);
    // The receive list goes with the coupon (it is only reachable through it).
    db.memberCoupons.all().filter((mc) => mc.coupon_id === coupon.coupon_id).forEach((mc) => db.memberCoupons.remove(mc.mc_id));
  }),
];
