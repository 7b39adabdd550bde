/**
 * What every activity the shop creates has (api reference §6): a title, a time range, all goods or
 * chosen SKUs, a status. Each kind's schema is these plus its own fields.
 */
import type { Dayjs } from 'dayjs';
import type { EnumOption, FieldSchema, FormValues, RuleSpec } from '../types';
import { ACTIVITY_STATUSES, StatusTag } from './status';

/** An activity row of a list or a detail (ids differ by kind: id, minus_id, hp_id). */
export interface ActivityRow {
  title: string;
  start_time: number;
  end_time: number;
  range_type?: number;
  status?: string;
  status_text?: string;
  goods_list?: Record<string, unknown>[];
  [key: string]: unknown;
}

type Field = FieldSchema<ActivityRow>;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const rangeOf = (value: unknown) => (Array.isArray(value) ? (value as Dayjs[]) : []);

/** The range starts in the future (a new or not-started activity). */
export const startsInFuture: RuleSpec = {
  kind: 'check',
  check: (value) => (rangeOf(value)[0] && rangeOf(value)[0]!.unix() <= nowSeconds() ? 'promotions:rule.startFuture' : undefined),
};

/** The end is after the start (the picker allows both on the same minute). */
export const endsAfterStart: RuleSpec = {
  kind: 'check',
  check: (value) => {
    const [start, end] = rangeOf(value);
    return start && end && end.unix() <= start.unix() ? 'promotions:rule.endAfterStart' : undefined;
  },
};

/** A title's length: the reference states none for any activity (§6), so it is a hint, not a stop. */
export const titleField = (min: number, max: number): Field => ({
  key: 'title',
  label: 'promotions:field.title',
  type: 'text',
  search: true,
  column: { width: 220 },
  form: { rules: [{ kind: 'nonBlank' }, { kind: 'length', min, max, warn: true }] },
});

/** The time range: a column, a search by days (api `start_time` / `end_time`), a form input. */
export const timeField = (rules: RuleSpec[] = [{ kind: 'required' }, startsInFuture, endsAfterStart]): Field => ({
  key: 'time',
  label: 'promotions:field.time',
  type: 'timeRange',
  range: { start: 'start_time', end: 'end_time' },
  search: { range: { start: 'start_time', end: 'end_time' } },
  column: true,
  form: { rules },
});

export const RANGE_TYPES: readonly EnumOption[] = [
  { value: 1, label: 'promotions:rangeType.1' },
  { value: 2, label: 'promotions:rangeType.2', color: 'purple' },
];

export const rangeTypeField: Field = {
  key: 'range_type',
  label: 'promotions:field.rangeType',
  type: 'radio',
  enum: RANGE_TYPES,
  search: true,
  column: true,
  form: { initial: 1, rules: [{ kind: 'required' }] },
};

const chosenGoods = (values: FormValues) => Number(values.range_type) === 2;

/** The chosen SKUs (range_type 2), picked with the goods picker in SKU mode (api reference §6). */
export const goodsListField: Field = {
  key: 'goods_list',
  label: 'promotions:field.goods',
  type: 'goodsPicker',
  props: { mode: 'sku' },
  form: { when: chosenGoods, rules: [{ kind: 'items', min: 1 }] },
};

export const statusField: Field = {
  key: 'status',
  label: 'promotions:field.status',
  type: 'enum',
  enum: ACTIVITY_STATUSES,
  column: true,
  render: (row) => <StatusTag status={row.status} text={row.status_text} options={ACTIVITY_STATUSES} />,
};

/** A threshold of a step: above 0 (api reference §6.1: non-zero); its ceiling and 2 decimals are hints (an item count must be whole: the steps' own check). */
export const thresholdField: FieldSchema<FormValues> = {
  key: 'threshold',
  label: 'promotions:field.threshold',
  type: 'number',
  props: { min: 0 },
  form: {
    extra: 'promotions:hint.threshold',
    rules: [{ kind: 'required' }, { kind: 'min', value: 0.01 }, { kind: 'max', value: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }],
  },
};

/** 1: the threshold is an amount, 2: an item count. */
export const DISCOUNT_TYPES: readonly EnumOption[] = [
  { value: 1, label: 'promotions:discountType.1' },
  { value: 2, label: 'promotions:discountType.2' },
];

export const discountTypeField: Field = {
  key: 'discount_type',
  label: 'promotions:field.discountType',
  type: 'radio',
  enum: DISCOUNT_TYPES,
  search: true,
  column: true,
  form: { initial: 1, rules: [{ kind: 'required' }] },
};

type Step = Record<string, unknown>;
const steps = (value: unknown) => (Array.isArray(value) ? (value as Step[]) : []);

/** With an item-count threshold (discount_type 2) every threshold is a whole number of items. */
export const countThresholds: RuleSpec = {
  kind: 'check',
  check: (value, values) => {
    if (Number(values.discount_type) !== 2) return undefined;
    const index = steps(value).findIndex((step) => step?.threshold !== undefined && step.threshold !== null && !Number.isInteger(Number(step.threshold)));
    return index < 0 ? undefined : { key: 'promotions:rule.countThreshold', values: { n: index + 1 } };
  },
};
