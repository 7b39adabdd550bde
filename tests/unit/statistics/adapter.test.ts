// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clipSeries, hasPointNames, isEmptyChart, seriesTotal, toChartModel } from '@/pages/statistics/chart/adapter';
import { chartOption, tooltipText, type Palette } from '@/pages/statistics/chart/options';
import { modelTable } from '@/pages/statistics/chart/table';

/** The parts of an option these tests read. */
interface DrawnOption {
  color: string[];
  legend: { show?: boolean };
  xAxis: { data: string[]; axisLabel: { interval?: number } };
  yAxis: Array<{ axisLabel: { formatter: (v: number) => string } }>;
  tooltip: { formatter: (points: unknown) => string };
  series: Array<{ type: string; data: unknown; yAxisIndex: number }>;
}

const palette: Palette = {
  text: '#666', axis: '#ccc', split: '#eee', tooltipBg: '#fff', tooltipText: '#000',
  colors: ['#409EFF', '#faad14'], mapLow: '#e6f4ff', mapHigh: '#409EFF', mapEmpty: '#f5f5f5',
};

describe('chart adapter: SimpleChart', () => {
  it('reads camelCase keys and numbers written as strings', () => {
    const model = toChartModel({ xAxis: ['1', '2', '3'], yAxis: [], series: { name: '下单金额', data: ['12.50', '0', 'x'], localName: ['1', '2', '3'] } });
    expect(model).toEqual({
      categories: ['1', '2', '3'],
      series: [{ name: '下单金额', values: [12.5, 0, null], labels: ['1', '2', '3'] }],
    });
    expect(hasPointNames(model)).toBe(false);
  });

  it('labels ranked points with their localName (goods names)', () => {
    const model = toChartModel({ xAxis: ['1', '2'], series: { name: 'Quantity', data: ['30', '12'], localName: ['Phone X', 'Case'] } });
    expect(hasPointNames(model)).toBe(true);
    expect(model.series[0]!.labels).toEqual(['Phone X', 'Case']);
    expect(tooltipText(model, 0)).toBe('1. Phone X<br/>Quantity: 30');
    expect(modelTable(model, { category: 'Rank', label: 'Goods' })).toEqual({
      columns: [{ key: 'category', title: 'Rank' }, { key: 'label', title: 'Goods' }, { key: 's0', title: 'Quantity', money: false, numeric: true }],
      rows: [{ category: '1', label: 'Phone X', s0: 30 }, { category: '2', label: 'Case', s0: 12 }],
    });
  });

  it('escapes names in the tooltip (they come from the server)', () => {
    const model = toChartModel({ xAxis: ['1'], series: { name: 'n', data: ['1'], localName: ['<img src=x onerror=alert(1)>'] } });
    expect(tooltipText(model, 0)).not.toContain('<img');
  });

  it('shows the newest-first shop profile oldest first', () => {
    const model = toChartModel({ xAxis: ['11-3', '11-2', '11-1'], series: { name: 'a', data: ['3', '2', '1'], localName: ['11-3', '11-2', '11-1'] } }, { reverse: true });
    expect(model.categories).toEqual(['11-1', '11-2', '11-3']);
    expect(model.series[0]!.values).toEqual([1, 2, 3]);
  });
});

describe('chart adapter: MultipleChart', () => {
  const chart = {
    xAxis: ['1', '2'],
    yAxis: [],
    series: [
      { name: '本月', data: ['0.10', '0.20'], localName: ['1', '2'] },
      { name: '上月', data: ['5', '7'], localName: ['1', '2'] },
    ],
  };

  it('keeps each series, with names of its own when given', () => {
    const model = toChartModel(chart, { names: ['This month'] });
    expect(model.series.map((s) => s.name)).toEqual(['This month', '上月']);
    expect(seriesTotal(model.series[0]!, true)).toBe(0.3);
    expect(seriesTotal(model.series[1]!)).toBe(12);
  });

  it('draws lines with a legend, money on the value axis, colours from the theme', () => {
    const option = chartOption(toChartModel(chart), { kind: 'line', money: true }, palette) as unknown as DrawnOption;
    expect(option.color).toEqual(palette.colors);
    expect(option.legend.show).not.toBe(false);
    expect(option.xAxis.data).toEqual(['1', '2']);
    expect(option.series.map((s: { type: string; data: unknown }) => [s.type, s.data])).toEqual([['line', [0.1, 0.2]], ['line', [5, 7]]]);
    expect(option.yAxis[0].axisLabel.formatter(1200)).toBe('￥1,200');
    expect(option.tooltip.formatter([{ dataIndex: 1, seriesIndex: 0 }])).toBe('2<br/>本月: ￥0.20<br/>上月: ￥7.00');
  });

  it('puts counts beside money on an axis of their own (turnover and orders)', () => {
    const option = chartOption(toChartModel(chart), { kind: 'bar', money: true, secondAxis: true }, palette) as unknown as DrawnOption;
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[1].axisLabel.formatter(1200)).toBe('1,200');
    expect(option.series.map((s: { type: string; yAxisIndex: number }) => [s.type, s.yAxisIndex])).toEqual([['bar', 0], ['line', 1]]);
    expect(option.tooltip.formatter([{ dataIndex: 1, seriesIndex: 0 }])).toBe('2<br/>本月: ￥0.20<br/>上月: 7');
  });

  it('names every point of a short axis (price bands, months), and lets the library space a month of days', () => {
    const bands = toChartModel({ xAxis: ['0~100', '100~1000', '1000+'], series: { name: 'n', data: ['1', '2', '3'] } });
    expect((chartOption(bands, { kind: 'bar' }, palette) as unknown as DrawnOption).xAxis.axisLabel.interval).toBe(0);
    const days = toChartModel({ xAxis: Array.from({ length: 31 }, (_, i) => String(i + 1)), series: { name: 'n', data: [] } });
    expect((chartOption(days, { kind: 'line' }, palette) as unknown as DrawnOption).xAxis.axisLabel.interval).toBeUndefined();
  });

  it('ends each series with its own period (a 30-day month on a 31-day axis)', () => {
    const model = clipSeries(toChartModel({ xAxis: ['29', '30', '31'], series: [{ name: 'Nov', data: ['1', '2', '0'] }, { name: 'Oct', data: ['3', '4', '5'] }] }), [2, 3]);
    expect(model.series.map((s) => s.values)).toEqual([[1, 2, null], [3, 4, 5]]);
  });

  it('tabulates one row per point and one column per series', () => {
    const table = modelTable(toChartModel(chart), { category: 'Day' }, true);
    expect(table.columns.map((c) => [c.title, c.money])).toEqual([['Day', undefined], ['本月', true], ['上月', true]]);
    expect(modelTable(toChartModel(chart), { category: 'Day' }, [true, false]).columns.map((c) => c.money)).toEqual([undefined, true, false]);
    expect(table.rows[1]).toEqual({ category: '2', s0: 0.2, s1: 7 });
  });
});

describe('empty charts', () => {
  it.each([
    ['no answer', undefined],
    ['no series', { xAxis: [], series: null }],
    ['empty series', { xAxis: [], yAxis: [], series: { name: 'a', data: [], localName: [] } }],
    ['empty multiple series', { xAxis: [], series: [{ name: 'a', data: [] }, { name: 'b', data: [] }] }],
    ['only zeros', { xAxis: ['1', '2'], series: { name: 'a', data: ['0', '0.00'] } }],
  ])('%s is "no data"', (_, chart) => {
    expect(isEmptyChart(toChartModel(chart as never))).toBe(true);
  });

  it('a chart without an x axis still numbers its points', () => {
    const model = toChartModel({ series: { name: 'a', data: ['4', '5'] } });
    expect(model.categories).toEqual(['1', '2']);
    expect(isEmptyChart(model)).toBe(false);
  });
});
