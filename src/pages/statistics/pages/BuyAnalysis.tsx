import { Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { usePeriod } from '../period/use-period';
import { PriceRangeButton } from '../PriceRangeButton';
import { StatPage } from '../StatPage';
import { useUrlBoundaries } from '../use-url-state';

/** How much customers spend per order (bands from the price-range dialog) and at what hour they order. */
export default function BuyAnalysis() {
  const { t } = useTranslation('statistics');
  const period = usePeriod();
  const [ranges, setRanges] = useUrlBoundaries('ranges');
  const spend = useStat<ApiChart>('seller/statistics/reports/purchase/ranges', { ...period.params, ranges });
  const hours = useStat<ApiChart>('seller/statistics/reports/purchase/period', period.params);
  const spendModel = useMemo(() => (spend.data ? toChartModel(spend.data) : undefined), [spend.data]);
  const hourModel = useMemo(() => (hours.data ? toChartModel(hours.data) : undefined), [hours.data]);
  const spendTable = useMemo(() => spendModel && modelTable(spendModel, { category: t('axis.spend') }), [spendModel, t]);
  const hourTable = useMemo(() => hourModel && modelTable(hourModel, { category: t('axis.hour') }), [hourModel, t]);

  return (
    <StatPage
      toolbar={
        <Space wrap size={16}>
          <PeriodBar state={period} />
          <PriceRangeButton boundaries={ranges} onChange={setRanges} />
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('buy.spend')}
            testId="chart-spend"
            loading={spend.loading}
            error={spend.error}
            onRetry={spend.retry}
            model={spendModel}
            look={{ kind: 'bar' }}
            table={spendTable}
            periodLabel={period.label}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('buy.hours')}
            testId="chart-hours"
            loading={hours.loading}
            error={hours.error}
            onRetry={hours.retry}
            model={hourModel}
            look={{ kind: 'bar' }}
            table={hourTable}
            periodLabel={period.label}
          />
        </Col>
      </Row>
    </StatPage>
  );
}
