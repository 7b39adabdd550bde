/**
 * Group purchase (团购, `seller/promotion/group-buy-goods`, api reference §6.7; designed: docs/api/group-buy.md):
 * the shop applies with one goods to a platform's group purchase activity; the platform approves or rejects it.
 */
import type { EnumOption, FormValues, Schema } from '../types';
import { StatusTag } from './status';

export interface GroupPurchaseRow {
  gb_id: string;
  gb_name: string;
  gb_title?: string;
  act_id: string;
  act_name?: string;
  act_status?: string;
  cat_id: string;
  cat_name?: string;
  goods_id: string;
  sku_id?: string;
  goods_name: string;
  thumbnail?: string;
  original_price: number;
  price: number;
  goods_num: number;
  limit_num: number;
  visual_num?: number;
  buy_num?: number;
  remark?: string;
  /** 0 waiting for review, 1 approved, 2 rejected */
  gb_status: number;
  fail_reason?: string;
  start_time?: number;
  end_time?: number;
  add_time?: number;
  [key: string]: unknown;
}

export const GB_STATUSES: readonly EnumOption[] = [
  { value: 0, label: 'promotions:groupPurchase.status.0', color: 'blue' },
  { value: 1, label: 'promotions:groupPurchase.status.1', color: 'green' },
  { value: 2, label: 'promotions:groupPurchase.status.2', color: 'red' },
];

export const ACT_STATUSES: readonly EnumOption[] = [
  { value: 'NOT_STARTED', label: 'promotions:groupPurchase.actStatus.NOT_STARTED', color: 'blue' },
  { value: 'STARTED', label: 'promotions:groupPurchase.actStatus.STARTED', color: 'green' },
  { value: 'OVER', label: 'promotions:groupPurchase.actStatus.OVER', color: 'default' },
];

const label = (key: string) => `promotions:groupPurchase.field.${key}`;

export const groupPurchaseSchema: Schema<GroupPurchaseRow> = [
  { key: 'gb_name', label: label('gbName'), type: 'text', search: true, column: { width: 200 }, detail: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 60 }] } },
  { key: 'gb_title', label: label('gbTitle'), type: 'text', detail: true, form: { extra: 'promotions:groupPurchase.hint.gbTitle', rules: [{ kind: 'maxLength', value: 60 }] } },
  { key: 'goods_name', label: label('goodsName'), type: 'text', search: true, column: { width: 220 }, detail: true },
  { key: 'act_name', label: label('actName'), type: 'text', search: true, column: true, detail: true },
  { key: 'act_id', label: label('activity'), type: 'enum', options: 'groupBuyActives', form: { extra: 'promotions:groupPurchase.hint.activity', rules: [{ kind: 'required' }] } },
  { key: 'cat_id', label: label('category'), type: 'enum', options: 'groupBuyCats', form: { rules: [{ kind: 'required' }] } },
  { key: 'cat_name', label: label('category'), type: 'text', column: { hiddenByDefault: true }, detail: true },
  { key: 'original_price', label: label('originalPrice'), type: 'money', column: true, detail: true },
  { key: 'price', label: label('price'), type: 'money', column: true, detail: true },
  { key: 'goods_num', label: label('goodsNum'), type: 'number', column: true, detail: true },
  { key: 'limit_num', label: label('limitNum'), type: 'number', column: { hiddenByDefault: true }, detail: true },
  { key: 'buy_num', label: label('buyNum'), type: 'number', column: { hiddenByDefault: true }, detail: true },
  {
    key: 'visual_num',
    label: label('visualNum'),
    type: 'number',
    props: { min: 0, precision: 0 },
    detail: true,
    form: { initial: 0, extra: 'promotions:groupPurchase.hint.visualNum', rules: [{ kind: 'integer' }, { kind: 'min', value: 0 }] },
  },
  {
    key: 'act_status',
    label: label('actStatus'),
    type: 'enum',
    enum: ACT_STATUSES,
    search: true,
    column: true,
    detail: true,
    render: (row) => <StatusTag status={row.act_status} options={ACT_STATUSES} />,
  },
  {
    key: 'gb_status',
    label: label('gbStatus'),
    type: 'enum',
    enum: GB_STATUSES,
    column: true,
    detail: true,
    render: (row) => <StatusTag status={row.gb_status} options={GB_STATUSES} />,
  },
  { key: 'fail_reason', label: label('failReason'), type: 'text', detail: true },
  { key: 'remark', label: label('remark'), type: 'textarea', detail: true, form: { rules: [{ kind: 'maxLength', value: 200 }] } },
  { key: 'add_time', label: label('addTime'), type: 'time', column: { hiddenByDefault: true }, detail: true },
];

/**
 * The goods of an application: one SKU, with its group price (above 0, below its price), the quantity
 * offered (at most its stock) and how many one buyer may take (0: no limit; at most the quantity offered).
 */
export const groupPurchaseGoodsField: Schema<FormValues>[number] = {
  key: 'goods',
  label: label('goods'),
  type: 'goodsPicker',
  props: { mode: 'sku', limit: 1, keys: { price: 'original_price' } },
  item: [
    {
      key: 'price',
      label: label('price'),
      type: 'money',
      form: { rules: [{ kind: 'required' }, { kind: 'min', value: 0.01 }, { kind: 'decimals', value: 2 }, { kind: 'lessThan', field: 'original_price', message: 'promotions:rule.belowOriginal' }] },
    },
    {
      key: 'goods_num',
      label: label('goodsNum'),
      type: 'number',
      props: { min: 1, precision: 0 },
      form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'min', value: 1 }, { kind: 'check', check: withinStock }] },
    },
    {
      key: 'limit_num',
      label: label('limitNum'),
      type: 'number',
      props: { min: 0, precision: 0 },
      form: { initial: 0, rules: [{ kind: 'integer' }, { kind: 'min', value: 0 }, { kind: 'check', check: withinOffered }] },
    },
  ],
  form: { rules: [{ kind: 'items', min: 1, max: 1 }] },
};

/** The quantity offered is at most the SKU's stock, where the row knows it (the server checks it too). */
export function withinStock(value: unknown, values: FormValues): string | undefined {
  const stock = values.enable_quantity;
  return stock !== undefined && stock !== null && Number(value) > Number(stock) ? 'promotions:groupPurchase.rule.withinStock' : undefined;
}

/** One buyer may take at most what is offered. */
export function withinOffered(value: unknown, values: FormValues): string | undefined {
  return Number(value) > 0 && Number(value) > Number(values.goods_num) ? 'promotions:groupPurchase.rule.withinOffered' : undefined;
}

const GOODS_KEYS = ['goods_id', 'sku_id', 'goods_name', 'thumbnail', 'original_price', 'price', 'goods_num', 'limit_num'] as const;

/** The application's one goods row, from the record (the API keeps the goods on the application itself). */
export function goodsRowOf(row: Partial<GroupPurchaseRow>): FormValues[] {
  if (!row.goods_id) return [];
  return [Object.fromEntries(GOODS_KEYS.map((key) => [key, row[key]]))];
}

/** The body's goods fields from the picked row (api reference §6.7 keeps them flat on the application). */
export function goodsBodyOf(goods: unknown): FormValues {
  const row = (Array.isArray(goods) ? (goods as FormValues[]) : [])[0];
  return row ? Object.fromEntries(GOODS_KEYS.map((key) => [key, row[key]])) : {};
}
