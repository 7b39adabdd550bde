import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useScreenHost } from '@/engine/host/screen-host';

/** Sets (or clears) one key of the page's URL: a new history entry, and the tab remembers it. */
function useSetSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useScreenHost();
  return useCallback(
    (key: string, values: readonly string[]) => {
      const query = new URLSearchParams(location.search);
      query.delete(key);
      for (const v of values) query.append(key, v);
      const search = query.toString() ? `?${query.toString()}` : '';
      if (search === location.search) return;
      host.rememberSearch(location.pathname, search);
      navigate({ pathname: location.pathname, search });
    },
    [host, location.pathname, location.search, navigate],
  );
}

/** One of a few values in the URL (`?by=num`): anything else is the first. */
export function useUrlChoice<T extends string>(key: string, choices: readonly T[]): [T, (next: T) => void] {
  const location = useLocation();
  const set = useSetSearch();
  const raw = new URLSearchParams(location.search).get(key);
  const value = choices.find((c) => c === raw) ?? choices[0]!;
  return [value, useCallback((next: T) => set(key, next === choices[0] ? [] : [next]), [choices, key, set])];
}

const MAX_BOUNDARIES = 11;

/**
 * The bands a report starts with, always sent: a server's own default bands are unknown to the console, so
 * the price-range dialog could not open on what the chart shows (it showed [0, 100], and confirming that
 * drew two bands instead of five). These are the original console's: 0~100, 100~1000, …, 100000+.
 */
export const DEFAULT_BOUNDARIES: readonly number[] = [0, 100, 1000, 10000, 100000];

/**
 * Price-band boundaries in the URL (`?sections=0&sections=100`): non-negative integers, strictly
 * increasing, at most 11 (10 bands, spec §9); anything else is the default bands.
 */
export function useUrlBoundaries(key: string): [number[], (next: number[]) => void] {
  const location = useLocation();
  const set = useSetSearch();
  const search = location.search;
  const value = useMemo(() => {
    const raw = new URLSearchParams(search).getAll(key);
    const numbers = raw.map((v) => (/^\d{1,9}$/.test(v) ? Number(v) : NaN));
    const valid = numbers.length >= 2 && numbers.length <= MAX_BOUNDARIES && numbers.every((n, i) => Number.isInteger(n) && (i === 0 || n > numbers[i - 1]!));
    return valid ? numbers : [...DEFAULT_BOUNDARIES];
  }, [key, search]);
  return [value, useCallback((next: number[]) => set(key, next.map(String)), [key, set])];
}

/** An id in the URL (`?category_id=12`), kept a string; none when absent or not an id. */
export function useUrlId(key: string): [string | undefined, (next: string | undefined) => void] {
  const location = useLocation();
  const set = useSetSearch();
  const raw = new URLSearchParams(location.search).get(key) ?? '';
  const value = /^[1-9]\d{0,18}$/.test(raw) ? raw : undefined;
  return [value, useCallback((next: string | undefined) => set(key, next ? [next] : []), [key, set])];
}
