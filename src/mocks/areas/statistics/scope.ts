/** What a statistics call reads: the caller's shop, and its orders of a period or of the last 30 days. */
import { badParam } from '../../lib/errors';
import { categoryIds } from '../../db/seed/catalog';
import type { GoodsRecord } from '../../db/types';
import type { Ctx } from '../../handlers/route';
import { isEmptyRange, ordersBetween, type StatOrder } from './history';
import { readPeriod, today, type Period } from './period';

export interface PeriodScope {
  shopId: string;
  period: Period;
  /** null: the period is empty (before the shop opened, or in the future). */
  orders: StatOrder[] | null;
}

export function periodScope(ctx: Ctx): PeriodScope {
  const period = readPeriod(ctx.query);
  const shopId = ctx.session.shopId;
  return { shopId, period, orders: isEmptyRange(shopId, period.first, period.last) ? null : ordersBetween(shopId, period.first, period.last) };
}

/** The 30 days ending today (today until now), as the shop-profile and goods-detail calls count them. */
export function last30Days(shopId: string): { first: number; last: number; orders: StatOrder[] } {
  const last = today();
  const first = last - 29;
  return { first, last, orders: ordersBetween(shopId, first, last) };
}

/** `category_id` (0 or absent = all): a filter on goods by the category or any of its ancestors. */
export function readCategoryFilter(query: URLSearchParams): (g: GoodsRecord) => boolean {
  const raw = (query.get('category_id') ?? '').trim();
  if (raw === '' || raw === '0') return () => true;
  if (!/^\d+$/.test(raw)) throw badParam('category_id 必须是整数', 'category_id must be an integer');
  return (g) => categoryIds(g.category_id).includes(raw);
}
