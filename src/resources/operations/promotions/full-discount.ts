/** Full-cut and full-give (api reference §6.1): an order reaching a step's threshold gets its discount or gifts. */
import { fullCutSchema } from '@/schemas/promotions/full-cut';
import { fullGiveSchema } from '@/schemas/promotions/full-give';
import { activityScreens, activitySections } from './activity-kind';
import { fullCutKind, fullGiveKind } from './kinds';

/** Both send their goods list even for all goods (api reference §6.1: the body always has one). */
const withGoodsList = (body: Record<string, unknown>) => ({ ...body, goods_list: body.goods_list ?? [] });

export const fullCut = activityScreens({
  ...fullCutKind,
  schema: fullCutSchema,
  statusValues: 'code',
  body: withGoodsList,
  sections: activitySections(['discount_type', 'step_list']),
});

export const fullGive = activityScreens({
  ...fullGiveKind,
  schema: fullGiveSchema,
  statusValues: 'code',
  body: (body) => ({ ...withGoodsList(body), seller_scope: 'ALL', seller_list: [] }),
  sections: activitySections(['discount_type', 'step_list']),
});
