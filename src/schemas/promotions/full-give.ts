/**
 * Full-give (满赠, `seller/promotion/full-give`, api reference §6.1): up to 5 steps, each giving free
 * shipping, points, an activity coupon and/or a gift (choices from the shop's gifts and its coupons
 * given by activities).
 */
import type { FieldSchema, FormValues, RuleSpec, Schema } from '../types';
import { countThresholds, discountTypeField, goodsListField, rangeTypeField, statusField, thresholdField, timeField, titleField, type ActivityRow } from './activity';

const on = (key: string) => (step: FormValues) => Number(step[key]) === 1;
const flag = (key: string, label: string): FieldSchema<FormValues> => ({ key, label, type: 'switch' });

/** A step gives something: free shipping, points, a coupon or a gift. */
const givesSomething: RuleSpec = {
  kind: 'check',
  check: (value) => {
    const index = (Array.isArray(value) ? (value as FormValues[]) : []).findIndex(
      (s) => !['is_free_ship', 'is_send_point', 'is_send_bonus', 'is_send_gift'].some((key) => Number(s?.[key]) === 1),
    );
    return index < 0 ? undefined : { key: 'promotions:rule.givesNothing', values: { n: index + 1 } };
  },
};

const stepFields: Schema<FormValues> = [
  thresholdField,
  flag('is_free_ship', 'promotions:field.freeShip'),
  flag('is_send_point', 'promotions:field.sendPoint'),
  {
    key: 'point_value',
    label: 'promotions:field.points',
    type: 'number',
    props: { min: 1, precision: 0 },
    form: { when: on('is_send_point'), rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 99_999_999, warn: true }] },
  },
  flag('is_send_bonus', 'promotions:field.sendCoupon'),
  { key: 'bonus_id', label: 'promotions:field.coupon', type: 'enum', options: 'activityCoupons', form: { when: on('is_send_bonus'), rules: [{ kind: 'required' }] } },
  flag('is_send_gift', 'promotions:field.sendGift'),
  { key: 'gift_id', label: 'promotions:field.gift', type: 'enum', options: 'promotionGifts', form: { when: on('is_send_gift'), rules: [{ kind: 'required' }] } },
];

const NO_GIFTS = { is_free_ship: 0, is_send_point: 0, is_send_bonus: 0, is_send_gift: 0 };

export const fullGiveSchema: Schema<ActivityRow> = [
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
      initial: [NO_GIFTS],
      rules: [{ kind: 'items', min: 1, warn: true }, { kind: 'items', max: 5 }, { kind: 'unique', field: 'threshold', message: 'promotions:rule.uniqueThreshold' }, countThresholds, givesSomething],
    },
  },
  rangeTypeField,
  goodsListField,
  statusField,
];
