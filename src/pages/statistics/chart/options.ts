/**
 * Chart options from the adapter's model, as plain data: the chart library reads them, tests read them too.
 * Colours come from the console's theme (light or dark, its primary colour), never fixed here.
 */
import type { EChartsOption } from 'echarts';
import { formatMoney } from '@/utils/money';
import { hasPointNames, type ChartModel } from './adapter';

export interface Palette {
  text: string;
  axis: string;
  split: string;
  tooltipBg: string;
  tooltipText: string;
  /** One colour per series. */
  colors: string[];
  /** The map's scale, from no value to the highest. */
  mapLow: string;
  mapHigh: string;
  mapEmpty: string;
}

export type ChartKind = 'line' | 'bar';

export interface ChartLook {
  kind: ChartKind;
  /** Values are yuan. */
  money?: boolean;
  /** Fill under a line. */
  area?: boolean;
  /**
   * The first series is drawn as `kind` on the left axis; the others are counts, lines on a right axis of
   * their own (the dashboard's turnover and orders). `money` is then the first series' only.
   */
  secondAxis?: boolean;
}

const moneyAt = (look: Pick<ChartLook, 'money' | 'secondAxis'>, seriesIndex: number) => Boolean(look.money) && (!look.secondAxis || seriesIndex === 0);

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatValue = (value: number | null | undefined, money?: boolean) =>
  value === null || value === undefined ? '—' : money ? formatMoney(value) : plain.format(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface AxisPoint {
  dataIndex: number;
  seriesIndex: number;
  marker?: unknown;
}

/** The tooltip of one x-axis point: its name (a goods name on a ranked chart), then each series' value. */
export function tooltipText(model: ChartModel, index: number, look: Pick<ChartLook, 'money' | 'secondAxis'> = {}): string {
  const title = hasPointNames(model) ? `${model.categories[index]}. ${model.series[0]?.labels[index] ?? ''}` : model.categories[index];
  const lines = model.series.map((s, i) => `${escapeHtml(s.name)}: ${formatValue(s.values[index], moneyAt(look, i))}`);
  return [escapeHtml(title ?? ''), ...lines].join('<br/>');
}

export function chartOption(model: ChartModel, look: ChartLook, palette: Palette): EChartsOption {
  const axisLine = { lineStyle: { color: palette.axis } };
  return {
    color: palette.colors,
    textStyle: { color: palette.text },
    aria: { enabled: true },
    animationDuration: 300,
    grid: { left: 12, right: 24, top: model.series.length > 1 ? 40 : 20, bottom: 8, containLabel: true },
    legend: model.series.length > 1 ? { top: 0, textStyle: { color: palette.text } } : { show: false },
    tooltip: {
      trigger: 'axis',
      backgroundColor: palette.tooltipBg,
      borderColor: palette.split,
      textStyle: { color: palette.tooltipText },
      formatter: (points: unknown) => {
        const first = (Array.isArray(points) ? points[0] : points) as AxisPoint | undefined;
        return first ? tooltipText(model, first.dataIndex, look) : '';
      },
    },
    xAxis: {
      type: 'category',
      data: model.categories,
      boundaryGap: look.kind === 'bar',
      axisLine,
      // A few points (price bands, months) are each named: the library's own spacing would drop every other
      // band label in a half-width card. Labels that truly collide are still hidden.
      axisLabel: { color: palette.text, ...(model.categories.length <= 12 ? { interval: 0, hideOverlap: true } : {}) },
    },
    yAxis: [look.money, ...(look.secondAxis ? [false] : [])].map((money, i) => ({
      type: 'value',
      minInterval: money ? 0 : 1,
      axisLabel: { color: palette.text, formatter: (v: number) => (money ? `￥${plain.format(v)}` : plain.format(v)) },
      splitLine: { show: i === 0, lineStyle: { color: palette.split } },
    })),
    series: model.series.map((s, i) => ({
      type: look.secondAxis && i > 0 ? 'line' : look.kind,
      yAxisIndex: look.secondAxis && i > 0 ? 1 : 0,
      name: s.name,
      data: s.values,
      smooth: look.kind === 'line',
      showSymbol: model.categories.length <= 31,
      areaStyle: look.area ? { opacity: 0.15 } : undefined,
      barMaxWidth: 32,
    })),
  } as EChartsOption;
}
