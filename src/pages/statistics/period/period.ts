/**
 * The period of a statistics page (api reference §7.1): a year, or a month of a year. It lives in the URL
 * (`?cycle_type=MONTH&year=2025&month=11`) so a report can be bookmarked and shared; anything invalid or in
 * the future (spec §5: a future date cannot be chosen) falls back to the current period.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { yearMonthFields, type YearMonthFields, type YearMonthType } from '@/components/pickers/year-month';
import { marketTime } from '@/utils/time';

export interface Period {
  type: YearMonthType;
  year: number;
  /** 1–12; for a year, the month is not sent. */
  month: number;
}

/** The query params of a statistics call. */
export interface PeriodParams {
  cycle_type: YearMonthType;
  year: number;
  month?: number;
  [key: string]: string | number | undefined;
}

export const PERIOD_KEYS = ['cycle_type', 'year', 'month'] as const;
const FIRST_YEAR = 2000;

export const currentPeriod = (type: YearMonthType, now: Dayjs = marketTime()): Period => ({ type, year: now.year(), month: now.month() + 1 });

const isFuture = (p: Period, now: Dayjs) => p.year > now.year() || (p.type === 'MONTH' && p.year === now.year() && p.month > now.month() + 1);

/** The URL's period, or the current one (of the page's default type) when it is missing, invalid or in the future. */
export function parsePeriod(search: URLSearchParams | string, defaultType: YearMonthType, now: Dayjs = marketTime()): Period {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = query.get('cycle_type');
  if (type !== 'YEAR' && type !== 'MONTH') return currentPeriod(defaultType, now);
  const year = Number(query.get('year'));
  const month = type === 'MONTH' ? Number(query.get('month')) : now.month() + 1;
  const period = { type, year, month } as Period;
  const valid = /^\d{4}$/.test(query.get('year') ?? '') && year >= FIRST_YEAR && Number.isInteger(month) && month >= 1 && month <= 12;
  return valid && !isFuture(period, now) ? period : currentPeriod(type, now);
}

/** The URL after choosing a period: the period's keys set, the pages of the page's tables back to 1. */
export function periodSearch(period: Period, current: URLSearchParams | string = ''): string {
  const query = new URLSearchParams(current);
  for (const key of [...query.keys()]) if (key === 'page' || key.endsWith('.page')) query.delete(key);
  query.set('cycle_type', period.type);
  query.set('year', String(period.year));
  if (period.type === 'MONTH') query.set('month', String(period.month));
  else query.delete('month');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const periodParams = (p: Period): PeriodParams =>
  p.type === 'MONTH' ? { cycle_type: 'MONTH', year: p.year, month: p.month } : { cycle_type: 'YEAR', year: p.year };

/** The period before: last month, or last year. */
export const previousPeriod = (p: Period): Period =>
  p.type === 'YEAR' ? { ...p, year: p.year - 1 } : p.month === 1 ? { type: 'MONTH', year: p.year - 1, month: 12 } : { ...p, month: p.month - 1 };

/** Points on a period's axis: the days of a month, or 12 months. */
export const periodPoints = (p: Period) => (p.type === 'YEAR' ? 12 : dayjs(new Date(p.year, p.month - 1, 1)).daysInMonth());

/**
 * The points of a period that have begun (days of this month up to today, months of this year up to this
 * one, on the marketplace's calendar); none for a past period, whose points have all begun.
 */
export function elapsedPoints(p: Period, now: Dayjs = marketTime()): number | undefined {
  if (p.year !== now.year()) return undefined;
  if (p.type === 'YEAR') return now.month() + 1;
  return p.month === now.month() + 1 ? now.date() : undefined;
}

/** `2025-11` or `2025`. */
export const periodLabel = (p: Period) => (p.type === 'MONTH' ? `${p.year}-${String(p.month).padStart(2, '0')}` : String(p.year));

/** What the year/month picker shows and emits (spec §3). */
export const periodFields = (p: Period): YearMonthFields => yearMonthFields(p.type, dayjs(new Date(p.year, p.month - 1, 1)));

export const periodOfFields = (fields: YearMonthFields): Period => ({
  type: fields.type,
  year: Number(fields.year),
  month: fields.type === 'MONTH' ? Number(fields.month) : dayjs.unix(fields.start_time).month() + 1,
});

/** A period as the API echoes it back in a table's params (`cycle_type`, `year`, `month`). */
export function periodFromParams(params: Record<string, unknown>): Period | undefined {
  const type = params.cycle_type;
  if (type !== 'YEAR' && type !== 'MONTH') return undefined;
  return { type, year: Number(params.year), month: Number(params.month ?? 1) };
}
