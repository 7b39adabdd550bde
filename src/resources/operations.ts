import type { ScreenDeclaration } from './types';

/** Add / edit / view variants of a promotion, hidden from the menu. */
const variants = (...paths: string[]): ScreenDeclaration[] => paths.map((path) => ({ path, hidden: true }));

export const operations: ScreenDeclaration = {
  path: 'operations',
  name: 'operations',
  icon: 'operations',
  restricted: true,
  children: [
    {
      name: 'customer',
      restricted: true,
      children: [
        { path: 'consultation' },
        { path: 'message' },
        { path: 'consultationDetail/:askId', hidden: true },
        { path: 'complaint-list' },
        { path: 'complaint-detail/:id', hidden: true },
        { path: 'service-list', restricted: true },
        { path: 'service-detail/:service_sn', hidden: true, restricted: true },
        { path: 'refund-list', restricted: true },
      ],
    },
    {
      name: 'shopDecoration',
      children: [{ path: 'pc-pages' }, { path: 'mobile-pages' }, { path: 'shop-nav' }],
    },
    {
      name: 'promotions',
      children: [
        { path: 'full-cut' },
        ...variants('addFullCut', 'editFullCut/:promotion_id', 'checkFullDetail/:promotion_id'),
        { path: 'full-give' },
        ...variants('addFullGive', 'editFullGive/:promotion_id', 'checkFullGive/:promotion_id'),
        { path: 'discount-manager' },
        ...variants('receive-list/:id'),
        { path: 'gift-manager' },
        { path: 'single-cut' },
        { path: 'second-half-price' },
        { path: 'time-limit' },
        ...variants('add-time-limit/:id', 'activity-goods-data/:id'),
        { path: 'assembleManager' },
        ...variants('addAssemble', 'editAssemble/:promotion_id?', 'viewAssemble/:promotion_id?', 'assembleGoods/:promotion_id'),
      ],
    },
  ],
};
