/** Dates as the marketplace writes them in sns and tracking steps: China time (UTC+8). */
const OFFSET = 8 * 3600;
const DAY = 86400;
const days = new Map<number, string>();

/** `YYYYMMDD` of a time (the date part of order, bill and quotation sns); cached per day, as thousands of orders share a few hundred days. */
export function chinaDate(seconds: number): string {
  const day = Math.floor((seconds + OFFSET) / DAY);
  let date = days.get(day);
  if (!date) days.set(day, (date = new Date(day * DAY * 1000).toISOString().slice(0, 10).replace(/-/g, '')));
  return date;
}

/** `YYYY-MM-DD HH:mm:ss`. */
export const chinaTime = (seconds: number) => new Date((seconds + OFFSET) * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The China day number of a time (days since 1970-01-01 in UTC+8), and the unix seconds its 00:00 starts at. */
export const chinaDay = (seconds: number) => Math.floor((seconds + OFFSET) / DAY);
export const chinaDayStart = (day: number) => day * DAY - OFFSET;
