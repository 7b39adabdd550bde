import type { EChartsOption } from 'echarts';
import EChartsModule from 'echarts-for-react/lib/core';
import { echarts } from './echarts';

// A CommonJS module: bundled for the browser, its default export arrives wrapped once more.
const ReactEChartsCore = (EChartsModule as unknown as { default?: typeof EChartsModule }).default ?? EChartsModule;

export interface ChartViewProps {
  option: EChartsOption;
  height: number;
  /** What the chart shows, for screen readers (the table view has the numbers). */
  label: string;
}

/**
 * The drawn chart (lazy: it brings the chart library). It follows its container's size (window, sidebar),
 * and a new option replaces the old one whole, so a new period redraws in place without leftovers.
 */
export default function ChartView({ option, height, label }: ChartViewProps) {
  return (
    <div role="img" aria-label={label} data-testid="chart-view">
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate={false} style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
