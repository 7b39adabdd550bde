import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/engine/record/types';
import type { OrderRow } from '@/schemas/order/orders';
import { formatMoney } from '@/utils/money';

interface Discount {
  promotion_name?: string;
  discount_amount?: number;
}
interface Gift {
  gift_name?: string;
  gift_price?: number;
}

const money = (value: unknown) => formatMoney((value as number) ?? 0);

/** Every amount of the order: goods, freight, each discount line, adjustments, points, the total and what was paid. */
export default function OrderAmounts({ record }: SectionProps<OrderRow>) {
  const { t } = useTranslation('order');
  const discounts = (record.order_discount_list as Discount[] | undefined) ?? [];
  const gifts = (record.gift_list as Gift[] | undefined) ?? [];
  return (
    <Descriptions column={{ xs: 1, md: 2, lg: 3 }} size="small" bordered data-testid="order-amounts">
      <Descriptions.Item label={t('field.goodsPrice')}>{money(record.goods_price)}</Descriptions.Item>
      <Descriptions.Item label={t('field.freight')}>{money(record.shipping_price)}</Descriptions.Item>
      <Descriptions.Item label={t('field.discount')}>-{money(record.discount_price)}</Descriptions.Item>
      {Number(record.coupon_price) > 0 && <Descriptions.Item label={t('field.coupon')}>-{money(record.coupon_price)}</Descriptions.Item>}
      {Number(record.full_minus) > 0 && <Descriptions.Item label={t('field.fullMinus')}>-{money(record.full_minus)}</Descriptions.Item>}
      {discounts.map((d, i) => (
        <Descriptions.Item key={`d${i}`} label={d.promotion_name}>-{money(d.discount_amount)}</Descriptions.Item>
      ))}
      {Number(record.modify_price) !== 0 && record.modify_price !== undefined && <Descriptions.Item label={t('field.modifyPrice')}>{money(record.modify_price)}</Descriptions.Item>}
      {Number(record.use_point) > 0 && <Descriptions.Item label={t('field.usePoint')}>{String(record.use_point)}</Descriptions.Item>}
      <Descriptions.Item label={t('field.orderPrice')}>
        <strong data-testid="order-total">{money(record.order_price)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.paid')}>{money(record.pay_money)}</Descriptions.Item>
      {gifts.length > 0 && (
        <Descriptions.Item label={t('field.gifts')} span={3}>
          {gifts.map((g, i) => (
            <Tag key={i}>{`${g.gift_name ?? ''} ${money(g.gift_price)}`}</Tag>
          ))}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
