import { Image, Space, Typography } from 'antd';
import { formatMoney } from '@/utils/money';
import type { EnumOption, FormValues, Schema } from '../types';
import { RecordLink } from './links';

/** A trade complaint (OrderComplain / OrderComplainVO, api reference §4.6). */
export interface ComplaintRow {
  complain_id: string;
  complain_topic: string;
  content: string;
  create_time: number;
  images?: string;
  status: string;
  order_sn: string;
  goods_id?: string;
  goods_name?: string;
  goods_image?: string;
  goods_price?: number;
  num?: number;
  member_name?: string;
  appeal_content?: string;
  appeal_time?: number;
  appeal_images?: string;
  arbitration_result?: string;
  communication_list?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

export const COMPLAIN_STATUSES: EnumOption[] = (
  [['NEW', 'blue'], ['WAIT_APPEAL', 'gold'], ['COMMUNICATION', 'cyan'], ['WAIT_ARBITRATION', 'orange'], ['COMPLETE', 'green'], ['CANCEL', 'default']] as const
).map(([value, color]) => ({ value, label: `aftersales:complainStatus.${value}`, color }));

/**
 * What the seller may do with a complaint, from its status (ComplainStatusEnum): appeal when the platform asks
 * for it, ask for arbitration during the dialogue, write while the platform has it open.
 */
export function complaintFlags(row: Pick<ComplaintRow, 'status'>) {
  return {
    allow_appeal: row.status === 'WAIT_APPEAL',
    allow_arbitration: row.status === 'COMMUNICATION',
    allow_communication: row.status === 'WAIT_APPEAL' || row.status === 'COMMUNICATION' || row.status === 'WAIT_ARBITRATION',
  };
}

const goodsCell = (row: ComplaintRow) => (
  <Space align="start">
    {row.goods_image ? <Image src={row.goods_image} alt="" width={40} height={40} style={{ objectFit: 'cover' }} preview={false} /> : null}
    <div style={{ maxWidth: 240 }}>
      <Typography.Text ellipsis={{ tooltip: row.goods_name }} style={{ display: 'block' }}>{row.goods_name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${formatMoney(row.goods_price ?? 0)} × ${row.num ?? 0}`}</Typography.Text>
    </div>
  </Space>
);

export const complaintSchema: Schema<ComplaintRow> = [
  { key: 'order_sn', label: 'aftersales:field.orderSn', type: 'text', search: true, column: { width: 160 }, detail: true, render: (row) => <RecordLink route="orderDetail" path="/order/detail/{id}" id={row.order_sn} /> },
  { key: 'keywords', label: 'aftersales:field.keyword', type: 'text', search: true },
  { key: 'complain_topic', label: 'aftersales:field.topic', type: 'text', column: { width: 180 }, detail: true },
  { key: 'goods', label: 'aftersales:field.goods', type: 'text', column: true, detail: true, render: goodsCell },
  { key: 'member_name', label: 'aftersales:field.buyer', type: 'text', column: true, detail: true },
  { key: 'status', label: 'aftersales:field.complainStatus', type: 'enum', enum: COMPLAIN_STATUSES, column: true, detail: true },
  { key: 'create_time', label: 'aftersales:field.complainTime', type: 'time', column: true, detail: true },
  { key: 'content', label: 'aftersales:field.complainContent', type: 'textarea', detail: true },
  { key: 'images', label: 'aftersales:field.images', type: 'images', detail: true },
  { key: 'order_price', label: 'aftersales:field.orderPrice', type: 'money', detail: true },
  { key: 'shipping_price', label: 'aftersales:field.freight', type: 'money', detail: true },
  { key: 'ship_name', label: 'aftersales:field.consignee', type: 'text' },
  { key: 'ship_mobile', label: 'aftersales:field.mobile', type: 'text' },
  { key: 'ship_addr', label: 'aftersales:field.address', type: 'text' },
  { key: 'appeal_content', label: 'aftersales:field.appealContent', type: 'textarea' },
  { key: 'appeal_images', label: 'aftersales:field.appealImages', type: 'images' },
  { key: 'appeal_time', label: 'aftersales:field.appealTime', type: 'time' },
  { key: 'arbitration_result', label: 'aftersales:field.arbitration', type: 'textarea' },
];

/** The longest appeal the console suggests: the reference states none, so it is a warning, not a stop. */
export const APPEAL_MAX = 500;

/** The appeal: a text (required) and up to five images, chosen from the resource centre. */
export const appealFields: Schema<FormValues> = [
  { key: 'appeal_content', label: 'aftersales:field.appealContent', type: 'textarea', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: APPEAL_MAX, warn: true }] } },
  { key: 'images', label: 'aftersales:field.appealImages', type: 'images' },
];
