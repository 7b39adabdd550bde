/** One coupon as the shop front shows it: amount, threshold, validity; or why it cannot be shown. */
import { Spin, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnix } from '@/utils/time';
import type { CouponView } from '../model/coupons';
import { useCoupon } from './use-coupon';

const CARD: CSSProperties = { flex: '0 0 120px', minHeight: 84, padding: 8, borderRadius: 4, boxSizing: 'border-box' };
/** Whole yuan without decimals, as a coupon prints it: ￥10, ￥9.90. */
export const couponAmount = (yuan: number) => `￥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}`;

export function CouponValidity({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation('decoration');
  const v = coupon.validity;
  if (v.kind === 'afterClaim') return <>{t('coupon.afterClaim', { count: v.days })}</>;
  if (v.kind === 'window') return <>{t('coupon.window', { start: formatUnix(v.start, 'YYYY.MM.DD'), end: formatUnix(v.end, 'YYYY.MM.DD') })}</>;
  return null;
}

export function CouponCard({ id }: { id: string }) {
  const { t } = useTranslation('decoration');
  const slot = useCoupon(id);
  if (slot.kind === 'loading') return <div style={{ ...CARD, background: '#fafafa', textAlign: 'center' }}><Spin size="small" /></div>;
  if (slot.kind !== 'coupon')
    return (
      <div data-testid="coupon-card" data-state={slot.kind} style={{ ...CARD, border: '1px dashed #d9d9d9', color: '#999', fontSize: 12 }}>
        {t(slot.kind === 'missing' ? 'coupon.missing' : 'coupon.failed')}
      </div>
    );
  const { coupon } = slot;
  const faded = coupon.state !== 'effective';
  return (
    <div data-testid="coupon-card" data-state={coupon.state} title={coupon.title} style={{ ...CARD, background: faded ? '#f5f5f5' : '#fff1f0', color: faded ? '#999' : '#cf1322' }}>
      <div style={{ fontSize: 20, fontWeight: 600 }}>{couponAmount(coupon.price)}</div>
      <div style={{ fontSize: 12 }}>{coupon.threshold > 0 ? t('coupon.threshold', { amount: couponAmount(coupon.threshold) }) : t('coupon.noThreshold')}</div>
      <div style={{ fontSize: 11, opacity: 0.8 }}><CouponValidity coupon={coupon} /></div>
      {faded && <Tag style={{ marginTop: 4 }}>{t(`coupon.states.${coupon.state}`)}</Tag>}
    </div>
  );
}
