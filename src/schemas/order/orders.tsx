import { Tag } from 'antd';
import { ClampText } from '@/components/ClampText';
import { SecondaryText, Stack } from '@/components/Stack';
import { t } from '@/i18n';
import { formatMoney } from '@/utils/money';
import { recordWith } from '@/validation/answer-shape';
import type { EnumOption, FormValues, Schema } from '../types';

/** An order as the list (OrderLineVO) and the detail (OrderDetailVO) give it: api reference §4.2. */
export interface OrderRow {
  sn: string;
  order_id?: string | number;
  trade_sn?: string;
  create_time: number;
  member_name: string;
  order_status: string;
  order_status_text?: string;
  pay_status?: string;
  ship_status?: string;
  payment_type: 'ONLINE' | 'COD';
  payment_method_name?: string;
  order_type?: string;
  client_type?: string;
  order_amount?: number;
  order_price?: number;
  shipping_amount?: number;
  discount_price?: number;
  ship_name?: string;
  ship_mobile?: string;
  ship_addr?: string;
  ship_province?: string;
  ship_city?: string;
  ship_county?: string;
  ship_town?: string;
  logi_id?: string | number;
  logi_name?: string;
  ship_no?: string;
  promotion_tags?: string[];
  order_operate_allowable_vo?: Record<string, boolean>;
  [key: string]: unknown;
}

const option = (value: string, color?: string): EnumOption => ({ value, label: `order:status.${value}`, color });

/** Order status labels (spec §3; api reference §4.1). */
export const ORDER_STATUSES: readonly EnumOption[] = [
  option('NEW', 'blue'),
  option('INTODB_ERROR', 'red'),
  option('BALANCE_ERROR', 'red'),
  option('CONFIRM', 'gold'),
  option('PAID_OFF', 'cyan'),
  option('FORMED', 'cyan'),
  option('SHIPPED', 'geekblue'),
  option('ROG', 'purple'),
  option('COMPLETE', 'green'),
  option('CANCELLED', 'default'),
  option('AFTER_SERVICE', 'orange'),
];

const values = (prefix: string, keys: readonly string[]): EnumOption[] => keys.map((value) => ({ value, label: `order:${prefix}.${value}` }));

export const PAYMENT_TYPES = values('paymentType', ['ONLINE', 'COD']);
/**
 * The order sources the list filters by: the server's own values (api reference §4.1, BE722's), one per
 * channel; UI61's filter names (H5, App) overlapped them and match no order the server records.
 */
export const CLIENT_TYPES = values('clientType', ['PC', 'WAP', 'MINI', 'NATIVE', 'REACT']);
export const ORDER_TYPES = values('orderType', ['NORMAL', 'PINTUAN', 'CHANGE']);
export const PAY_STATUSES = values('payStatus', ['PAY_NO', 'PAY_PARTIAL', 'PAY_YES']);
export const SHIP_STATUSES = values('shipStatus', ['SHIP_NO', 'SHIP_YES', 'SHIP_ROG']);
export const RECEIVE_TIMES = values('receiveTime', ['ANY_TIME', 'WORKDAY', 'WEEKEND']);

/** The consignee's address in one line: province, city, county, town, street. */
export const addressOf = (row: Pick<OrderRow, 'ship_province' | 'ship_city' | 'ship_county' | 'ship_town' | 'ship_addr'>) =>
  [row.ship_province, row.ship_city, row.ship_county, row.ship_town, row.ship_addr].filter(Boolean).join(' ');

/** What the buyer pays: the detail's order_price, the list's order_amount. */
export const orderTotal = (row: OrderRow) => row.order_price ?? row.order_amount ?? 0;

/** An order's record (api reference §4.2) holds at least its number and status: the record page shows both. */
export const orderShape = recordWith({ sn: 'id', order_status: 'string' });

export const orderSchema: Schema<OrderRow> = [
  { key: 'order_sn', label: 'order:field.sn', type: 'text', search: true },
  { key: 'buyer_name', label: 'order:field.buyer', type: 'text', search: true },
  { key: 'goods_name', label: 'order:field.goodsName', type: 'text', search: true },
  { key: 'create_range', label: 'order:field.created', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'payment_type', label: 'order:field.paymentType', type: 'enum', enum: PAYMENT_TYPES, search: true, column: { hiddenByDefault: true }, detail: true },
  { key: 'client_type', label: 'order:field.source', type: 'enum', enum: CLIENT_TYPES, search: true, column: { hiddenByDefault: true }, detail: true },
  { key: 'sn', label: 'order:field.sn', type: 'text', column: { width: 170 }, detail: true },
  { key: 'sku_list', label: 'order:field.goods', type: 'lines', column: true },
  { key: 'order_sku_list', label: 'order:field.goods', type: 'lines' },
  { key: 'member_name', label: 'order:field.buyer', type: 'text', column: true, detail: true },
  { key: 'ship_name', label: 'order:field.consignee', type: 'text', detail: true },
  {
    key: 'consignee',
    label: 'order:field.consignee',
    type: 'text',
    column: true,
    render: (row) => (
      <Stack>
        <span>{row.ship_name} {row.ship_mobile}</span>
        <ClampText text={addressOf(row)} secondary tooltip style={{ fontSize: 12, maxWidth: 220 }} />
      </Stack>
    ),
  },
  { key: 'ship_mobile', label: 'order:field.mobile', type: 'mobile', detail: true },
  { key: 'address', label: 'order:field.address', type: 'text', render: addressOf },
  { key: 'receive_time', label: 'order:field.receiveTime', type: 'enum', enum: RECEIVE_TIMES },
  {
    key: 'order_amount',
    label: 'order:field.amount',
    type: 'money',
    column: true,
    render: (row) => (
      // Each figure whole, the freight and the discount each on its line when the column is narrow.
      <Stack style={{ whiteSpace: 'nowrap' }}>
        <strong>{formatMoney(orderTotal(row))}</strong>
        <SecondaryText style={{ fontSize: 12 }}>{t('order:field.freightShort', { amount: formatMoney(row.shipping_amount ?? row.shipping_price as number ?? 0) })}</SecondaryText>
        {Number(row.discount_price) > 0 && <SecondaryText style={{ fontSize: 12 }}>{t('order:field.discountShort', { amount: formatMoney(row.discount_price) })}</SecondaryText>}
      </Stack>
    ),
  },
  {
    key: 'order_status',
    label: 'order:field.status',
    type: 'enum',
    enum: ORDER_STATUSES,
    column: true,
    detail: true,
    render: (row) => (
      <Stack gap={2}>
        <Tag color={ORDER_STATUSES.find((o) => o.value === row.order_status)?.color}>{t(`order:status.${row.order_status}`, { defaultValue: row.order_status_text ?? row.order_status })}</Tag>
        {row.order_operate_allowable_vo?.allow_check_cancel && <Tag color="orange">{t('order:field.cancelRequested')}</Tag>}
        {(row.promotion_tags ?? []).map((tag) => <Tag key={tag} color="magenta">{tag}</Tag>)}
      </Stack>
    ),
  },
  { key: 'create_time', label: 'order:field.created', type: 'time', column: true, detail: true },
  { key: 'trade_sn', label: 'order:field.tradeSn', type: 'text', detail: true },
  { key: 'order_type', label: 'order:field.orderType', type: 'enum', enum: ORDER_TYPES, detail: true },
  { key: 'pay_status', label: 'order:field.payStatus', type: 'enum', enum: PAY_STATUSES, detail: true },
  { key: 'ship_status', label: 'order:field.shipStatus', type: 'enum', enum: SHIP_STATUSES, detail: true },
  { key: 'payment_method_name', label: 'order:field.paymentMethod', type: 'text' },
  { key: 'payment_time', label: 'order:field.paidAt', type: 'time' },
  { key: 'remark', label: 'order:field.remark', type: 'textarea' },
  { key: 'cancel_reason', label: 'order:field.cancelReason', type: 'text' },
  { key: 'goods_price', label: 'order:field.goodsPrice', type: 'money' },
  { key: 'shipping_price', label: 'order:field.freight', type: 'money' },
  { key: 'discount_price', label: 'order:field.discount', type: 'money' },
  { key: 'coupon_price', label: 'order:field.coupon', type: 'money' },
  { key: 'full_minus', label: 'order:field.fullMinus', type: 'money' },
  { key: 'modify_price', label: 'order:field.modifyPrice', type: 'money' },
  { key: 'use_point', label: 'order:field.usePoint', type: 'number' },
  { key: 'order_price', label: 'order:field.orderPrice', type: 'money' },
  { key: 'pay_money', label: 'order:field.paid', type: 'money' },
  { key: 'logi_name', label: 'order:field.logistics', type: 'text' },
  { key: 'ship_no', label: 'order:field.shipNo', type: 'text' },
  { key: 'ship_time', label: 'order:field.shippedAt', type: 'time' },
  { key: 'complete_time', label: 'order:field.completedAt', type: 'time' },
];

/** A tracking number: up to 20 letters and digits (api reference §4.2). */
export const SHIP_NO = /^[A-Za-z0-9]{1,20}$/;

/** The ship form: a company of the shop's enabled ones (its id and name are sent), and the tracking number. */
export const shipFields: Schema<FormValues> = [
  { key: 'logi_id', label: 'order:field.logistics', type: 'enum', options: 'logisticsCompanies', props: { labelKey: 'logi_name' }, form: { rules: [{ kind: 'required' }] } },
  { key: 'ship_no', label: 'order:field.shipNo', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'pattern', value: SHIP_NO, message: 'order:rule.shipNo' }] } },
];
