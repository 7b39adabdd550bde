import type { Schema } from '../types';
import { RecordLink } from './links';
import { REFUND_STATUSES, REFUND_WAYS, SERVICE_LINES, type ServiceLine } from './services';

/** A refund of an after-sales service (RefundRecordVO, api reference §5.2). */
export interface RefundRow {
  service_sn: string;
  order_sn: string;
  refund_price: number;
  agree_price: number;
  actual_price: number;
  create_time: number;
  refund_way: string;
  refund_status: string;
  goods_list: ServiceLine[];
  [key: string]: unknown;
}

export const refundSchema: Schema<RefundRow> = [
  {
    key: 'service_sn',
    label: 'aftersales:field.serviceSn',
    type: 'text',
    search: true,
    column: { width: 170 },
    render: (row) => <RecordLink route="serviceDetail" path="/operations/service-detail/{id}" id={row.service_sn} />,
  },
  { key: 'order_sn', label: 'aftersales:field.orderSn', type: 'text', search: true, column: { width: 160 }, render: (row) => <RecordLink route="orderDetail" path="/order/detail/{id}" id={row.order_sn} /> },
  { key: 'goods_name', label: 'aftersales:field.goodsName', type: 'text', search: true },
  { key: 'refund_status', label: 'aftersales:field.refundStatus', type: 'enum', enum: REFUND_STATUSES, search: true, column: true },
  { key: 'refund_way', label: 'aftersales:field.refundWay', type: 'enum', enum: REFUND_WAYS, search: true, column: true },
  { key: 'create_range', label: 'aftersales:field.applyTime', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'goods_list', label: 'aftersales:field.goods', type: 'lines', props: SERVICE_LINES, column: true },
  { key: 'refund_price', label: 'aftersales:field.refundPrice', type: 'money', column: true },
  { key: 'agree_price', label: 'aftersales:field.agreePrice', type: 'money', column: true },
  { key: 'actual_price', label: 'aftersales:field.actualPrice', type: 'money', column: true },
  { key: 'create_time', label: 'aftersales:field.applyTime', type: 'time', column: true },
];
