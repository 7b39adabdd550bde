/**
 * What every promotion seed works from: the shop's sellable SKUs, handed out once each so that no two seeded
 * activities of a group hold the same SKU, and times relative to "now" (rounded down to the hour) so that every
 * list has activities not started, running and ended whenever the demo is opened.
 */
import type { DemoStore } from '../../../db/store';
import { DAY } from '../../../db/seed/constants';
import type { SkuHit } from '../goods';
import { chinaMidnight } from '../text';

export interface SeedContext {
  now: number;
  /** `days` days and `hours` hours from the current hour. */
  at(days: number, hours?: number): number;
  /** Midnight (China time) `days` days from today. */
  day(days: number): number;
  /** The next `count` unused on-sale SKUs of a shop (fewer when the shop runs out). */
  take(shopId: string, count: number): SkuHit[];
}

export function seedContext(core: DemoStore, now: number): SeedContext {
  const hour = Math.floor(now / 3600) * 3600;
  const today = chinaMidnight(now);
  const used = new Map<string, number>();
  const pools = new Map<string, SkuHit[]>();
  const poolOf = (shopId: string) => {
    let pool = pools.get(shopId);
    if (!pool) {
      pool = core.goods
        .all()
        .filter((g) => g.shop_id === shopId && g.disabled === 1 && g.market_enable === 1 && g.is_auth === 1 && g.goods_type === 'NORMAL' && g.skus.length)
        .map((g) => ({ g, s: g.skus[0] }));
      pools.set(shopId, pool);
    }
    return pool;
  };
  return {
    now,
    at: (days, hours = 0) => hour + days * DAY + hours * 3600,
    day: (days) => today + days * DAY,
    take(shopId, count) {
      const start = used.get(shopId) ?? 0;
      const picked = poolOf(shopId).slice(start, start + count);
      used.set(shopId, start + picked.length);
      return picked;
    },
  };
}

/** `percent` % of an amount in yuan, rounded to the cent (computed in cents). */
export const percentOf = (yuan: number, percent: number) => Math.round(Math.round(yuan * 100) * percent / 100) / 100;
