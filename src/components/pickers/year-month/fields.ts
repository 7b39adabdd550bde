import type { Dayjs } from 'dayjs';
import { marketTime } from '@/utils/time';

export type YearMonthType = 'YEAR' | 'MONTH';

/** What the year/month picker emits (spec §3); times are unix seconds. */
export interface YearMonthFields {
  type: YearMonthType;
  year: string;
  last_year: string;
  /** '01'–'12'; '' for YEAR */
  month: string;
  last_month: string;
  /** 'YYYY' for YEAR, 'YYYY-MM' for MONTH */
  year_month: string;
  last_year_month: string;
  start_time: number;
  last_start_time: number;
  end_time: number;
  last_end_time: number;
}

const unit = (type: YearMonthType) => (type === 'YEAR' ? 'year' : 'month');

/**
 * The fields of a chosen year or month and of the period before it (the previous year, or the previous month),
 * with start and end times as unix seconds (start at 00:00:00, end at 23:59:59 of the last day).
 */
export function yearMonthFields(type: YearMonthType, date: Dayjs): YearMonthFields {
  const u = unit(type);
  const current = date.startOf(u);
  const last = current.subtract(1, u);
  const monthOf = (d: Dayjs) => (type === 'MONTH' ? d.format('MM') : '');
  const labelOf = (d: Dayjs) => d.format(type === 'MONTH' ? 'YYYY-MM' : 'YYYY');
  return {
    type,
    year: current.format('YYYY'),
    last_year: last.format('YYYY'),
    month: monthOf(current),
    last_month: monthOf(last),
    year_month: labelOf(current),
    last_year_month: labelOf(last),
    start_time: current.unix(),
    last_start_time: last.unix(),
    end_time: current.endOf(u).startOf('second').unix(),
    last_end_time: last.endOf(u).startOf('second').unix(),
  };
}

/** A future year or month cannot be chosen: by the calendar's fields, now being the marketplace's (China time). */
export const isFuturePeriod = (type: YearMonthType, date: Dayjs, now: Dayjs = marketTime()): boolean =>
  type === 'YEAR' ? date.year() > now.year() : date.year() * 12 + date.month() > now.year() * 12 + now.month();
