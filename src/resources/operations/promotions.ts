import type { ScreenDeclaration } from '@/engine/declare';

/** Add / edit / view variants of a promotion, hidden from the menu. */
const variants = (belongsTo: string, ...paths: string[]): ScreenDeclaration[] => paths.map((path) => ({ path, hidden: true, belongsTo }));

/** Promotions (spec §2 Operations → promotions; api reference §6). */
export const promotions: ScreenDeclaration = {
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
};
