import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { useCall } from '@/engine/data/use-call';
import { useSingleRecord } from '@/engine/data/use-record';
import type { SectionProps } from '@/engine/record/types';
import type { OrderRow } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';
import { formatUnix } from '@/utils/time';

interface RedeemCode {
  sku_id?: string | number;
  redeem_code: string;
  use_redeem?: number;
  expired_time?: number;
}

/** The virtual goods' redeem codes of the order; a code the buyer shows in the shop is redeemed here. */
export default function RedeemCodes({ record }: SectionProps<OrderRow>) {
  const { t } = useTranslation('order');
  const call = useCall('orders');
  const { result, query } = useSingleRecord<Record<string, unknown>>('orders', fillPath('seller/trade/orders/{sn}/virtual', { sn: record.sn }));
  const codes = (Array.isArray(result) ? result : []) as RedeemCode[];
  const redeem = async (code: string) => {
    try {
      await call({ url: 'seller/trade/orders/use/virtual', method: 'put', data: { redeem_code: code }, invalidates: ['goods'] });
    } catch {
      // the client said why
    }
  };
  return (
    <Table<RedeemCode>
      size="small"
      rowKey="redeem_code"
      loading={query.isLoading}
      pagination={false}
      dataSource={codes}
      data-testid="redeem-codes"
      columns={[
        { key: 'code', title: t('virtual.code'), dataIndex: 'redeem_code' },
        { key: 'expires', title: t('virtual.expires'), render: (_, c) => formatUnix(c.expired_time ?? 0, 'YYYY-MM-DD') },
        { key: 'state', title: t('virtual.state'), render: (_, c) => (Number(c.use_redeem) === 1 ? <Tag color="green">{t('virtual.used')}</Tag> : <Tag>{t('virtual.unused')}</Tag>) },
        {
          key: 'redeem',
          title: t('virtual.action'),
          render: (_, c) => (Number(c.use_redeem) === 1 ? null : <Button size="small" onClick={() => void redeem(c.redeem_code)}>{t('virtual.redeem')}</Button>),
        },
      ]}
    />
  );
}
