import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/session-context';

/** The landing screen; the shell issue fills it with the shop's day at a glance. */
export default function Dashboard() {
  const { t } = useTranslation('menu');
  const { shop, user } = useSession();
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="dashboard-title">
        {t('dashboard')} · {shop.shop_name}
      </Typography.Title>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="uid" value={String(user.uid)} />
        </Col>
      </Row>
    </Card>
  );
}
