/** What the settings handlers read from a request: its fields, and the caller's shop. */
import { db } from '../../../db/store';
import type { ShopRecord } from '../../../db/types';
import { notFound, what } from '../../../lib/errors';
import type { Ctx } from '../../../handlers/route';
import { settleReviews } from '../review';
import type { Fields } from './fields';

/**
 * Query parameters and body fields (form or JSON object) together, the body winning: the original console
 * sends some of these calls' parameters in the query (api reference §8.2) and others in a form.
 */
export async function input(ctx: Ctx): Promise<Fields> {
  const fromQuery: Fields = {};
  for (const key of new Set(ctx.query.keys())) {
    const values = ctx.query.getAll(key);
    fromQuery[key] = values.length > 1 ? values : values[0];
  }
  return { ...fromQuery, ...(await ctx.fields()) };
}

/** The caller's shop after the platform's due reviews (404 for an account without a shop). */
export function callerShop(ctx: Ctx): ShopRecord {
  const id = ctx.session.shopId;
  if (id) settleReviews(id);
  const shop = id ? db().shops.get(id) : undefined;
  if (!shop) throw notFound(what.shop, id || '0');
  return shop;
}
