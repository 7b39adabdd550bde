import { useCustom } from '@refinedev/core';
import { Alert, Card, Col, Descriptions, Rate, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { useUrlChoice } from '@/pages/statistics/use-url-state';
import { useSession } from '@/session/session-context';
import { formatMoney } from '@/utils/money';
import { figureLink, figuresFor, HOT_GOODS_PERMISSION, RANGES, rangeParams, TURNOVER_PERMISSION, type RangeDays } from './figures';
import { HotGoodsCard } from './HotGoodsCard';
import { NoticesCard } from './NoticesCard';
import { TurnoverCard } from './TurnoverCard';
import { SectionHeading } from '@/components/SectionHeading';

type Counts = Record<string, number | string | undefined>;
interface ShopScore {
  shop_name?: string;
  shop_credit?: number | string;
  shop_description_credit?: number | string;
  shop_service_credit?: number | string;
  shop_delivery_credit?: number | string;
}

/** The shop's day at a glance. Each card has its own call, so a slow one holds up only itself. */
export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { shop } = useSession();
  const counts = useCustom<Counts>({ url: 'seller/statistics/dashboard/shop', method: 'get' });
  const score = useCustom<ShopScore>({ url: 'seller/statistics/dashboard/shopScore', method: 'get' });
  const data = counts.result.data;
  const [days, setDays] = useUrlChoice<RangeDays>('days', RANGES);
  const range = useMemo(() => rangeParams(days), [days]);
  const showTurnover = canOpen(TURNOVER_PERMISSION);
  const showHotGoods = canOpen(HOT_GOODS_PERMISSION);
  const rangeSwitch = (
    <Segmented<RangeDays> size="small" value={days} onChange={setDays} options={RANGES.map((d) => ({ value: d, label: t('range', { days: d }) }))} data-testid="range-days" />
  );

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SectionHeading look={4} style={{ margin: 0 }} data-testid="dashboard-title">
          {t('welcome', { shop: shop.shop_name })}
        </SectionHeading>
      </Col>
      <Col xs={24} xl={16}>
        <Card title={t('today')}>
          {counts.query.isError ? (
            <Alert type="error" showIcon message={t('loadFailed')} />
          ) : (
            <Row gutter={[16, 24]}>
              {figuresFor(canOpen).map((figure) => {
                const raw = data?.[figure.field];
                const value = figure.money ? formatMoney(raw ?? 0) : Number(raw ?? 0);
                const stat = <Statistic title={t(`figure.${figure.key}`)} value={value} loading={counts.query.isLoading} />;
                const to = figureLink(figure);
                return (
                  <Col xs={12} md={8} lg={6} key={figure.key} data-testid={`figure-${figure.key}`}>
                    {to ? <Link to={to}>{stat}</Link> : stat}
                  </Col>
                );
              })}
            </Row>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('score')}>
          {score.query.isLoading ? (
            <Skeleton active />
          ) : score.query.isError ? (
            <Alert type="error" showIcon message={t('loadFailed')} />
          ) : (
            <Descriptions column={1} size="small">
              {(['shop_credit', 'shop_description_credit', 'shop_service_credit', 'shop_delivery_credit'] as const).map((field) => (
                <Descriptions.Item key={field} label={t(`credit.${field}`)}>
                  <Rate disabled allowHalf value={Number(score.result.data?.[field] ?? 0)} style={{ fontSize: 14 }} /> {Number(score.result.data?.[field] ?? 0).toFixed(1)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Card>
      </Col>
      {showTurnover && (
        <Col xs={24} xl={16}>
          <TurnoverCard range={range} label={t('rangeLabel', { days })} extra={rangeSwitch} />
        </Col>
      )}
      <Col xs={24} xl={showTurnover ? 8 : 24}>
        <NoticesCard />
      </Col>
      {showHotGoods && (
        <Col span={24}>
          <HotGoodsCard range={range} />
        </Col>
      )}
    </Row>
  );
}
