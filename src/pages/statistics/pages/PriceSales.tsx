import { Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/engine/fields/options';
import { toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { usePeriod } from '../period/use-period';
import { PriceRangeButton } from '../PriceRangeButton';
import { StatPage } from '../StatPage';
import { useUrlBoundaries, useUrlId } from '../use-url-state';

/** Quantities sold per price band of a period, for a category; the bands set with the price-range dialog. */
export default function PriceSales() {
  const { t } = useTranslation('statistics');
  const period = usePeriod();
  const [categoryId, setCategoryId] = useUrlId('category_id');
  const [sections, setSections] = useUrlBoundaries('sections');
  const chart = useStat<ApiChart>('seller/statistics/goods/price_sales', { ...period.params, category_id: categoryId ?? 0, sections });
  const model = useMemo(() => (chart.data ? toChartModel(chart.data) : undefined), [chart.data]);
  const table = useMemo(() => model && modelTable(model, { category: t('axis.band') }), [model, t]);

  return (
    <StatPage
      toolbar={
        <Space wrap size={16}>
          <PeriodBar state={period} />
          <OptionsSelect source="statCategories" placeholder={t('field.allCategories')} value={categoryId} onChange={(v) => setCategoryId(v ? String(v) : undefined)} />
          <PriceRangeButton boundaries={sections} onChange={setSections} />
        </Space>
      }
    >
      <ChartCard
        title={t('priceSales.chart')}
        testId="chart-price-sales"
        loading={chart.loading}
        error={chart.error}
        onRetry={chart.retry}
        model={model}
        look={{ kind: 'bar' }}
        table={table}
        periodLabel={period.label}
      />
    </StatPage>
  );
}
