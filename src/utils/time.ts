import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { t } from '@/i18n';

dayjs.extend(utc);

/**
 * The one time-zone rule of the console: calendar days (today, this month, the last 7 days, a date picked
 * for a filter) are China time's (UTC+8, no daylight saving), the time zone the marketplace's seller API
 * counts its days in, whatever the browser's own. A browser in UTC otherwise starts "the last 7 days" at
 * 08:00 China time (8 days of data) and its "today" differs from the data's for 8 hours a day.
 */
export const MARKET_UTC_OFFSET_MINUTES = 8 * 60;

/** A moment (default now) on the marketplace's calendar: `.date()`, `.startOf('day')` and `.unix()` as the API counts them. */
export const marketTime = (at: number | Dayjs = Date.now()): Dayjs => dayjs(at).utcOffset(MARKET_UTC_OFFSET_MINUTES);

/** Spec §9: under 30 s 'just now'; under 1 h minutes; under 1 day hours; under 2 days '1 day ago'; then the date. */
export function timeAgo(unixSeconds: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor(now / 1000 - unixSeconds));
  if (seconds < 30) return t('common:time.justNow');
  if (seconds < 3600) return t('common:time.minutesAgo', { count: Math.max(1, Math.floor(seconds / 60)) });
  if (seconds < 86400) return t('common:time.hoursAgo', { count: Math.floor(seconds / 3600) });
  if (seconds < 2 * 86400) return t('common:time.oneDayAgo');
  return dayjs.unix(unixSeconds).format('YYYY-MM-DD');
}

/** The default time of a time field: now plus 5 minutes (spec §9). */
export const defaultTime = (now: number = Date.now()) => dayjs(now).add(5, 'minute');

/** Unix seconds (the API's time unit) as a date-time text. */
export const formatUnix = (unixSeconds: number | string | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss') =>
  unixSeconds === null || unixSeconds === undefined || unixSeconds === '' ? '' : dayjs.unix(Number(unixSeconds)).format(pattern);
