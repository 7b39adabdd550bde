import type { EChartsOption } from 'echarts';
import EChartsModule from 'echarts-for-react/lib/core';
import { useEffect, useRef, useState } from 'react';
import { echarts } from './echarts';

// A CommonJS module: bundled for the browser, its default export arrives wrapped once more.
const ReactEChartsCore = (EChartsModule as unknown as { default?: typeof EChartsModule }).default ?? EChartsModule;
type Chart = InstanceType<typeof EChartsModule>;

export interface ChartViewProps {
  option: EChartsOption;
  height: number;
  /** What the chart shows, for screen readers (the table view has the numbers). */
  label: string;
}

/**
 * The drawn chart (lazy: it brings the chart library). A new option replaces the old one whole, so a new
 * period redraws in place without leftovers. It follows its container's width (window, sidebar), but
 * only while it has one: a view kept alive in a hidden tab has none, and a map cannot be laid out in
 * nothing — it is drawn, or redrawn, when the view shows again.
 */
export default function ChartView({ option, height, label }: ChartViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart>(null);
  // Without a way to watch the size (an old browser, a test's DOM), draw at once.
  const [visible, setVisible] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      setVisible(width > 0);
      if (width > 0) chart.current?.getEchartsInstance().resize();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="img" aria-label={label} data-testid="chart-view" style={{ minHeight: height }}>
      {visible && (
        <ReactEChartsCore ref={chart} echarts={echarts} option={option} notMerge autoResize={false} style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />
      )}
    </div>
  );
}
