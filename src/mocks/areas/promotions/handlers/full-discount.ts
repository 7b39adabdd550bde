/** Full-cut (满减, `full-minus`) and full-give (满赠) of api reference §6.1: stepped thresholds on an order. */
import { badParam, text } from '../../../lib/errors';
import { toId } from '../../../lib/json';
import { giftableCoupons } from '../coupon-model';
import { array, flag, integer, money, object, oneOf } from '../fields';
import type { FullGiveRecord, FullGiveStep, FullMinusRecord, FullMinusStep } from '../records';
import { promotionsDb } from '../store';
import { codeFilter, shopActivityHandlers, type ActivityKind } from './shop-activity';

const MAX_STEPS = 5;

/** The `step_list` rows of a body: 1 to 5 objects. */
function stepRows(body: Record<string, unknown>): Record<string, unknown>[] {
  const rows = array(body.step_list, 'step_list');
  if (!rows.length || rows.length > MAX_STEPS) {
    throw badParam(`step_list 须有 1–${MAX_STEPS} 个优惠阶梯`, `step_list must have 1 to ${MAX_STEPS} steps`);
  }
  return rows.map((row, i) => object(row, `step_list[${i}]`));
}

/** A threshold: an amount above 0 (`discount_type` 1) or an item count of at least 1 (2). */
const threshold = (value: unknown, key: string, discountType: number) =>
  discountType === 1 ? money(value, key) : integer(value, key, 1);

function assertUniqueThresholds(steps: { threshold: number }[]): void {
  const seen = new Set<number>();
  steps.forEach((step, i) => {
    if (seen.has(step.threshold)) throw badParam(`step_list[${i}].threshold 优惠门槛不能重复`, `step_list[${i}].threshold repeats the threshold of another step`);
    seen.add(step.threshold);
  });
}

const discountTypeFilter = (row: { discount_type: number }, query: URLSearchParams) => {
  const wanted = codeFilter(query, 'discount_type');
  return wanted === undefined || row.discount_type === wanted;
};

const MAX_RATE = 9.99;

const fullMinusKind: ActivityKind<FullMinusRecord> = {
  path: 'full-minus',
  idKey: 'id',
  what: text('满减活动', 'Full-cut activity'),
  group: 'full',
  table: (t) => t.fullMinus,
  sequence: 'fullMinus',
  title: { min: 2, max: 25 },
  answersView: false,
  parse(body) {
    const discountType = oneOf(body.discount_type, 'discount_type', [1, 2]);
    const steps = stepRows(body).map((o, i): FullMinusStep => {
      const at = `step_list[${i}]`;
      const type = oneOf(o.type, `${at}.type`, [1, 2]);
      const limit = threshold(o.threshold, `${at}.threshold`, discountType);
      const discount = money(o.discount, `${at}.discount`);
      if (type === 2 && discount > MAX_RATE) throw badParam(`${at}.discount 折扣须在 0–${MAX_RATE} 折之间`, `${at}.discount must be a rate from 0 to ${MAX_RATE}`);
      if (type === 1 && discountType === 1 && discount >= limit) {
        throw badParam(`${at}.discount 减免金额必须小于优惠门槛`, `${at}.discount must be below the threshold`);
      }
      return { type, threshold: limit, discount };
    });
    assertUniqueThresholds(steps);
    return { discount_type: discountType, step_list: steps };
  },
  filter: discountTypeFilter,
};

/** A gift or coupon id of a step: one the shop can hand out, or 400 naming the field. */
function reference(value: unknown, key: string, known: (id: string) => boolean, what: string, whatEn: string): string {
  const id = toId(value);
  if (!id) throw badParam(`${key} 不能为空`, `${key} is required`);
  if (!known(id)) throw badParam(`${key} 不是本店可赠送的${what}：${id}`, `${key} is not a ${whatEn} this shop can give: ${id}`);
  return id;
}

const fullGiveKind: ActivityKind<FullGiveRecord> = {
  path: 'full-give',
  idKey: 'id',
  what: text('满赠活动', 'Full-give activity'),
  group: 'full',
  table: (t) => t.fullGive,
  sequence: 'fullGive',
  title: { min: 2, max: 25 },
  answersView: false,
  parse(body, shopId) {
    const discountType = oneOf(body.discount_type, 'discount_type', [1, 2]);
    const coupons = new Set(giftableCoupons(shopId).map((c) => c.coupon_id));
    const gifts = promotionsDb().gifts;
    const isGift = (id: string) => gifts.get(id)?.shop_id === shopId;
    const steps = stepRows(body).map((o, i): FullGiveStep => {
      const at = `step_list[${i}]`;
      const limit = threshold(o.threshold, `${at}.threshold`, discountType);
      const freeShip = flag(o.is_free_ship, `${at}.is_free_ship`);
      const sendPoint = flag(o.is_send_point, `${at}.is_send_point`);
      const sendBonus = flag(o.is_send_bonus, `${at}.is_send_bonus`);
      const sendGift = flag(o.is_send_gift, `${at}.is_send_gift`);
      if (!(freeShip || sendPoint || sendBonus || sendGift)) {
        throw badParam(`${at} 请至少选择一项优惠内容（免邮、积分、优惠券或赠品）`, `${at} must give at least one of free shipping, points, a coupon or a gift`);
      }
      return {
        threshold: limit,
        is_free_ship: freeShip,
        is_send_point: sendPoint,
        point_value: sendPoint ? integer(o.point_value, `${at}.point_value`, 1) : 0,
        is_send_bonus: sendBonus,
        bonus_id: sendBonus ? reference(o.bonus_id, `${at}.bonus_id`, (id) => coupons.has(id), '活动赠送优惠券', 'ACTIVITY_GIVE coupon') : null,
        is_send_gift: sendGift,
        gift_id: sendGift ? reference(o.gift_id, `${at}.gift_id`, isGift, '赠品', 'gift') : null,
      };
    });
    assertUniqueThresholds(steps);
    return { discount_type: discountType, step_list: steps, seller_scope: 'ALL', seller_list: [] };
  },
  filter: discountTypeFilter,
};

export const fullDiscountHandlers = [...shopActivityHandlers(fullMinusKind), ...shopActivityHandlers(fullGiveKind)];
