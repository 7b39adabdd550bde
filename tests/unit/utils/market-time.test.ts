import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rangeParams } from '@/pages/dashboard/figures';
import { currentPeriod, elapsedPoints } from '@/pages/statistics/period/period';
import { marketTime } from '@/utils/time';

const DAY = 86400;
// 2026-11-03 01:00 in China, still 2026-11-02 in a browser set to UTC.
const AT = Date.parse('2026-11-02T17:00:00Z');
const chinaMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000 - 8 * 3600;

describe('one time zone for days: the marketplace’s (China time), whatever the browser’s', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT);
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it("today is China's date", () => {
    expect(marketTime().format('YYYY-MM-DD')).toBe('2026-11-03');
    expect(marketTime().startOf('day').unix()).toBe(chinaMidnight(2026, 11, 3));
  });

  it("the dashboard's last 7 days are 7 of the data's days, ending with today's", () => {
    const { start_time, end_time } = rangeParams('7');
    expect(start_time).toBe(chinaMidnight(2026, 10, 28));
    expect(end_time + 1 - start_time).toBe(7 * DAY);
  });

  it("the statistics' current month and its days so far", () => {
    expect(currentPeriod('MONTH')).toEqual({ type: 'MONTH', year: 2026, month: 11 });
    expect(elapsedPoints({ type: 'MONTH', year: 2026, month: 11 })).toBe(3);
    expect(elapsedPoints({ type: 'MONTH', year: 2026, month: 10 })).toBeUndefined();
    expect(elapsedPoints({ type: 'YEAR', year: 2026, month: 1 })).toBe(11);
    expect(elapsedPoints({ type: 'YEAR', year: 2025, month: 1 })).toBeUndefined();
  });
});
