import { accessFor, hasFullAccess, type Access } from '@/access/permissions';
import type { ShopKind } from '@/engine/declare';
import { fetchRolePermissions, fetchShop, fetchShopStatus } from './session-api';
import { shopStatusOutcome, type StatusOutcome } from './shop-status';
import { storage, type SessionUser, type ShopInfo } from './storage';

export interface SessionState {
  user: SessionUser;
  shop: ShopInfo;
  shopKind: ShopKind;
  access: Access;
}

export type BootstrapResult =
  | { kind: 'ready'; session: SessionState }
  | { kind: 'refused'; outcome: Exclude<StatusOutcome, { kind: 'enter' }> }
  | { kind: 'routes-failed' };

export const shopKindOf = (shop: ShopInfo): ShopKind => (shop.shop_type === 'SUPPLIER' ? 'supplier' : 'ordinary');

/**
 * After sign-in and on every start: the shop status decides entry; the shop and the role's permissions
 * (once; `can` answers from them in memory) are asked for beside it, not after it (no
 * waterfall), and read only when the status lets the user in. The shop is kept only then.
 */
export async function bootstrapSession(user: SessionUser): Promise<BootstrapResult> {
  const status = fetchShopStatus();
  const shopCall = fetchShop();
  const checkedCall = hasFullAccess(user) ? Promise.resolve([] as string[]) : fetchRolePermissions(user.role_id).catch(() => null);
  // A refused shop's own calls may fail as they like: nobody reads them.
  shopCall.catch(() => undefined);
  const outcome = shopStatusOutcome(await status);
  if (outcome.kind !== 'enter') return { kind: 'refused', outcome };
  const [shop, checked] = await Promise.all([shopCall, checkedCall]);
  if (!checked) return { kind: 'routes-failed' };
  storage.setShop(shop);
  return { kind: 'ready', session: { user, shop, shopKind: shopKindOf(shop), access: accessFor(user, checked) } };
}
