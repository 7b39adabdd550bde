import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { favouriteList, favourites } from '@/resources/statistics/lists';
import { toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { StatList } from '../StatList';
import { StatPage } from '../StatPage';

const favouriteSpec = favourites.list(favouriteList);

/** The goods buyers favour most: a chart of the top ones and the whole list. */
export default function CollectStatistics() {
  const { t } = useTranslation('statistics');
  const chart = useStat<ApiChart>('seller/statistics/collect/chart');
  const model = useMemo(() => (chart.data ? toChartModel(chart.data, { names: [t('collect.favourites')] }) : undefined), [chart.data, t]);
  const table = useMemo(() => model && modelTable(model, { category: t('axis.rank'), label: t('field.goodsName') }), [model, t]);
  return (
    <StatPage>
      <ChartCard
        title={t('collect.chart')}
        testId="chart-favourites"
        loading={chart.loading}
        error={chart.error}
        onRetry={chart.retry}
        model={model}
        look={{ kind: 'bar' }}
        table={table}
      />
      <StatList name="collectStatistics" prefix="goods" title={t('collect.table')} spec={favouriteSpec} />
    </StatPage>
  );
}
