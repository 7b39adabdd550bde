import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';

/** Spec §9 date shortcuts: last week, month, three months. */
export const DATE_SHORTCUT_DAYS = [
  { key: 'dateRange.lastWeek', days: 7 },
  { key: 'dateRange.lastMonth', days: 30 },
  { key: 'dateRange.lastThreeMonths', days: 90 },
] as const;

/** [now − days, now], as the original shortcuts compute them. */
export const lastDays = (days: number, now: Dayjs = dayjs()): [Dayjs, Dayjs] => [now.subtract(days, 'day'), now];

/** antd RangePicker `presets`. */
export function dateRangePresets(t: TFunction, now: Dayjs = dayjs()): Array<{ label: string; value: [Dayjs, Dayjs] }> {
  return DATE_SHORTCUT_DAYS.map(({ key, days }) => ({ label: t(key, { ns: 'pickers' }), value: lastDays(days, now) }));
}
