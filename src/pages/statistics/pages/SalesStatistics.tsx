import { Card, Col, Row, Segmented, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { salesOrderList, salesOrders } from '@/resources/statistics/lists';
import { formatMoney } from '@/utils/money';
import { clipSeries, toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { Change } from '../Change';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { periodPoints } from '../period/period';
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

/** Orders and amount of a period against the last one: summary, charts and the period's orders. */
export default function SalesStatistics() {
  const { t } = useTranslation('statistics');
  const period = usePeriod();
  const [measure, setMeasure] = useUrlChoice('by', MEASURES);
  const summary = useStat<Summary>('seller/statistics/reports/sales_summary', period.params);
  const lastSummary = useStat<Summary>('seller/statistics/reports/sales_summary', period.lastParams);
  const chart = useStat<ApiChart>(CHARTS[measure], period.params);
  const money = measure === 'amount';
  // The server's series are this period and the last, on the longer month's axis: named by their periods here,
  // each ending with its own month.
  const { label, lastLabel } = period;
  const lengths = useMemo(() => [periodPoints(period.period), periodPoints(period.last)], [period.period, period.last]);
  const model = useMemo(() => (chart.data ? clipSeries(toChartModel(chart.data, { names: [label, lastLabel] }), lengths) : undefined), [chart.data, label, lastLabel, lengths]);
  const table = useMemo(() => model && modelTable(model, { category: t(period.period.type === 'YEAR' ? 'axis.month' : 'axis.day') }, money), [model, t, period.period.type, money]);

  const amount = Number(summary.data?.order_price ?? 0);
  const orders = Number(summary.data?.order_num ?? 0);
  return (
    <StatPage toolbar={<PeriodBar state={period} />}>
      <Card title={t('sales.summary', { period: period.label })} data-testid="sales-summary">
        {summary.error ? (
          <LoadFailed title={t('loadFailed')} error={summary.error} onRetry={summary.retry} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Statistic title={t('sales.amount')} value={formatMoney(amount)} loading={summary.loading} data-testid="summary-amount" />
              {lastSummary.data && <Change current={amount} last={Number(lastSummary.data.order_price ?? 0)} lastLabel={period.lastLabel} />}
            </Col>
            <Col xs={24} md={12}>
              <Statistic title={t('sales.orders')} value={orders} loading={summary.loading} data-testid="summary-orders" />
              {lastSummary.data && <Change current={orders} last={Number(lastSummary.data.order_num ?? 0)} lastLabel={period.lastLabel} />}
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
