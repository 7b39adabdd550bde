/** Group buy (拼团, `seller/promotion/pintuan`, api reference §6.6): the activity and its goods with group prices. */
import type { EnumOption, FormValues, Schema } from '../types';
import { endsAfterStart, startsInFuture } from './activity';
import { ACTIVITY_STATUSES, StatusTag } from './status';

export interface PintuanRow {
  promotion_id: string | number;
  promotion_name: string;
  promotion_title?: string;
  start_time: number;
  end_time: number;
  required_num: number;
  limit_num?: number;
  limit_time: number;
  enable_mocker: number;
  status?: string;
  status_text?: string;
  /** CAN_OPEN, CAN_CLOSE or NOTHING: whether the shop may open or close it now. */
  option_status?: string;
  create_time?: number;
  [key: string]: unknown;
}

export const MOCKER_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: 'promotions:mocker.1', color: 'green' },
  { value: 0, label: 'promotions:mocker.0' },
];

export const pintuanSchema: Schema<PintuanRow> = [
  { key: 'name', label: 'promotions:field.pintuanName', type: 'text', search: true },
  { key: 'promotion_name', label: 'promotions:field.pintuanName', type: 'text', column: { width: 200 }, form: { rules: [{ kind: 'nonBlank' }, { kind: 'length', min: 2, max: 25 }] } },
  { key: 'promotion_title', label: 'promotions:field.pintuanTitle', type: 'text', column: true, form: { extra: 'promotions:hint.pintuanTitle', rules: [{ kind: 'maxLength', value: 5 }] } },
  {
    key: 'time',
    label: 'promotions:field.time',
    type: 'timeRange',
    range: { start: 'start_time', end: 'end_time' },
    search: { range: { start: 'start_time', end: 'end_time' } },
    column: true,
    form: { rules: [{ kind: 'required' }, startsInFuture, endsAfterStart] },
  },
  { key: 'required_num', label: 'promotions:field.requiredNum', type: 'number', props: { min: 2, precision: 0 }, column: true, form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'min', value: 2 }, { kind: 'max', value: 100, warn: true }] } },
  {
    key: 'limit_time',
    label: 'promotions:field.limitTime',
    type: 'number',
    props: { min: 1, precision: 0 },
    column: true,
    form: { extra: 'promotions:hint.limitTime', rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 720, warn: true }] },
  },
  { key: 'enable_mocker', label: 'promotions:field.mocker', type: 'radio', enum: MOCKER_OPTIONS, search: true, column: true, form: { initial: 0, extra: 'promotions:hint.mocker', rules: [{ kind: 'required' }] } },
  { key: 'status', label: 'promotions:field.status', type: 'enum', enum: ACTIVITY_STATUSES, column: true, render: (row) => <StatusTag status={row.status} text={row.status_text} options={ACTIVITY_STATUSES} /> },
  { key: 'create_time', label: 'promotions:field.createTime', type: 'time', column: { hiddenByDefault: true } },
];

/** The goods of a group buy with their group price (below the original), and the activity's limits. */
export const pintuanGoodsFields: Schema<FormValues> = [
  {
    key: 'goods',
    label: 'promotions:field.pintuanGoods',
    type: 'goodsPicker',
    props: {
      mode: 'sku',
      keys: { price: 'origin_price' },
      columns: [
        { key: 'required_num', label: 'promotions:field.requiredNum' },
        { key: 'limit_num', label: 'promotions:field.limitNum' },
        { key: 'sold_quantity', label: 'promotions:field.sold' },
      ],
    },
    item: [
      {
        key: 'sales_price',
        label: 'promotions:field.groupPrice',
        type: 'money',
        form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }, { kind: 'lessThan', field: 'origin_price', message: 'promotions:rule.belowOriginal' }] },
      },
    ],
    form: true,
  },
];

/** The goods body (api reference §6.6): the set replaces the group buy's goods. */
export const pintuanGoodsBody = (goods: unknown) =>
  (Array.isArray(goods) ? (goods as FormValues[]) : []).map((g) => ({
    sku_id: g.sku_id,
    goods_id: g.goods_id,
    goods_name: g.goods_name,
    thumbnail: g.thumbnail,
    sn: g.sn,
    specs: g.specs ?? '',
    origin_price: g.origin_price,
    sales_price: g.sales_price,
  }));
