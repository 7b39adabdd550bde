import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponIdsOf } from '../model/coupons';
import { CouponCard } from './CouponCard';
import { CouponPicker } from './CouponPicker';
import { Placeholder } from './Placeholder';
import type { WidgetView } from './types';

/** The shop's coupons a buyer may take, chosen by id and shown as they are now (amount, threshold, validity). */
export const coupons: WidgetView<'coupons'> = {
  Preview: ({ data }) => {
    const ids = couponIdsOf(data.coupon_ids);
    return ids.length ? (
      <div style={{ padding: 8 }}>
        {data.title && <strong>{data.title}</strong>}
        <div style={{ display: 'flex', gap: 8, overflowX: 'auto' }} data-testid="coupon-cards">
          {ids.map((id) => <CouponCard key={id} id={id} />)}
        </div>
      </div>
    ) : (
      <Placeholder type="coupons" />
    );
  },
  Properties: function CouponsProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    const [open, setOpen] = useState(false);
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.heading')}>
          <Input value={data.title} maxLength={30} onChange={(e) => onChange({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label={t('widget.coupons')}>
          <Space direction="vertical">
            <Typography.Text type="secondary">{t('coupon.count', { count: couponIdsOf(data.coupon_ids).length })}</Typography.Text>
            <Button onClick={() => setOpen(true)} data-testid="choose-coupons">{t('coupon.choose')}</Button>
          </Space>
        </Form.Item>
        <CouponPicker
          open={open}
          value={couponIdsOf(data.coupon_ids)}
          onClose={() => setOpen(false)}
          onConfirm={(coupon_ids) => {
            onChange({ coupon_ids });
            setOpen(false);
          }}
        />
      </Form>
    );
  },
};
