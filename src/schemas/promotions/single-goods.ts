/**
 * Single-cut (单品立减, `seller/promotion/minus`) and second-half-price (第二件半价,
 * `seller/promotion/half-prices`) of api reference §6.4: a price rule on all goods or chosen SKUs.
 */
import { toCents } from '@/utils/money';
import type { FieldSchema, FormValues, RuleSpec, Schema } from '../types';
import { goodsListField, rangeTypeField, statusField, timeField, titleField, type ActivityRow } from './activity';

/** The cut is below the price of every chosen goods (a cut of the whole price would give it away). */
const belowChosenPrices: RuleSpec = {
  kind: 'check',
  check: (value, values) => {
    if (Number(values.range_type) !== 2 || !Array.isArray(values.goods_list)) return undefined;
    const free = (values.goods_list as FormValues[]).find((g) => toCents(g.price) <= toCents(value));
    return free ? { key: 'promotions:rule.cutBelowPrice', values: { name: String(free.goods_name ?? '') } } : undefined;
  },
};

const description: FieldSchema<ActivityRow> = {
  key: 'description',
  label: 'promotions:field.description',
  type: 'textarea',
  form: { rules: [{ kind: 'maxLength', value: 200, warn: true }] },
};

export const singleCutSchema: Schema<ActivityRow> = [
  titleField(1, 60),
  timeField(),
  {
    key: 'single_reduction_value',
    label: 'promotions:field.reduction',
    type: 'money',
    column: true,
    form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }, belowChosenPrices] },
  },
  rangeTypeField,
  goodsListField,
  description,
  statusField,
];

export const halfPriceSchema: Schema<ActivityRow> = [titleField(1, 60), timeField(), rangeTypeField, goodsListField, description, statusField];
