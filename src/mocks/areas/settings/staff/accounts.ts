/**
 * Platform accounts a shop may take on as clerks: seller accounts (owners, clerks, members without a shop)
 * and the platform's buyer members (db/seed/members.ts). A buyer becomes a seller account when added.
 */
import { MEMBERS, type MemberRow } from '../../../db/seed/members';
import { db } from '../../../db/store';
import type { SellerRecord } from '../../../db/types';
import { business } from '../../../lib/errors';

export type PlatformAccount = { seller: SellerRecord } | { member: MemberRow };

export function accountByMobile(mobile: string): PlatformAccount | undefined {
  const seller = db().sellers.all().find((s) => s.mobile === mobile);
  if (seller) return { seller };
  const member = MEMBERS.find((m) => m.mobile === mobile);
  return member ? { member } : undefined;
}

/** User names are unique on the platform (sign-in accepts the user name or the mobile number). */
export const isUsernameTaken = (name: string) =>
  db().sellers.all().some((s) => s.username === name) || MEMBERS.some((m) => m.uname === name);

/** 500 when the account cannot become a clerk of the shop (BE722 `ClerkSellerController` checks). */
export function assertCanJoin(account: PlatformAccount, shopId: string): void {
  if (!('seller' in account)) return;
  const { seller } = account;
  if (seller.founder === 1 && seller.shop_id) throw business('此账号已经拥有店铺', 'this account owns a shop', 'E144');
  if (seller.shop_id && seller.shop_id !== shopId) throw business('此会员已经成为其他店铺店员', 'this member is a clerk of another shop', 'E145');
  if (seller.shop_id === shopId) throw business('此会员已经是本店店员', 'this member is already a clerk of the shop', 'E146');
}
