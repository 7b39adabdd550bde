import type { ScreenDeclaration } from '@/engine/declare';

/** Add / edit / view variants of a promotion, hidden from the menu. */
const variants = (belongsTo: string, ...paths: string[]): ScreenDeclaration[] => paths.map((path) => ({ path, hidden: true, belongsTo }));

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
        { path: 'consultationDetail/:askId', hidden: true, belongsTo: 'consultation' },
        { path: 'complaint-list' },
        { path: 'complaint-detail/:id', hidden: true, belongsTo: 'complaintList' },
        { path: 'service-list', restricted: true },
        { path: 'service-detail/:service_sn', hidden: true, restricted: true, belongsTo: 'serviceList' },
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
        ...variants('fullCut', 'addFullCut', 'editFullCut/:promotion_id', 'checkFullDetail/:promotion_id'),
        { path: 'full-give' },
        ...variants('fullGive', 'addFullGive', 'editFullGive/:promotion_id', 'checkFullGive/:promotion_id'),
        { path: 'discount-manager' },
        ...variants('discountManager', 'receive-list/:id'),
        { path: 'gift-manager' },
        { path: 'single-cut' },
        { path: 'second-half-price' },
        { path: 'time-limit' },
        ...variants('timeLimit', 'add-time-limit/:id', 'activity-goods-data/:id'),
        { path: 'assembleManager' },
        ...variants('assembleManager', 'addAssemble', 'editAssemble/:promotion_id?', 'viewAssemble/:promotion_id?', 'assembleGoods/:promotion_id'),
      ],
    },
  ],
};
