import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/engine/record/types';
import { Tracking } from '@/pages/order/OrderDelivery';
import type { ServiceRow } from '@/schemas/aftersales/services';
import { formatUnix } from '@/utils/time';

/**
 * Where the buyer sends the goods back and, once sent, the buyer's parcel with its live tracking: each shown
 * only when the service's flags say so (api reference §5.1 `allow_show_return_addr`, `allow_show_ship_info`).
 */
export default function ReturnShipment({ record }: SectionProps<ServiceRow>) {
  const { t } = useTranslation('aftersales');
  const flags = record.allowable ?? {};
  const express = flags.allow_show_ship_info ? record.express_info : null;
  const items = [
    ...(flags.allow_show_return_addr ? [{ key: 'addr', label: t('field.returnAddr'), children: record.return_addr || '—', span: 2 }] : []),
    ...(express
      ? [
          { key: 'company', label: t('field.courier'), children: express.courier_company || '—' },
          { key: 'number', label: t('field.courierNumber'), children: express.courier_number || '—' },
          { key: 'time', label: t('field.returnShipTime'), children: express.ship_time ? formatUnix(express.ship_time) : '—' },
        ]
      : []),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="return-shipment">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />
      {express?.courier_company_id && express.courier_number ? <Tracking logiId={String(express.courier_company_id)} shipNo={express.courier_number} /> : null}
    </Space>
  );
}
