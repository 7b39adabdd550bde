/**
 * The conflict rule of api reference §1.3/§6: a SKU may be in one activity of a kind at a time. Order-level
 * activities (full-cut, full-give) share one group; goods-level prices (single-cut, second-half, flash sale, group
 * buy) share another. Only chosen goods count (an all-goods activity holds no SKU), and only while the activity
 * can still run: closed activities, rejected flash-sale goods and ended ranges hold nothing.
 */
import { ApiError, text } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import type { ActivityRecord } from './records';
import { slotWindow } from './seckill-slots';
import { promotionsDb } from './store';

export type ConflictGroup = 'full' | 'single';

interface Hold {
  /** `<kind>:<id>`: an activity being saved is not in conflict with itself. */
  owner: string;
  group: ConflictGroup;
  sku_id: string;
  start: number;
  end: number;
}

/** A SKU an activity is about to take over a time range. */
export interface Claim {
  goods: { sku_id: string; goods_name: string; specs: string; __en?: Record<string, string> };
  start: number;
  end: number;
}

function holds(shopId: string): Hold[] {
  const p = promotionsDb();
  const out: Hold[] = [];
  const activities = (kind: string, group: ConflictGroup, rows: ActivityRecord[]) =>
    rows
      .filter((r) => r.shop_id === shopId && r.range_type === 2 && r.closed_time === null)
      .forEach((r) => r.goods_list.forEach((g) => out.push({ owner: `${kind}:${r.id}`, group, sku_id: g.sku_id, start: r.start_time, end: r.end_time })));
  activities('full-minus', 'full', p.fullMinus.all());
  activities('full-give', 'full', p.fullGive.all());
  activities('minus', 'single', p.minus.all());
  activities('half-prices', 'single', p.halfPrice.all());
  for (const a of p.seckillApplies.all()) {
    const seckill = p.seckills.get(a.seckill_id);
    if (a.shop_id !== shopId || a.status === 'FAIL' || !seckill) continue;
    out.push({ owner: `seckill:${a.seckill_id}`, group: 'single', sku_id: a.sku_id, ...slotWindow(seckill, a.time_line) });
  }
  // A group buy closed early still holds its goods: it can be opened again until its range ends.
  for (const t of p.pintuans.all()) {
    if (t.shop_id !== shopId) continue;
    t.goods.forEach((g) => out.push({ owner: `pintuan:${t.promotion_id}`, group: 'single', sku_id: g.sku_id, start: t.start_time, end: t.end_time }));
  }
  return out;
}

/**
 * 500 code "401" with `data` = a JSON string of `[{name}]` naming the SKUs already held by another activity of the
 * group at an overlapping time (from now on: what has already passed cannot clash).
 */
export function assertNoConflict(english: boolean, shopId: string, group: ConflictGroup, owner: string, claims: Claim[]): void {
  const now = nowSeconds();
  const held = holds(shopId).filter((h) => h.group === group && h.owner !== owner && h.end > now);
  const clashing = claims.filter((c) =>
    held.some((h) => h.sku_id === c.goods.sku_id && Math.max(h.start, now) < c.end && Math.max(c.start, now) < h.end),
  );
  if (!clashing.length) return;
  const names = clashing.map(({ goods }) => {
    const name = (english && goods.__en?.goods_name) || goods.goods_name;
    return { name: goods.specs ? `${name} ${goods.specs}` : name };
  });
  const list = names.map((n) => n.name);
  throw new ApiError(
    500,
    '401',
    text(`以下商品已参加同时段的其它活动，与当前活动存在冲突：${list.join('、')}`, `these goods are already in another activity at an overlapping time: ${list.join(', ')}`),
    JSON.stringify(names),
  );
}
