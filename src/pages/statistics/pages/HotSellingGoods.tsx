import { Segmented, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hotGoodsAmount, hotGoodsList, hotGoodsQuantity } from '@/resources/statistics/lists';
import { toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { usePeriod } from '../period/use-period';
import { StatList } from '../StatList';
import { StatPage } from '../StatPage';
import { useUrlChoice } from '../use-url-state';

const MEASURES = ['amount', 'num'] as const;
type Measure = (typeof MEASURES)[number];

const CALLS: Record<Measure, { chart: string; spec: ReturnType<typeof hotGoodsAmount.list>; money: boolean }> = {
  amount: { chart: 'seller/statistics/goods/order_price', spec: hotGoodsAmount.list(hotGoodsList), money: true },
  num: { chart: 'seller/statistics/goods/order_num', spec: hotGoodsQuantity.list(hotGoodsList), money: false },
};

/** The period's top 30 goods by amount or by quantity: ranks on the chart, goods names on hover and in the table. */
export default function HotSellingGoods() {
  const { t } = useTranslation('statistics');
  const period = usePeriod();
  const [measure, setMeasure] = useUrlChoice('by', MEASURES);
  const call = CALLS[measure];
  const chart = useStat<ApiChart>(call.chart, period.params);
  const model = useMemo(() => (chart.data ? toChartModel(chart.data) : undefined), [chart.data]);
  const table = useMemo(() => model && modelTable(model, { category: t('axis.rank'), label: t('field.goodsName') }, call.money), [model, t, call.money]);

  return (
    <StatPage
      toolbar={
        <Space wrap size={16}>
          <PeriodBar state={period} />
          <Segmented<Measure>
            value={measure}
            onChange={setMeasure}
            options={MEASURES.map((m) => ({ value: m, label: t(`hot.by.${m}`) }))}
            data-testid="hot-measure"
          />
        </Space>
      }
    >
      <ChartCard
        title={t(`hot.chart.${measure}`)}
        testId="chart-hot-goods"
        loading={chart.loading}
        error={chart.error}
        onRetry={chart.retry}
        model={model}
        look={{ kind: 'bar', money: call.money }}
        table={table}
        periodLabel={period.label}
      />
      <StatList key={measure} name={`hotSellingGoods.${measure}`} prefix={measure} title={t(`hot.table.${measure}`)} spec={call.spec} filters={period.params} />
    </StatPage>
  );
}
