import { Alert, Button, Card, Descriptions, Drawer, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleRecord } from '@/engine/data/use-record';
import { useScreenHost } from '@/engine/host/screen-host';
import { applicationList, gradeApplications } from '@/resources/setting/grades';
import { goodsLimitText } from '@/schemas/setting/grades';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';

const ListScreen = lazy(() => import('@/engine/list/ListScreen'));

type Row = Record<string, unknown>;

/**
 * Above the grades: the shop's grade and what it allows, the deposit balance the review looks at, the
 * application waiting for review; the application history opens beside it.
 */
export default function GradeSummary() {
  const { t } = useTranslation('setting');
  const host = useScreenHost();
  const [history, setHistory] = useState(false);
  const { result, query } = useSingleRecord<Row>('grades', 'seller/shops/grade');
  const ctx = useMemo(() => ({ params: {}, shopKind: host.shopKind }), [host.shopKind]);
  if (query.isError) return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('grade.loadFailed')} action={<Button size="small" onClick={() => void query.refetch()}>{t('grade.retry')}</Button>} />;
  if (!result) return <Skeleton active />;
  const pending = result.pending_application as Row | null;
  return (
    <div style={{ marginBottom: 16 }} data-testid="grade-summary">
      <Card size="small" title={t('grade.currentTitle')} extra={<Button onClick={() => setHistory(true)} data-testid="grade-history">{t('grade.history')}</Button>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('grade.name')}>{String(result.grade_name ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('grade.commission')}>{`${String(result.commission_rate ?? '')}%`}</Descriptions.Item>
          <Descriptions.Item label={t('grade.goods')}>{`${String(result.goods_count ?? 0)} / ${goodsLimitText(result.goods_limit)}`}</Descriptions.Item>
          <Descriptions.Item label={t('grade.balance')}>{formatMoney(result.remaining_margin as number)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {pending ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="grade-pending"
          message={t('grade.pending', { from: pending.from_grade_name, to: pending.grade_name, time: formatUnix(pending.create_time as number) })}
          description={t('grade.pendingReason', { reason: pending.reason })}
        />
      ) : (
        <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('grade.howTo')} />
      )}
      <Drawer open={history} width={900} title={t('grade.history')} onClose={() => setHistory(false)} destroyOnHidden>
        <Suspense fallback={<Skeleton active />}>
          <ListScreen name="gradeApplication" title={t('grade.history')} family={gradeApplications} config={applicationList} ctx={ctx} prefix="history." />
        </Suspense>
      </Drawer>
    </div>
  );
}
