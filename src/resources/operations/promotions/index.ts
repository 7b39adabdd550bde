import { lazyDeclarations, type ScreenDeclaration } from '@/engine/declare';
import { couponsHead, giftsHead, groupPurchasesHead, memberCouponsHead, pintuanGoodsHead, pintuansHead, seckillGoodsHead, seckillsHead } from './families';
import { activityRoutes, fullCutKind, fullGiveKind, secondHalfPriceKind, singleCutKind } from './kinds';

/**
 * Promotions (spec §2 Operations → promotions; api reference §6): every kind a family on the engine.
 * The shell holds the routes; each kind's schemas, forms and lists load with its first screen opened.
 */
export const promotions: ScreenDeclaration = {
  name: 'promotions',
  children: [
    ...activityRoutes(fullCutKind, () => import('./full-discount').then((m) => m.fullCut)),
    ...activityRoutes(fullGiveKind, () => import('./full-discount').then((m) => m.fullGive)),
    ...lazyDeclarations(() => import('./coupons').then((m) => m.couponScreens), [
      { path: 'discount-manager', screen: { kind: 'list', family: couponsHead } },
      { path: 'addCoupon', hidden: true, screen: { kind: 'form', mode: 'create', family: couponsHead } },
      { path: 'editCoupon/:id', hidden: true, screen: { kind: 'form', mode: 'edit', family: couponsHead } },
      { path: 'checkCoupon/:id', hidden: true, screen: { kind: 'form', mode: 'view', family: couponsHead } },
      { path: 'receive-list/:id', hidden: true, belongsTo: 'discountManager', screen: { kind: 'list', family: memberCouponsHead } },
    ]),
    ...lazyDeclarations(() => import('./gifts').then((m) => m.giftScreens), [{ path: 'gift-manager', screen: { kind: 'list', family: giftsHead } }]),
    ...activityRoutes(singleCutKind, () => import('./single-goods').then((m) => m.singleCut)),
    ...activityRoutes(secondHalfPriceKind, () => import('./single-goods').then((m) => m.secondHalfPrice)),
    ...lazyDeclarations(() => import('./time-limit').then((m) => m.timeLimitScreens), [
      { path: 'time-limit', screen: { kind: 'list', family: seckillsHead } },
      { path: 'add-time-limit/:id', hidden: true, screen: { kind: 'form', mode: 'edit', family: seckillsHead } },
      { path: 'activity-goods-data/:id', hidden: true, belongsTo: 'timeLimit', screen: { kind: 'list', family: seckillGoodsHead } },
    ]),
    ...lazyDeclarations(() => import('./group-buy').then((m) => m.groupBuyScreens), [
      { path: 'assembleManager', screen: { kind: 'list', family: pintuansHead } },
      { path: 'addAssemble', hidden: true, screen: { kind: 'form', mode: 'create', family: pintuansHead } },
      { path: 'editAssemble/:promotion_id?', hidden: true, screen: { kind: 'form', mode: 'edit', family: pintuansHead } },
      { path: 'viewAssemble/:promotion_id?', hidden: true, screen: { kind: 'form', mode: 'view', family: pintuansHead } },
      { path: 'assembleGoods/:promotion_id', hidden: true, belongsTo: 'assembleManager', screen: { kind: 'form', mode: 'edit', family: pintuanGoodsHead } },
    ]),
    // Group purchase (团购, api reference §6.7; designed: docs/api/group-buy.md).
    ...lazyDeclarations(() => import('./group-purchase').then((m) => m.groupPurchaseScreens), [
      { path: 'group-buy', screen: { kind: 'list', family: groupPurchasesHead } },
      { path: 'group-buy-detail/:id', hidden: true, screen: { kind: 'show', family: groupPurchasesHead } },
      { path: 'add-group-buy', hidden: true, screen: { kind: 'form', mode: 'create', family: groupPurchasesHead } },
      { path: 'edit-group-buy/:id', hidden: true, screen: { kind: 'form', mode: 'edit', family: groupPurchasesHead } },
    ]),
  ],
};
