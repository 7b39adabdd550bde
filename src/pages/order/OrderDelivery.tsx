import { Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSingleRecord } from '@/engine/data/use-record';
import type { SectionProps } from '@/engine/record/types';
import type { OrderRow } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';
import { formatUnix } from '@/utils/time';

interface Express {
  name?: string;
  courier_num?: string;
  data?: Array<{ time?: string; context?: string }>;
}
interface DeliveryRecord {
  logistics_name?: string;
  delivery_sn?: string;
  ship_time?: number;
}

/** Live tracking of one shipment (`seller/express`); the after-sales record page tracks a buyer's return parcel with it. */
export function Tracking({ logiId, shipNo }: { logiId: string; shipNo: string }) {
  const { t } = useTranslation('order');
  const path = `seller/express?${new URLSearchParams({ id: logiId, num: shipNo })}`;
  const { result, query } = useSingleRecord<Express & Record<string, unknown>>('orders', path);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) return <Typography.Text type="secondary">{t('delivery.trackingFailed')}</Typography.Text>;
  const steps = result?.data ?? [];
  return steps.length ? (
    <Timeline items={steps.map((s, i) => ({ key: i, color: i === 0 ? 'green' : 'gray', children: <div><div>{s.context}</div><small>{s.time}</small></div> }))} data-testid="tracking" />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delivery.noTracking')} />
  );
}

/** The order's delivery records and the live tracking of its shipment. */
export default function OrderDelivery({ record }: SectionProps<OrderRow>) {
  const { t } = useTranslation('order');
  const { result } = useSingleRecord<Record<string, unknown>>('orders', fillPath('seller/trade/orders/shipping/{sn}', { sn: record.sn }));
  const records = (Array.isArray(result) ? result : []) as DeliveryRecord[];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {records.map((r, i) => (
        <Typography.Text key={`record-${i}`}>
          {t('delivery.record', { company: r.logistics_name ?? '', no: r.delivery_sn ?? '', time: formatUnix(r.ship_time ?? 0) })}
        </Typography.Text>
      ))}
      {/* Keyed: when the delivery records arrive above it, the tracking stays mounted (moved by position, it
          mounted again and asked for the parcel a second time). */}
      {record.logi_id && record.ship_no ? <Tracking key="tracking" logiId={String(record.logi_id)} shipNo={record.ship_no} /> : null}
    </Space>
  );
}
