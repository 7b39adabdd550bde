/**
 * The API's charts (api reference §7.1) as data the console can draw and tabulate. `SimpleChart` has one
 * series, `MultipleChart` a list; keys are camelCase; numbers come as strings; `localName[i]` names point i
 * (a goods name where the x axis is a rank). Nothing here imports the chart library.
 */
import { sumMoney } from '@/utils/money';
import { marketTime } from '@/utils/time';
import { recordWith } from '@/validation/answer-shape';

export interface ApiSeries {
  name?: string | null;
  data?: ReadonlyArray<string | number | null> | null;
  localName?: ReadonlyArray<string | null> | null;
}

export interface ApiChart {
  xAxis?: ReadonlyArray<string | number> | null;
  yAxis?: ReadonlyArray<string> | null;
  series?: ApiSeries | ReadonlyArray<ApiSeries> | null;
}

/** A chart answer has its categories and its series (one or a list): without them there is nothing to draw. */
export const chartShape = recordWith({ xAxis: 'array', series: 'present' });

export interface SeriesModel {
  name: string;
  /** One per category; null where the server sent nothing or no number. */
  values: Array<number | null>;
  /** The label of each point: its `localName`, else the category. */
  labels: string[];
}

export interface ChartModel {
  categories: string[];
  series: SeriesModel[];
}

export interface ModelOptions {
  /** Series names to show instead of the server's (by index), e.g. translated ones. */
  names?: ReadonlyArray<string | undefined>;
  /** The server lists the newest point first (shop profile): show oldest first. */
  reverse?: boolean;
}

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
};

/** A SimpleChart or a MultipleChart as categories and series of numbers. */
export function toChartModel(chart: ApiChart | null | undefined, options: ModelOptions = {}): ChartModel {
  const raw = chart?.series;
  const list: ApiSeries[] = !raw ? [] : Array.isArray(raw) ? [...(raw as ApiSeries[])] : [raw as ApiSeries];
  const axis = (chart?.xAxis ?? []).map(String);
  // Without an x axis the points still have an order (and perhaps names): number them.
  const length = axis.length || Math.max(0, ...list.map((s) => s.data?.length ?? 0));
  const categories = Array.from({ length }, (_, i) => axis[i] ?? String(i + 1));
  let series = list.map((s, index) => ({
    name: options.names?.[index] ?? s.name ?? '',
    values: categories.map((_, i) => toNumber(s.data?.[i])),
    labels: categories.map((category, i) => s.localName?.[i] || category),
  }));
  if (options.reverse) {
    categories.reverse();
    series = series.map((s) => ({ ...s, values: [...s.values].reverse(), labels: [...s.labels].reverse() }));
  }
  return { categories, series };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Only the days of the range asked, on the console's calendar (the browser's, utils/time.ts): a server that
 * counts days in another time zone answers one day more at an edge (seven days asked from a browser in UTC
 * were eight days in China time, eight bars under "近7天"). Points that are not days are kept.
 */
export function daysWithin(model: ChartModel, range: { start_time: number; end_time: number }): ChartModel {
  const [first, last] = [range.start_time, range.end_time].map((at) => marketTime(at * 1000).format('YYYY-MM-DD'));
  const keep = model.categories.map((category) => !ISO_DAY.test(category) || (category >= first! && category <= last!));
  if (keep.every(Boolean)) return model;
  const kept = <T,>(list: readonly T[]) => list.filter((_, i) => keep[i]);
  return { categories: kept(model.categories), series: model.series.map((s) => ({ ...s, values: kept(s.values), labels: kept(s.labels) })) };
}

/** Nothing to draw: no points, or no point above zero (an empty period answers either way). */
export const isEmptyChart = (model: ChartModel | undefined): boolean =>
  !model || !model.categories.length || model.series.every((s) => s.values.every((v) => !v));

/** The points carry their own names (a top-30 chart: rank on the axis, goods name in `localName`). */
export const hasPointNames = (model: ChartModel): boolean =>
  model.series.some((s) => s.labels.some((label, i) => label !== model.categories[i]));

/** A series' total (money summed in cents, so that 0.1 + 0.2 is 0.30). */
export const seriesTotal = (series: SeriesModel, money = false): number =>
  money ? sumMoney(series.values) : series.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);

/** Each series only as long as its own period (series i: `lengths[i]` points): a 30-day month on a 31-day axis ends on the 30th. */
export const clipSeries = (model: ChartModel, lengths: readonly number[]): ChartModel => ({
  ...model,
  series: model.series.map((s, i) => ({ ...s, values: s.values.map((v, k) => (k < (lengths[i] ?? Infinity) ? v : null)) })),
});
