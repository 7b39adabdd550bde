/** Full-cut (满减, `seller/promotion/full-minus`, api reference §6.1): stepped thresholds on an order. */
import type { EnumOption, FormValues, RuleSpec, Schema } from '../types';
import { countThresholds, discountTypeField, goodsListField, rangeTypeField, statusField, thresholdField, timeField, titleField, type ActivityRow } from './activity';

/** A step's `type`: 1 subtracts `discount` yuan, 2 applies `discount` as a fold rate (8.5 = 85 %). */
export const STEP_TYPES: readonly EnumOption[] = [
  { value: 1, label: 'promotions:stepType.1' },
  { value: 2, label: 'promotions:stepType.2' },
];

export const MAX_RATE = 9.99;

/** The discount of a step: money above 0, or a rate above 0 and at most 9.99. */
const discountOfStep: RuleSpec = {
  kind: 'check',
  check: (value, step) => (Number(step.type) === 2 && Number(value) > MAX_RATE ? 'promotions:rule.rate' : Number(value) <= 0 ? 'promotions:rule.positive' : undefined),
};

/** With an amount threshold, the money a step subtracts is below its threshold. */
const cutBelowThreshold: RuleSpec = {
  kind: 'check',
  check: (value, values) => {
    if (Number(values.discount_type) !== 1 || !Array.isArray(value)) return undefined;
    const index = (value as FormValues[]).findIndex((s) => Number(s?.type) === 1 && s.discount !== undefined && s.threshold !== undefined && Number(s.discount) >= Number(s.threshold));
    return index < 0 ? undefined : { key: 'promotions:rule.cutBelowThreshold', values: { n: index + 1 } };
  },
};

const stepFields: Schema<FormValues> = [
  thresholdField,
  { key: 'type', label: 'promotions:field.stepType', type: 'radio', enum: STEP_TYPES, form: { rules: [{ kind: 'required' }] } },
  {
    key: 'discount',
    label: 'promotions:field.discount',
    type: 'number',
    props: { min: 0 },
    form: { extra: 'promotions:hint.discount', rules: [{ kind: 'required' }, { kind: 'decimals', value: 2 }, discountOfStep] },
  },
];

export const fullCutSchema: Schema<ActivityRow> = [
  titleField(2, 25),
  timeField(),
  discountTypeField,
  {
    key: 'step_list',
    label: 'promotions:field.steps',
    type: 'group',
    item: stepFields,
    form: {
      addLabel: 'promotions:field.addStep',
      initial: [{ type: 1 }],
      rules: [{ kind: 'items', min: 1, max: 5, warn: true }, { kind: 'unique', field: 'threshold', message: 'promotions:rule.uniqueThreshold' }, countThresholds, cutBelowThreshold],
    },
  },
  rangeTypeField,
  goodsListField,
  statusField,
];
