/**
 * Price bands of `sections` (price-sales) and `ranges` (buy analysis): repeated integer query params giving the
 * band boundaries (api-reference §7.1). The price-range dialog sends its [lower, upper] pairs flattened, so a
 * shared boundary comes twice: boundaries are sorted and de-duplicated. Bands are [b0, b1), [b1, b2), ...,
 * and the last one is "bn+" (bn and above), labelled "b0~b1", ..., "bn+" as the original does.
 */
import { queryList } from '../../lib/body';
import { badParam } from '../../lib/errors';

/** The original's default boundaries when none are given. */
export const DEFAULT_BOUNDARIES = [0, 100, 1000, 10000, 100000];

export function readBoundaries(query: URLSearchParams, key: 'sections' | 'ranges'): number[] {
  const raw = queryList(query, key);
  if (!raw.length) return DEFAULT_BOUNDARIES;
  const values = raw.map((v) => {
    const n = Number(v);
    if (!/^\d+$/.test(v) || !Number.isSafeInteger(n)) throw badParam(`${key} 只能是非负整数：${v}`, `${key} must be non-negative integers: ${v}`);
    return n;
  });
  return [...new Set(values)].sort((a, b) => a - b);
}

export const bandLabels = (boundaries: readonly number[]) =>
  boundaries.map((b, i) => (i === boundaries.length - 1 ? `${b}+` : `${b}~${boundaries[i + 1]}`));

/** Index of the band of a price in yuan cents; -1 below the first boundary. */
export function bandOf(cents: number, boundaries: readonly number[]): number {
  for (let i = boundaries.length - 1; i >= 0; i--) if (cents >= boundaries[i] * 100) return i;
  return -1;
}
