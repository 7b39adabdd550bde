/**
 * The period parameters of api-reference §7.1 (`cycle_type`, `year`, `month`) and the calendar of the statistics.
 * Days are counted in China time (UTC+8), as a backend running in Asia/Shanghai counts them, whatever the
 * browser's time zone: a "day" is a day number (days since 1970-01-01 in UTC+8).
 */
import { DAY } from '../../db/seed/constants';
import { badParam } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';

const OFFSET = 8 * 3600;

export const dayOf = (seconds: number) => Math.floor((seconds + OFFSET) / DAY);
/** Unix seconds of the day's 00:00 (UTC+8). */
export const dayStart = (day: number) => day * DAY - OFFSET;
export const dayOfDate = (year: number, month: number, date: number) => Math.floor(Date.UTC(year, month - 1, date) / 1000 / DAY);
export const today = () => dayOf(nowSeconds());
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface CalendarDate {
  year: number;
  month: number;
  date: number;
  /** 0 = Sunday. */
  weekday: number;
}

export function dateOfDay(day: number): CalendarDate {
  const d = new Date(day * DAY * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate(), weekday: d.getUTCDay() };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
/** `2026-11-01`. */
export function isoDate(day: number): string {
  const { year, month, date } = dateOfDay(day);
  return `${year}-${pad2(month)}-${pad2(date)}`;
}

export type CycleType = 'YEAR' | 'MONTH';

/** A statistics period: a month split into days, or a year split into months. */
export interface Period {
  type: CycleType;
  year: number;
  month: number;
  /** First and last day (inclusive). */
  first: number;
  last: number;
  /** Points on the x axis: the days of the month, or 12 months. */
  buckets: number;
  /** The 0-based x-axis point of a day of the period. */
  bucketOf(day: number): number;
}

export function periodOf(type: CycleType, year: number, month: number): Period {
  if (type === 'YEAR') {
    return {
      type, year, month,
      first: dayOfDate(year, 1, 1),
      last: dayOfDate(year, 12, 31),
      buckets: 12,
      bucketOf: (day) => dateOfDay(day).month - 1,
    };
  }
  const first = dayOfDate(year, month, 1);
  const days = daysInMonth(year, month);
  return { type, year, month, first, last: first + days - 1, buckets: days, bucketOf: (day) => day - first };
}

/** The period before: last month, or last year. */
export function previousPeriod(p: Period): Period {
  if (p.type === 'YEAR') return periodOf('YEAR', p.year - 1, p.month);
  return p.month === 1 ? periodOf('MONTH', p.year - 1, 12) : periodOf('MONTH', p.year, p.month - 1);
}

function intParam(query: URLSearchParams, key: string, min: number, max: number, fallback: number): number {
  const raw = (query.get(key) ?? '').trim();
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw badParam(`${key} 必须是 ${min}–${max} 之间的整数`, `${key} must be an integer from ${min} to ${max}`);
  return n;
}

/** Reads `cycle_type` (required), `year` and `month` (default: the current ones, China time); 400 naming the field. */
export function readPeriod(query: URLSearchParams): Period {
  const type = (query.get('cycle_type') ?? '').trim().toUpperCase();
  if (!type) throw badParam('cycle_type 不能为空', 'cycle_type is required');
  if (type !== 'YEAR' && type !== 'MONTH') throw badParam('cycle_type 只能是 YEAR 或 MONTH', 'cycle_type must be YEAR or MONTH');
  const now = dateOfDay(today());
  const year = intParam(query, 'year', 1970, 9999, now.year);
  // The month is ignored for a year (api-reference §7.1), even when it is out of range.
  const month = type === 'MONTH' ? intParam(query, 'month', 1, 12, now.month) : now.month;
  return periodOf(type, year, month);
}

/** `start_time` / `end_time` (unix seconds, each optional); 400 naming the field when malformed or reversed. */
export function readTimeRange(query: URLSearchParams): { start?: number; end?: number } {
  const read = (key: string) => {
    const raw = (query.get(key) ?? '').trim();
    if (raw === '') return undefined;
    if (!/^\d+$/.test(raw)) throw badParam(`${key} 必须是以秒为单位的时间戳`, `${key} must be a unix time in seconds`);
    return Number(raw);
  };
  const start = read('start_time');
  const end = read('end_time');
  if (start !== undefined && end !== undefined && start > end) throw badParam('start_time 不能晚于 end_time', 'start_time must not be after end_time');
  return { start, end };
}
