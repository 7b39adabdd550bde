/** Single-cut and second-half-price (api reference §6.4): a price rule on all goods or chosen SKUs. */
import { halfPriceSchema, singleCutSchema } from '@/schemas/promotions/single-goods';
import { activityScreens, activitySections } from './activity-kind';

export const singleCut = activityScreens({
  name: 'singleCuts',
  api: 'seller/promotion/minus',
  idField: 'minus_id',
  schema: singleCutSchema,
  statusValues: 'name',
  routes: { list: 'single-cut', add: 'addSingleCut', edit: 'editSingleCut', check: 'checkSingleCut' },
  sections: activitySections(['single_reduction_value', 'description']),
});

export const secondHalfPrice = activityScreens({
  name: 'halfPrices',
  api: 'seller/promotion/half-prices',
  idField: 'hp_id',
  schema: halfPriceSchema,
  statusValues: 'name',
  routes: { list: 'second-half-price', add: 'addSecondHalfPrice', edit: 'editSecondHalfPrice', check: 'checkSecondHalfPrice' },
  sections: activitySections(['description']),
});
