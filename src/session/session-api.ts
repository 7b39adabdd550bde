import { md5 } from 'js-md5';
import { api, fillPath, garbledAnswer, sessionStarted } from '@/api';
import { isStringArray } from '@/utils/guards';
import { storage, type SessionUser, type ShopInfo } from './storage';

export interface Credentials {
  username: string;
  password: string;
  captcha: string;
}

interface LoginAnswer extends SessionUser {
  access_token: string;
  refresh_token: string;
}

/** `GET seller/login` with the password as lowercase hex MD5; stores the tokens and the user. */
export async function signIn({ username, password, captcha }: Credentials): Promise<SessionUser> {
  const answer = await api.get<LoginAnswer>(
    'seller/login',
    { username, password: md5(password), captcha, uuid: storage.getUuid(), scene: 'LOGIN' },
    { auth: false },
  );
  const { access_token, refresh_token, ...user } = answer;
  storage.setTokens(access_token, refresh_token);
  storage.setUser(user);
  sessionStarted();
  return user;
}

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

/** A status is a bare upper-case word ('' for no shop); anything else is a garbled answer, to retry (issue 19 #4). */
export async function fetchShopStatus(): Promise<string> {
  const status = await api.get<unknown>('seller/shops/status', undefined, { silent: true });
  if (typeof status !== 'string' || !/^[A-Z_]*$/.test(status)) throw garbledAnswer();
  return status;
}
/** Start-up calls are silent: a failure is the start-up's error page, said once, with its Retry. */
export const fetchShop = () => api.get<ShopInfo>('seller/shops', undefined, { silent: true });
/** The role's menu names; an answer that is not a list of names rejects (the spec's route-generation failure). */
export async function fetchRolePermissions(roleId: string | number): Promise<string[]> {
  const names = await api.get<unknown>(fillPath('seller/shops/roles/{roleId}/checked', { roleId }), undefined, { silent: true });
  if (!isStringArray(names)) throw garbledAnswer();
  return names;
}
