/**
 * What the shell knows of each promotion kind the shop creates (api reference §6.1, §6.4) before its
 * screens load: its Refine resource and its four routes (list; add, edit, check). The kinds' schemas
 * and forms (`activity-kind.ts`, `full-discount.ts`, `single-goods.ts`) load with their first screen.
 */
import { lazyDeclarations, type FamilyHead, type ScreenDeclaration } from '@/engine/declare';

export interface ActivityKindHead {
  /** The Refine resource. */
  name: string;
  /** `seller/promotion/full-minus`: list, `/{id}`, `/invalid/{id}`. */
  api: string;
  idField: string;
  routes: { list: string; add: string; edit: string; check: string };
}

export const fullCutKind = {
  name: 'fullCuts',
  api: 'seller/promotion/full-minus',
  idField: 'id',
  routes: { list: 'full-cut', add: 'addFullCut', edit: 'editFullCut', check: 'checkFullDetail' },
} satisfies ActivityKindHead;

export const fullGiveKind = {
  name: 'fullGives',
  api: 'seller/promotion/full-give',
  idField: 'id',
  routes: { list: 'full-give', add: 'addFullGive', edit: 'editFullGive', check: 'checkFullGive' },
} satisfies ActivityKindHead;

export const singleCutKind = {
  name: 'singleCuts',
  api: 'seller/promotion/minus',
  idField: 'minus_id',
  routes: { list: 'single-cut', add: 'addSingleCut', edit: 'editSingleCut', check: 'checkSingleCut' },
} satisfies ActivityKindHead;

export const secondHalfPriceKind = {
  name: 'halfPrices',
  api: 'seller/promotion/half-prices',
  idField: 'hp_id',
  routes: { list: 'second-half-price', add: 'addSecondHalfPrice', edit: 'editSecondHalfPrice', check: 'checkSecondHalfPrice' },
} satisfies ActivityKindHead;

export const activityHead = (kind: ActivityKindHead): FamilyHead => ({ name: kind.name, api: { list: kind.api }, idField: kind.idField });

/** A kind's four routes (as `activityScreens` builds them), their screens loaded with the first opened. */
export function activityRoutes(kind: ActivityKindHead, load: () => Promise<readonly ScreenDeclaration[]>): ScreenDeclaration[] {
  const family = activityHead(kind);
  return lazyDeclarations(load, [
    { path: kind.routes.list, screen: { kind: 'list', family } },
    { path: kind.routes.add, hidden: true, screen: { kind: 'form', mode: 'create', family } },
    { path: `${kind.routes.edit}/:promotion_id`, hidden: true, screen: { kind: 'form', mode: 'edit', family } },
    { path: `${kind.routes.check}/:promotion_id`, hidden: true, screen: { kind: 'form', mode: 'view', family } },
  ]);
}
