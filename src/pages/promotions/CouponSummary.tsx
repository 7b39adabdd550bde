import { Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSingleRecord } from '@/engine/data/use-record';
import { validityOf, type CouponRow } from '@/schemas/promotions/coupons';
import { fillPath } from '@/utils/api-path';
import { formatMoney } from '@/utils/money';

/** receive-list/{id}: which coupon the claims are of, its value and how many were claimed and used. */
export default function CouponSummary() {
  const { t } = useTranslation('promotions');
  const { id = '' } = useParams();
  const { result, query } = useSingleRecord<CouponRow>('promotionCoupons', fillPath('seller/promotion/coupons/{id}', { id }));
  if (query.isError) return null;
  if (!result) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }} data-testid="coupon-summary">
      <Descriptions.Item label={t('field.couponTitle')}>{result.title}</Descriptions.Item>
      <Descriptions.Item label={t('field.couponPrice')}>{t('coupon.value', { price: formatMoney(result.coupon_price), threshold: formatMoney(result.coupon_threshold_price) })}</Descriptions.Item>
      <Descriptions.Item label={t('field.validity')}>{validityOf(result)}</Descriptions.Item>
      <Descriptions.Item label={t('field.createNum')}>{result.create_num}</Descriptions.Item>
      <Descriptions.Item label={t('field.received')}>{result.received_num ?? 0}</Descriptions.Item>
      <Descriptions.Item label={t('field.used')}>{result.used_num ?? 0}</Descriptions.Item>
    </Descriptions>
  );
}
