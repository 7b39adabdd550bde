import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { LoadFailed } from '@/components/LoadFailed';
import { formatMoney } from '@/utils/money';
import { recordWith } from '@/validation/answer-shape';
import { chartShape, toChartModel, type ApiChart } from '../chart/adapter';
import { ChartCard } from '../chart/ChartCard';
import { modelTable } from '../chart/table';
import { useStat } from '../data/use-stat';
import { StatPage } from '../StatPage';

type Profile = Record<string, string | number | undefined>;

/** The figures of `shop_profile/data` (all strings on the wire); money ones in ￥. */
const FIGURES: Array<{ key: string; money?: boolean; text?: boolean; formula?: boolean }> = [
  { key: 'order_money', money: true },
  { key: 'order_member' },
  { key: 'order_num' },
  { key: 'order_goods' },
  // Averages as the API defines them (per buyer, per piece), which a seller would not guess from a name
  // alone (an average order value is usually per order): each says what it divides.
  { key: 'average_member_money', money: true, formula: true },
  { key: 'average_goods_money', money: true, formula: true },
  { key: 'goods_collect' },
  { key: 'shop_collect' },
  { key: 'total_goods' },
  { key: 'order_fastigium', text: true },
];

/** The figures' answer carries every number: one missing would show as ￥0.00 or 0, a figure the shop never had. */
const profileShape = recordWith(Object.fromEntries(FIGURES.filter((f) => !f.text).map((f) => [f.key, 'number'] as const)));

/** The last 30 days at a glance: the shop's figures and its order amount per day. */
export default function GeneralityOverview() {
  const { t } = useTranslation('statistics');
  const profile = useStat<Profile>('seller/statistics/shop_profile/data', undefined, { shape: profileShape });
  const chart = useStat<ApiChart>('seller/statistics/shop_profile/chart', undefined, { shape: chartShape });
  // The server lists the newest day first.
  const model = useMemo(() => (chart.data ? toChartModel(chart.data, { reverse: true, names: [t('overview.amount')] }) : undefined), [chart.data, t]);
  const table = useMemo(() => model && modelTable(model, { category: t('axis.date') }, true), [model, t]);

  return (
    <StatPage>
      <Card
        title={t('overview.figures')}
        extra={canOpen('logManage') && <Link to="/statistics/log-manage"><Button type="link" icon={<FileSearchOutlined />}>{t('overview.log')}</Button></Link>}
      >
        {profile.error ? (
          <LoadFailed title={t('loadFailed')} error={profile.error} onRetry={profile.retry} />
        ) : (
          <Row gutter={[16, 24]}>
            {FIGURES.map((f) => {
              const raw = profile.data?.[f.key];
              const value = f.text ? String(raw ?? '—') : f.money ? formatMoney(raw ?? 0) : Number(raw ?? 0).toLocaleString('en-US');
              return (
                <Col xs={12} md={8} xl={6} xxl={4} key={f.key} data-testid={`figure-${f.key}`}>
                  <Statistic title={t(`overview.${f.key}`)} value={value} loading={profile.loading} />
                  {f.formula && (
                    <Typography.Text type="secondary" data-testid={`formula-${f.key}`}>
                      {t(`overview.formula.${f.key}`)}
                    </Typography.Text>
                  )}
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
      <ChartCard
        title={t('overview.chart')}
        testId="chart-overview"
        loading={chart.loading}
        error={chart.error}
        onRetry={chart.retry}
        model={model}
        look={{ kind: 'line', money: true, area: true }}
        table={table}
        periodLabel={t('period.last30')}
      />
    </StatPage>
  );
}
