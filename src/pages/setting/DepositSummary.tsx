import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSingleRecord } from '@/engine/data/use-record';
import { formatMoney } from '@/utils/money';

/** Above the deposit history: what the shop has paid and what remains (api reference §8.2), and how a pay-in is decided. */
export default function DepositSummary() {
  const { t } = useTranslation('setting');
  const { result } = useSingleRecord<Record<string, unknown>>('shop', 'seller/shops');
  return (
    <div style={{ marginBottom: 16 }} data-testid="deposit-summary">
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={12} md={8}>
          <Card size="small">
            <Statistic title={t('deposit.paid')} value={result ? formatMoney(result.paid_margin as number) : '—'} />
          </Card>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Card size="small">
            <Statistic title={t('deposit.remaining')} value={result ? formatMoney(result.remaining_margin as number) : '—'} />
          </Card>
        </Col>
      </Row>
      <Alert type="info" showIcon message={t('deposit.intro')} />
    </div>
  );
}
