import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { daysWithin, toChartModel, type ApiChart } from '@/pages/statistics/chart/adapter';
import { ChartCard } from '@/pages/statistics/chart/ChartCard';
import { modelTable } from '@/pages/statistics/chart/table';
import { useStat } from '@/pages/statistics/data/use-stat';

/** Turnover and orders per day of the range (`dashboard/turnoverChart`: series 0 turnover, 1 orders). */
export function TurnoverCard({ range, label, extra }: { range: { start_time: number; end_time: number }; label: string; extra: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const chart = useStat<ApiChart>('seller/statistics/dashboard/turnoverChart', range);
  const model = useMemo(() => (chart.data ? daysWithin(toChartModel(chart.data, { names: [t('turnover.amount'), t('turnover.orders')] }), range) : undefined), [chart.data, range, t]);
  const table = useMemo(() => model && modelTable(model, { category: t('turnover.date') }, [true, false]), [model, t]);
  return (
    <ChartCard
      title={t('turnover.title')}
      testId="chart-turnover"
      extra={extra}
      loading={chart.loading}
      error={chart.error}
      onRetry={chart.retry}
      model={model}
      look={{ kind: 'bar', money: true, secondAxis: true }}
      table={table}
      periodLabel={label}
      height={300}
    />
  );
}
