import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/engine/record/types';
import type { OrderRow } from '@/schemas/order/orders';

interface Receipt {
  receipt_type?: string;
  receipt_title?: string;
  receipt_content?: string;
  tax_no?: string;
  status?: number;
}

/** The buyer's invoice request on this order. */
export default function OrderReceipt({ record }: SectionProps<OrderRow>) {
  const { t } = useTranslation('order');
  const receipt = (record.receipt_history ?? {}) as Receipt;
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={t('receipt.type')}>{receipt.receipt_type ? t(`receipt.types.${receipt.receipt_type}`, { defaultValue: receipt.receipt_type }) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('receipt.title')}>{receipt.receipt_title ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('receipt.content')}>{receipt.receipt_content ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('receipt.taxNo')}>{receipt.tax_no ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('receipt.status')}>{t(Number(receipt.status) === 1 ? 'receipt.issued' : 'receipt.notIssued')}</Descriptions.Item>
    </Descriptions>
  );
}
