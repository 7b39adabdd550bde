import { Card, Col, Empty, Row, Segmented, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, ReportTableView } from '../chart/ChartCard';
import type { Palette } from '../chart/options';
import { useStat } from '../data/use-stat';
import { ExportButton } from '../export/ExportButton';
import type { ReportTable } from '../export/report-table';
import { mapOption, rankRegions, type RegionValue } from '../map/provinces';
import { useChinaMap } from '../map/use-china-map';
import { PeriodBar } from '../period/PeriodBar';
import { usePeriod } from '../period/use-period';
import { StatPage } from '../StatPage';
import { useUrlChoice } from '../use-url-state';

/** The measures of `reports/regions/data` (api reference §7.2). */
const TYPES = ['ORDER_MEMBER_NUM', 'ORDER_PRICE', 'ORDER_NUM'] as const;
type RegionType = (typeof TYPES)[number];

/** Buyers, amount or orders per province: a map of China and the provinces ranked. */
export default function RegionalAnalysis() {
  const { t, i18n } = useTranslation('statistics');
  const english = i18n.language === 'en-US';
  const period = usePeriod();
  const [type, setType] = useUrlChoice<RegionType>('type', TYPES);
  const regions = useStat<RegionValue[]>('seller/statistics/reports/regions/data', { ...period.params, type });
  const map = useChinaMap();
  const money = type === 'ORDER_PRICE';
  const measure = t(`regions.type.${type}`);

  const ranked = useMemo(() => rankRegions(Array.isArray(regions.data) ? regions.data : [], map.provinces ?? [], english), [regions.data, map.provinces, english]);
  const empty = ranked.every((r) => !r.value);
  const table = useMemo<ReportTable>(
    () => ({
      columns: [{ key: 'rank', title: t('axis.rank'), numeric: true }, { key: 'label', title: t('regions.province') }, { key: 'value', title: measure, money, numeric: !money }],
      rows: ranked.filter((r) => r.value > 0).map((r) => ({ rank: r.rank, label: r.label, value: r.value })),
    }),
    [ranked, measure, money, t],
  );
  const provinces = map.provinces;
  const option = useMemo(
    () => (provinces ? (palette: Palette) => mapOption(ranked, provinces, english, money, palette, measure) : undefined),
    [provinces, ranked, english, money, measure],
  );

  return (
    <StatPage
      toolbar={
        <Space wrap size={16}>
          <PeriodBar state={period} />
          <Segmented<RegionType> value={type} onChange={setType} options={TYPES.map((v) => ({ value: v, label: t(`regions.type.${v}`) }))} data-testid="region-type" />
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ChartCard
            title={t('regions.map', { measure })}
            testId="chart-regions"
            loading={regions.loading || (!provinces && !map.error)}
            error={regions.error ?? map.error}
            onRetry={() => (map.error ? map.retry() : regions.retry())}
            option={option}
            empty={empty}
            height={460}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title={t('regions.ranking', { measure })}
            data-testid="region-ranking"
            extra={<ExportButton title={t('regions.ranking', { measure })} periodLabel={period.label} table={table} disabled={empty} />}
          >
            {regions.loading ? <Skeleton active /> : empty || regions.error ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> : <ReportTableView table={table} height={460} />}
          </Card>
        </Col>
      </Row>
    </StatPage>
  );
}
