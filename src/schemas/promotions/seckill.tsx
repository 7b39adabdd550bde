/**
 * Flash sales (限时抢购, api reference §6.5): the platform's sales with the shop's apply state, the
 * shop's one-shot application (SKUs per hour slot with a flash price), and the applied goods with their
 * review state.
 */
import { Space, Tag } from 'antd';
import { registerFieldType } from '@/engine/fields/registry';
import { isRecord } from '@/utils/guards';
import { formatUnix } from '@/utils/time';
import type { EnumOption, FormValues, RuleSpec, Schema } from '../types';
import { ACTIVITY_STATUSES, StatusTag } from './status';

export interface SeckillRow {
  seckill_id: string | number;
  seckill_name: string;
  start_day: number;
  apply_end_time: number;
  seckill_rule?: string;
  range_list?: number[];
  status?: string | number;
  status_text?: string;
  /** 0 may apply, 1 applied, 2 deadline passed without applying, 3 deadline passed, applied. */
  is_apply: number;
  [key: string]: unknown;
}

export const APPLY_STATES: readonly EnumOption[] = [
  { value: 0, label: 'promotions:isApply.0', color: 'blue' },
  { value: 1, label: 'promotions:isApply.1', color: 'green' },
  { value: 2, label: 'promotions:isApply.2', color: 'default' },
  { value: 3, label: 'promotions:isApply.3', color: 'cyan' },
];

/** An hour of the day as the slot it starts: 10 → 10:00. */
export const hourText = (hour: unknown) => `${String(hour).padStart(2, '0')}:00`;

// The hour slot a group item of the application stands for: shown, never typed.
registerFieldType('hourSlot', {
  cell: (value) => hourText(value),
  input: ({ value, id }) => (
    <Tag id={id} color="orange" style={{ fontSize: 14, padding: '4px 10px' }}>
      {hourText(value)}
    </Tag>
  ),
});

export const seckillSchema: Schema<SeckillRow> = [
  { key: 'seckill_name', label: 'promotions:field.seckillName', type: 'text', search: true, column: { width: 200 } },
  { key: 'start_day', label: 'promotions:field.saleDay', type: 'date', column: true, search: { range: { start: 'start_time', end: 'end_time' } } },
  {
    key: 'range_list',
    label: 'promotions:field.slots',
    type: 'tags',
    column: true,
    render: (row) => <Space size={4} wrap>{[...(row.range_list ?? [])].sort((a, b) => a - b).map((h) => <Tag key={h}>{hourText(h)}</Tag>)}</Space>,
  },
  { key: 'apply_end_time', label: 'promotions:field.applyDeadline', type: 'time', column: true },
  { key: 'seckill_rule', label: 'promotions:field.seckillRule', type: 'textarea', column: { hiddenByDefault: true } },
  { key: 'status', label: 'promotions:field.status', type: 'enum', enum: ACTIVITY_STATUSES, column: true, render: (row) => <StatusTag status={row.status} text={row.status_text} options={ACTIVITY_STATUSES} /> },
  { key: 'is_apply', label: 'promotions:field.applyState', type: 'enum', enum: APPLY_STATES, column: true },
];

/** A flash price: above 0 and below the SKU's original price. */
const belowOriginal: RuleSpec = { kind: 'lessThan', field: 'original_price', message: 'promotions:rule.belowOriginal' };

type Slot = { time_line?: number; goods?: FormValues[] };
const slotsOf = (value: unknown) => (Array.isArray(value) ? (value as Slot[]) : []);

/** At least one SKU in some slot. */
const someGoods: RuleSpec = { kind: 'check', check: (value) => (slotsOf(value).some((s) => (s.goods ?? []).length > 0) ? undefined : 'promotions:rule.applySomeGoods') };

/** A SKU is applied to one slot only. */
const oneSlotPerSku: RuleSpec = {
  kind: 'check',
  check: (value) => {
    const seen = new Set<string>();
    for (const slot of slotsOf(value)) {
      for (const g of slot.goods ?? []) {
        const key = String(g.sku_id);
        if (seen.has(key)) return { key: 'promotions:rule.skuOneSlot', values: { name: String(g.goods_name ?? '') } };
        seen.add(key);
      }
    }
    return undefined;
  },
};

/** The application form: one group item per hour slot of the sale, each with its SKUs and their flash prices. */
export const applyFields: Schema<FormValues> = [
  {
    key: 'slots',
    label: 'promotions:field.applySlots',
    type: 'group',
    props: { fixed: true },
    item: [
      { key: 'time_line', label: 'promotions:field.slot', type: 'hourSlot', form: true },
      {
        key: 'goods',
        label: 'promotions:field.slotGoods',
        type: 'goodsPicker',
        props: { mode: 'sku', keys: { image: 'goods_image', price: 'original_price' } },
        item: [{ key: 'price', label: 'promotions:field.flashPrice', type: 'money', form: { rules: [{ kind: 'required' }, { kind: 'min', value: 0.01 }, { kind: 'max', value: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }, belowOriginal] } }],
        form: true,
      },
    ],
    form: { rules: [someGoods, oneSlotPerSku] },
  },
];

/** The application body (api reference §6.5): every SKU with its slot and flash price. */
export const applyBody = (seckillId: unknown, slots: unknown) =>
  slotsOf(slots).flatMap((slot) =>
    (slot.goods ?? []).map((g) => ({
      seckill_id: seckillId,
      time_line: slot.time_line,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      specs: g.specs ?? '',
      goods_name: g.goods_name,
      original_price: g.original_price,
      goods_image: g.goods_image,
      price: g.price,
    })),
  );

/** The slots of a sale, earliest first. */
export const saleHours = (sale: Pick<SeckillRow, 'range_list'>) => [...(sale.range_list ?? [])].sort((a, b) => a - b);

/**
 * The slot an applied SKU belongs to: its `time_line` where the server gives it, else the hour its slot
 * starts after the sale's day begins (the reference lists only `start_time`). Counted from `start_day`,
 * not on the browser's clock, so a browser in another time zone finds the same hour.
 */
const slotOfApplied = (row: Record<string, unknown>, sale: SeckillRow) =>
  row.time_line !== undefined && row.time_line !== null ? Number(row.time_line) : Math.round((Number(row.start_time) - Number(sale.start_day)) / 3600);

/**
 * The application as it was sent, from the page of applied goods (api reference §6.5): each slot with
 * its SKUs and their flash prices. An answer that is not a page of rows shows empty slots.
 */
export function appliedSlots(sale: SeckillRow, answer: unknown): Slot[] {
  const page = isRecord(answer) ? answer.data : answer;
  const rows = Array.isArray(page) ? page.filter(isRecord) : [];
  return saleHours(sale).map((hour) => ({
    time_line: hour,
    goods: rows
      .filter((row) => slotOfApplied(row, sale) === hour)
      .map((row) => ({
        goods_id: String(row.goods_id),
        sku_id: String(row.sku_id),
        goods_name: row.goods_name,
        goods_image: row.goods_image,
        specs: row.specs ?? '',
        original_price: row.original_price,
        price: row.price,
      })),
  }));
}

export const APPLY_REVIEW: readonly EnumOption[] = [
  { value: 'APPLY', label: 'promotions:review.APPLY', color: 'gold' },
  { value: 'PASS', label: 'promotions:review.PASS', color: 'green' },
  { value: 'FAIL', label: 'promotions:review.FAIL', color: 'red' },
];

export interface SeckillGoodsRow {
  goods_id: string | number;
  sku_id: string | number;
  goods_name: string;
  goods_image?: string;
  original_price: number;
  price: number;
  specs?: string;
  start_time?: number;
  status: string;
  status_text?: string;
  fail_reason?: string;
  [key: string]: unknown;
}

export const seckillGoodsSchema: Schema<SeckillGoodsRow> = [
  { key: 'goods_image', label: 'promotions:field.image', type: 'image', column: { width: 80 } },
  { key: 'goods_name', label: 'promotions:field.goodsName', type: 'text', search: true, column: { width: 240 } },
  { key: 'specs', label: 'promotions:field.specs', type: 'text', column: true },
  { key: 'start_time', label: 'promotions:field.slotStart', type: 'time', column: true, render: (row) => formatUnix(row.start_time, 'YYYY-MM-DD HH:mm') },
  { key: 'original_price', label: 'promotions:field.originalPrice', type: 'money', column: true },
  { key: 'price', label: 'promotions:field.flashPrice', type: 'money', column: true },
  { key: 'status', label: 'promotions:field.reviewState', type: 'enum', enum: APPLY_REVIEW, column: true },
  { key: 'fail_reason', label: 'promotions:field.failReason', type: 'text', column: true },
];
