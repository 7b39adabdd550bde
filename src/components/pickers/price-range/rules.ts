import { PRICE_RANGE_MAX_GROUPS } from '../shared/constants';

/** A price range: [lower, upper]; upper may be empty while typing. */
export type Range = [number, number | null];

export const DEFAULT_RANGES: Range[] = [[0, 100]];

export type InitialRangeError = 'priceRange.tooMany' | 'priceRange.notIncreasing';

/**
 * Initial ranges are rejected when longer than the limit, or not strictly increasing
 * (each lower below its upper, and each range starting at or after the previous upper).
 */
export function checkInitialRanges(ranges: ReadonlyArray<readonly [number, number | null]>, maxRange = PRICE_RANGE_MAX_GROUPS): InitialRangeError | null {
  if (ranges.length > maxRange) return 'priceRange.tooMany';
  for (let i = 0; i < ranges.length; i++) {
    const [lower, upper] = ranges[i];
    if (upper === null || !(lower < upper)) return 'priceRange.notIncreasing';
    const previous = ranges[i - 1];
    if (previous && previous[1] !== null && lower < previous[1]) return 'priceRange.notIncreasing';
  }
  return null;
}

/** The last group is valid when its upper value exists and exceeds its lower. */
export function lastRangeValid(ranges: readonly Range[]): boolean {
  const last = ranges[ranges.length - 1];
  return !!last && last[1] !== null && Number.isFinite(last[1]) && last[1] > last[0];
}

export const canAddRange = (ranges: readonly Range[], maxRange = PRICE_RANGE_MAX_GROUPS): boolean =>
  ranges.length < maxRange && lastRangeValid(ranges);

/** Adds [previous upper, previous upper + 1] when allowed; otherwise returns the ranges unchanged. */
export function addRange(ranges: readonly Range[], maxRange = PRICE_RANGE_MAX_GROUPS): Range[] {
  if (!canAddRange(ranges, maxRange)) return ranges.map((r) => [...r] as Range);
  const upper = ranges[ranges.length - 1][1] as number;
  return [...ranges.map((r) => [...r] as Range), [upper, upper + 1]];
}

/** Deletes the last group; the first group cannot be deleted. */
export const removeLastRange = (ranges: readonly Range[]): Range[] =>
  ranges.length <= 1 ? ranges.map((r) => [...r] as Range) : ranges.slice(0, -1).map((r) => [...r] as Range);

/** Only the last upper value is editable; lower bounds chain from the previous upper. */
export function setLastUpper(ranges: readonly Range[], upper: number | null): Range[] {
  return ranges.map((r, i) => (i === ranges.length - 1 ? [r[0], upper] : [...r]) as Range);
}

/** The ranges to emit on confirm, or the error to show. */
export function confirmRanges(ranges: readonly Range[]): { ok: true; ranges: Array<[number, number]> } | { ok: false; error: 'priceRange.lastInvalid' } {
  if (!lastRangeValid(ranges)) return { ok: false, error: 'priceRange.lastInvalid' };
  return { ok: true, ranges: ranges.map(([lower, upper]) => [lower, upper as number]) };
}
