/** Text helpers of the promotion views: seeded English kept only while the Chinese is unchanged, China-time dates. */
import type { English } from '../../db/types';

/**
 * The `__en` entries of a saved record that still translate the new values: a field the user rewrote loses its
 * seeded English (the user's own text is then shown in both languages).
 */
export function keptEnglish<T extends English>(previous: T | undefined, next: Omit<T, '__en'>): Record<string, string> | undefined {
  const entries = Object.entries(previous?.__en ?? {}).filter(
    ([key]) => (previous as Record<string, unknown>)[key] === (next as Record<string, unknown>)[key],
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const CHINA_OFFSET = 8 * 3600;
const DAY = 86400;

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8), the time zone of the marketplace. */
export function chinaDateTime(seconds: number): string {
  return new Date((seconds + CHINA_OFFSET) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Midnight (China time) of the day holding `seconds`. */
export function chinaMidnight(seconds: number): number {
  return Math.floor((seconds + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}
