import dayjs, { type Dayjs } from 'dayjs';
import { t } from '@/i18n';

/**
 * A moment (default now) on the calendar the console counts days in: the browser's. The order list's
 * date filters and the period pickers show the browser's days too, and every figure that links to them
 * must count the same days (a China-time rule only here sent "today" as yesterday to a browser in UTC).
 */
export const marketTime = (at: number | Dayjs = Date.now()): Dayjs => dayjs(at);

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
