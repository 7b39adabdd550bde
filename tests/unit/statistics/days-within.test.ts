// @vitest-environment node
import dayjs from 'dayjs';
import { expect, it } from 'vitest';
import { daysWithin, type ChartModel } from '@/pages/statistics/chart/adapter';

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => dayjs(from).add(i, 'day').format('YYYY-MM-DD'));
const modelOf = (categories: string[]): ChartModel => ({
  categories,
  series: [{ name: '交易额', values: categories.map((_, i) => i + 1), labels: categories }],
});
// Seven days on the browser's calendar, as the dashboard asks for them.
const week = { start_time: dayjs('2026-11-25').startOf('day').unix(), end_time: dayjs('2026-12-01').endOf('day').unix() };

it('keeps the seven days asked when a server in another time zone answers eight', () => {
  const shown = daysWithin(modelOf(days('2026-11-25', 8)), week);
  expect(shown.categories).toEqual(days('2026-11-25', 7));
  expect(shown.series[0]!.values).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(shown.series[0]!.labels).toHaveLength(7);
});

it('drops a day before the range too, and keeps points that are not days', () => {
  expect(daysWithin(modelOf(['2026-11-24', ...days('2026-11-25', 7)]), week).categories).toEqual(days('2026-11-25', 7));
  expect(daysWithin(modelOf(['1', '2']), week).categories).toEqual(['1', '2']);
});
