import { api, garbledAnswer } from '@/api';
import { isStringArray } from '@/utils/guards';
import { rolePermissionsPath, SHOP_PATH, SHOP_STATUS_PATH } from './start-up-paths';
import { storage, type ShopInfo } from './storage';

/** Tell the server (best effort), then clear user, shop and both tokens. */
export async function signOut(): Promise<void> {
  const uid = storage.getUser()?.uid;
  try {
    if (uid !== undefined) await api.post('seller/members/logout', undefined, { params: { uid }, silent: true });
  } catch {
    // The local session ends whatever the server says.
  } finally {
    storage.clearSession();
  }
}

/** A status is a bare upper-case word ('' for no shop); anything else is a garbled answer, to retry. */
export async function fetchShopStatus(): Promise<string> {
  const status = await api.get<unknown>(SHOP_STATUS_PATH, undefined, { silent: true });
  if (typeof status !== 'string' || !/^[A-Z_]*$/.test(status)) throw garbledAnswer();
  return status;
}
/** Start-up calls are silent: a failure is the start-up's error page, said once, with its Retry. */
export const fetchShop = () => api.get<ShopInfo>(SHOP_PATH, undefined, { silent: true });
/** The role's menu names; an answer that is not a list of names rejects (the spec's route-generation failure). */
export async function fetchRolePermissions(roleId: string | number): Promise<string[]> {
  const names = await api.get<unknown>(rolePermissionsPath(roleId), undefined, { silent: true });
  if (!isStringArray(names)) throw garbledAnswer();
  return names;
}
