import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { useSingleRecord } from '@/engine/data/use-record';
import type { ActionDialogProps } from '@/engine/list/types';
import type { OrderRow } from '@/schemas/order/orders';
import { formatUnix } from '@/utils/time';
import { specsText } from '@/engine/fields/lines';

interface NoteLine {
  name?: string;
  sku_sn?: string;
  num?: number;
  spec_list?: unknown;
}
interface Note {
  site_name?: string;
  sn?: string;
  member_name?: string;
  consignee?: string;
  phone?: string;
  region?: string;
  address?: string;
  order_create_time?: number;
  create_time?: number;
  order_sku_list?: NoteLine[];
}

/** A print-friendly delivery note of the order (`seller/trade/invoice`); only the note is printed. */
export default function DeliveryNote({ records, onClose }: ActionDialogProps<OrderRow>) {
  const { t } = useTranslation('order');
  const order = records[0]!;
  const path = `seller/trade/invoice?${new URLSearchParams({ order_id: String(order.order_id ?? '') })}`;
  const { result, query } = useSingleRecord<Note & Record<string, unknown>>('orders', path);
  return (
    <Modal open width={760} title={t('action.print')} onCancel={onClose}
      footer={[<Button key="close" onClick={onClose}>{t('common:action.close')}</Button>, <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!result} onClick={() => window.print()}>{t('note.print')}</Button>]}>
      {query.isLoading || !result ? (
        <Skeleton active />
      ) : (
        <div className="print-area" data-testid="delivery-note">
          <h2 style={{ textAlign: 'center' }}>{t('note.title', { site: result.site_name ?? '' })}</h2>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('field.sn')}>{result.sn}</Descriptions.Item>
            <Descriptions.Item label={t('field.created')}>{formatUnix(result.order_create_time ?? 0)}</Descriptions.Item>
            <Descriptions.Item label={t('field.consignee')}>{result.consignee}</Descriptions.Item>
            <Descriptions.Item label={t('field.mobile')}>{result.phone}</Descriptions.Item>
            <Descriptions.Item label={t('field.address')} span={2}>{`${result.region ?? ''} ${result.address ?? ''}`}</Descriptions.Item>
          </Descriptions>
          <Table<NoteLine>
            style={{ marginTop: 12 }}
            size="small"
            pagination={false}
            rowKey={(l) => `${l.sku_sn ?? ''}${l.name ?? ''}`}
            dataSource={result.order_sku_list ?? []}
            columns={[
              { key: 'name', title: t('field.goods'), render: (_, l) => `${l.name ?? ''} ${specsText(l.spec_list)}` },
              { key: 'sku', title: t('note.skuSn'), dataIndex: 'sku_sn' },
              { key: 'num', title: t('note.num'), dataIndex: 'num', align: 'right' },
            ]}
          />
          <p style={{ marginTop: 12, textAlign: 'right' }}>{t('note.printedAt', { time: result.create_time ? formatUnix(result.create_time) : '' })}</p>
        </div>
      )}
    </Modal>
  );
}
