/** Single-cut and second-half-price (api reference §6.4): a price rule on all goods or chosen SKUs. */
import { halfPriceSchema, singleCutSchema } from '@/schemas/promotions/single-goods';
import { activityScreens, activitySections } from './activity-kind';
import { singleCutKind, secondHalfPriceKind } from './kinds';

export const singleCut = activityScreens({
  ...singleCutKind,
  schema: singleCutSchema,
  statusValues: 'name',
  sections: activitySections(['single_reduction_value', 'description']),
});

export const secondHalfPrice = activityScreens({
  ...secondHalfPriceKind,
  schema: halfPriceSchema,
  statusValues: 'name',
  sections: activitySections(['description']),
});
