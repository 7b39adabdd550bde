import { accessFor, hasFullAccess, type Access } from '@/access/permissions';
import type { ShopKind } from '@/engine/declare';
import { fetchRolePermissions, fetchShop, fetchShopStatus } from './session-api';
import { shopStatusOutcome, type StatusOutcome } from './shop-status';
import type { SessionUser, ShopInfo } from './storage';

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
 * After sign-in and on every start: the shop status decides entry, then the shop and the role's
 * permissions (once; `can` answers from them in memory).
 */
export async function bootstrapSession(user: SessionUser): Promise<BootstrapResult> {
  const outcome = shopStatusOutcome(await fetchShopStatus());
  if (outcome.kind !== 'enter') return { kind: 'refused', outcome };
  const [shop, checked] = await Promise.all([
    fetchShop(),
    hasFullAccess(user) ? Promise.resolve([] as string[]) : fetchRolePermissions(user.role_id).catch(() => null),
  ]);
  if (!checked) return { kind: 'routes-failed' };
  return { kind: 'ready', session: { user, shop, shopKind: shopKindOf(shop), access: accessFor(user, checked) } };
}
