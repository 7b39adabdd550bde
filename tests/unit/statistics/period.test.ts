// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parsePeriod, periodFields, periodPoints, periodLabel, periodOfFields, periodParams, periodSearch, previousPeriod } from '@/pages/statistics/period/period';

const now = dayjs('2026-11-23T10:00:00');

describe('period in the URL', () => {
  it('reads a month and a year', () => {
    expect(parsePeriod('?cycle_type=MONTH&year=2025&month=11', 'MONTH', now)).toEqual({ type: 'MONTH', year: 2025, month: 11 });
    expect(parsePeriod('?cycle_type=YEAR&year=2023', 'MONTH', now)).toEqual({ type: 'YEAR', year: 2023, month: 11 });
  });

  it('defaults to the current period of the page type', () => {
    expect(parsePeriod('', 'MONTH', now)).toEqual({ type: 'MONTH', year: 2026, month: 11 });
    expect(parsePeriod('?other=1', 'YEAR', now)).toEqual({ type: 'YEAR', year: 2026, month: 11 });
  });

  it.each([
    ['a future month', '?cycle_type=MONTH&year=2026&month=12'],
    ['a future year', '?cycle_type=YEAR&year=2999'],
    ['month 13', '?cycle_type=MONTH&year=2025&month=13'],
    ['month 0', '?cycle_type=MONTH&year=2025&month=0'],
    ['a year that is not one', '?cycle_type=MONTH&year=20x5&month=1'],
    ['a year before 2000', '?cycle_type=YEAR&year=1999'],
  ])('refuses %s (the current period instead)', (_, search) => {
    const period = parsePeriod(search, 'MONTH', now);
    expect([period.year, period.month]).toEqual([2026, 11]);
  });

  it('writes the period and sends the page tables back to page 1, keeping the rest', () => {
    expect(periodSearch({ type: 'MONTH', year: 2025, month: 3 }, '?by=num&num.page=3&page=2&cycle_type=YEAR&year=2024')).toBe('?by=num&cycle_type=MONTH&year=2025&month=3');
    expect(periodSearch({ type: 'YEAR', year: 2024, month: 3 }, '?cycle_type=MONTH&year=2025&month=3')).toBe('?cycle_type=YEAR&year=2024');
  });
});

describe('period parameters (api reference §7.1)', () => {
  it('sends cycle_type and year, and the month only for a month', () => {
    expect(periodParams({ type: 'MONTH', year: 2025, month: 1 })).toEqual({ cycle_type: 'MONTH', year: 2025, month: 1 });
    expect(periodParams({ type: 'YEAR', year: 2025, month: 1 })).toEqual({ cycle_type: 'YEAR', year: 2025 });
  });

  it('knows the period before, across a new year', () => {
    expect(previousPeriod({ type: 'MONTH', year: 2025, month: 1 })).toEqual({ type: 'MONTH', year: 2024, month: 12 });
    expect(previousPeriod({ type: 'MONTH', year: 2025, month: 7 })).toEqual({ type: 'MONTH', year: 2025, month: 6 });
    expect(previousPeriod({ type: 'YEAR', year: 2025, month: 7 })).toEqual({ type: 'YEAR', year: 2024, month: 7 });
  });

  it('counts the points of a period', () => {
    expect([periodPoints({ type: 'MONTH', year: 2024, month: 2 }), periodPoints({ type: 'MONTH', year: 2025, month: 11 }), periodPoints({ type: 'YEAR', year: 2025, month: 1 })]).toEqual([29, 30, 12]);
  });

  it('labels a period for titles and file names', () => {
    expect(periodLabel({ type: 'MONTH', year: 2025, month: 3 })).toBe('2025-03');
    expect(periodLabel({ type: 'YEAR', year: 2025, month: 3 })).toBe('2025');
  });

  it('round-trips through the year/month picker fields (spec §3)', () => {
    const fields = periodFields({ type: 'MONTH', year: 2025, month: 1 });
    expect(fields).toMatchObject({ type: 'MONTH', year: '2025', month: '01', last_year: '2024', last_month: '12', year_month: '2025-01', last_year_month: '2024-12' });
    expect(periodOfFields(fields)).toEqual({ type: 'MONTH', year: 2025, month: 1 });
    expect(periodOfFields(periodFields({ type: 'YEAR', year: 2023, month: 5 }))).toMatchObject({ type: 'YEAR', year: 2023 });
  });
});
