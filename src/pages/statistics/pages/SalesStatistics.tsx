import { Card, Col, Row, Segmented, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { salesOrderList, salesOrders } from '@/resources/statistics/lists';
import { formatMoney } from '@/utils/money';
import { clipSeries, seriesTotal, toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { Change } from '../Change';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { elapsedPoints, periodPoints } from '../period/period';
import { usePeriod } from '../period/use-period';
import { StatList } from '../StatList';
import { StatPage } from '../StatPage';
import { useUrlChoice } from '../use-url-state';

interface Summary {
  order_price?: number | string;
  order_num?: number | string;
}

const MEASURES = ['amount', 'num'] as const;
type Measure = (typeof MEASURES)[number];
const CHARTS: Record<Measure, string> = { amount: 'seller/statistics/reports/sales_money', num: 'seller/statistics/reports/sales_num' };

const salesSpec = salesOrders.list(salesOrderList);

/** The last period's total over its first `points` points (the days of this month so far), from a chart's second series. */
function lastSoFar(chart: ApiChart | undefined, points: number, money: boolean): number | undefined {
  const last = chart && toChartModel(chart).series[1];
  return last && seriesTotal({ ...last, values: last.values.slice(0, points) }, money);
}

/** Orders and amount of a period against the last one: summary, charts and the period's orders. */
export default function SalesStatistics() {
  const { t } = useTranslation('statistics');
  const period = usePeriod();
  const [measure, setMeasure] = useUrlChoice('by', MEASURES);
  // The current period has only begun: its days to come are no ￥0 but nothing yet, and it is compared with
  // the same days of the last period (month-to-date against the first days of last month), not a whole one.
  const elapsed = elapsedPoints(period.period);
  const summary = useStat<Summary>('seller/statistics/reports/sales_summary', period.params);
  const lastSummary = useStat<Summary>('seller/statistics/reports/sales_summary', period.lastParams, { enabled: elapsed === undefined });
  const amountChart = useStat<ApiChart>(CHARTS.amount, period.params);
  const numChart = useStat<ApiChart>(CHARTS.num, period.params);
  const chart = measure === 'amount' ? amountChart : numChart;
  const money = measure === 'amount';
  // The server's series are this period and the last, on the longer month's axis: named by their periods here,
  // each ending with its own month (this one, today).
  const { label, lastLabel } = period;
  const lengths = useMemo(() => [elapsed ?? periodPoints(period.period), periodPoints(period.last)], [elapsed, period.period, period.last]);
  const model = useMemo(() => (chart.data ? clipSeries(toChartModel(chart.data, { names: [label, lastLabel] }), lengths) : undefined), [chart.data, label, lastLabel, lengths]);
  const table = useMemo(() => model && modelTable(model, { category: t(period.period.type === 'YEAR' ? 'axis.month' : 'axis.day') }, money), [model, t, period.period.type, money]);

  const amount = Number(summary.data?.order_price ?? 0);
  const orders = Number(summary.data?.order_num ?? 0);
  const compared =
    elapsed === undefined
      ? lastSummary.data && { amount: Number(lastSummary.data.order_price ?? 0), orders: Number(lastSummary.data.order_num ?? 0), label: lastLabel }
      : { amount: lastSoFar(amountChart.data, elapsed, true), orders: lastSoFar(numChart.data, elapsed, false), label: t(period.period.type === 'YEAR' ? 'period.sameMonths' : 'period.sameDays', { last: lastLabel, points: elapsed }) };
  return (
    <StatPage toolbar={<PeriodBar state={period} />}>
      <Card title={t('sales.summary', { period: period.label })} data-testid="sales-summary">
        {summary.error ? (
          <LoadFailed title={t('loadFailed')} error={summary.error} onRetry={summary.retry} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Statistic title={t('sales.amount')} value={formatMoney(amount)} loading={summary.loading} data-testid="summary-amount" />
              {compared?.amount !== undefined && <Change current={amount} last={compared.amount} lastLabel={compared.label} />}
            </Col>
            <Col xs={24} md={12}>
              <Statistic title={t('sales.orders')} value={orders} loading={summary.loading} data-testid="summary-orders" />
              {compared?.orders !== undefined && <Change current={orders} last={compared.orders} lastLabel={compared.label} />}
            </Col>
          </Row>
        )}
      </Card>
      <ChartCard
        title={t(`sales.chart.${measure}`)}
        testId="chart-sales"
        extra={<Segmented<Measure> size="small" value={measure} onChange={setMeasure} options={MEASURES.map((m) => ({ value: m, label: t(`sales.by.${m}`) }))} data-testid="sales-measure" />}
        loading={chart.loading}
        error={chart.error}
        onRetry={chart.retry}
        model={model}
        look={{ kind: 'line', money }}
        table={table}
        periodLabel={period.label}
      />
      <StatList name="salesStatistics" prefix="orders" title={t('sales.table')} spec={salesSpec} filters={period.params} />
    </StatPage>
  );
}
