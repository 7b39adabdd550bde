/**
 * How many orders a shop has on a day in the statistics' history (deterministic per shop and day): the one
 * figure both the history (history.ts) and the order area's orders of the statistics' window (seed-orders.ts)
 * are made from, so the charts run on across the day the order records begin. A leaf module (no store), so
 * the order area can import it.
 */
import { SHOP } from '../../db/seed/constants';
import { createRng, hashString } from '../../lib/prng';
import { dateOfDay, dayOfDate } from './period';

/** Opening day of each shop that ever opened (China time). */
const OPENED: Record<string, [number, number, number]> = {
  [SHOP.owner]: [2024, 3, 8],
  [SHOP.supplier]: [2025, 6, 18],
  [SHOP.closed]: [2023, 9, 1],
};

/** Orders per day of a grown shop before the weekly and festival factors, and its number of regular buyers. */
export const SCALE: Record<string, { orders: number; buyers: number }> = {
  [SHOP.owner]: { orders: 42, buyers: 2400 },
  [SHOP.supplier]: { orders: 16, buyers: 700 },
  [SHOP.closed]: { orders: 9, buyers: 500 },
};

export function openingDay(shopId: string): number | null {
  const date = OPENED[shopId];
  return date ? dayOfDate(...date) : null;
}

const WEEKDAY = [1.22, 0.86, 0.9, 0.93, 0.97, 1.08, 1.25];

function festival(month: number, date: number): number {
  const md = month * 100 + date;
  if (md === 1111) return 4.5;
  if (md >= 1101 && md <= 1110) return 1.5;
  if (md === 1112) return 1.6;
  if (md === 1212) return 2.2;
  if (md === 618) return 3;
  if (md >= 601 && md <= 617) return 1.3;
  if (md === 308) return 1.8;
  if (md >= 120 && md <= 215) return 0.65;
  return 1;
}

/** Orders of a whole day (0 before the opening; future days are counted too, callers clip at today). */
export function dailyOrderCount(shopId: string, day: number): number {
  const opened = openingDay(shopId);
  if (opened === null || day < opened) return 0;
  const age = day - opened;
  const growth = (0.35 + 0.65 * Math.min(1, age / 540)) * (1 + 0.15 * Math.max(0, (age - 540) / 365));
  const { month, date, weekday } = dateOfDay(day);
  const noise = 0.82 + 0.36 * createRng(hashString(`count:${shopId}:${day}`)).next();
  return Math.round(SCALE[shopId].orders * growth * WEEKDAY[weekday] * festival(month, date) * noise);
}
