import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toChartModel, type ApiChart, type ChartModel } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { PeriodBar } from '../period/PeriodBar';
import { usePeriod } from '../period/use-period';
import { StatPage } from '../StatPage';

/** This period's shop views with the last period's beside them (the last may be shorter: a month of 30 days after one of 31). */
function compared(current: ChartModel, last: ChartModel | undefined, names: [string, string]): ChartModel {
  const length = Math.max(current.categories.length, last?.categories.length ?? 0);
  const categories = Array.from({ length }, (_, i) => current.categories[i] ?? last?.categories[i] ?? String(i + 1));
  const pad = (values: Array<number | null> | undefined) => categories.map((_, i) => values?.[i] ?? null);
  return {
    categories,
    series: [
      { name: names[0], values: pad(current.series[0]?.values), labels: categories },
      ...(last ? [{ name: names[1], values: pad(last.series[0]?.values), labels: categories }] : []),
    ],
  };
}

/** Page views of the shop (against the last period) and of its 30 most viewed goods. */
export default function TrafficStatistics() {
  const { t } = useTranslation('statistics');
  const period = usePeriod('YEAR');
  const shop = useStat<ApiChart>('seller/statistics/page_view/shop', period.params);
  const lastShop = useStat<ApiChart>('seller/statistics/page_view/shop', period.lastParams);
  const goods = useStat<ApiChart>('seller/statistics/page_view/goods', period.params);
  const shopModel = useMemo(() => {
    if (!shop.data) return undefined;
    const current = toChartModel(shop.data);
    return current.categories.length ? compared(current, lastShop.data && toChartModel(lastShop.data), [period.label, period.lastLabel]) : current;
  }, [shop.data, lastShop.data, period.label, period.lastLabel]);
  const goodsModel = useMemo(() => (goods.data ? toChartModel(goods.data, { names: [t('traffic.views')] }) : undefined), [goods.data, t]);
  const axis = t(period.period.type === 'YEAR' ? 'axis.month' : 'axis.day');

  return (
    <StatPage toolbar={<PeriodBar state={period} />}>
      <ChartCard
        title={t('traffic.shop')}
        testId="chart-shop-views"
        loading={shop.loading}
        error={shop.error}
        onRetry={shop.retry}
        model={shopModel}
        look={{ kind: 'line' }}
        table={shopModel && modelTable(shopModel, { category: axis })}
        periodLabel={period.label}
      />
      <ChartCard
        title={t('traffic.goods')}
        testId="chart-goods-views"
        loading={goods.loading}
        error={goods.error}
        onRetry={goods.retry}
        model={goodsModel}
        look={{ kind: 'bar' }}
        table={goodsModel && modelTable(goodsModel, { category: t('axis.rank'), label: t('field.goodsName') })}
        periodLabel={period.label}
      />
    </StatPage>
  );
}
