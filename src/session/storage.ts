import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { STORAGE_DAYS } from '@/config';
import { isRecord } from '@/utils/guards';
import { checkStored, reportStoredStateDropped, type StoredCheck } from './stored-state';

/** Storage keys of spec §3: cookies, so that the decoration window on a sibling path can read them too. */
export const KEYS = {
  uid: 'seller_uid',
  uuid: 'seller_uuid',
  user: 'seller_user',
  shop: 'seller_shop',
  accessToken: 'seller_access_token',
  refreshToken: 'seller_refresh_token',
  language: 'sellerLanguage',
} as const;

export interface SessionUser {
  uid: number | string;
  username: string;
  nickname?: string;
  face?: string;
  role_id: number | string;
  founder?: number;
  [key: string]: unknown;
}

export interface ShopInfo {
  shop_id?: number | string;
  shop_name?: string;
  shop_logo?: string;
  shop_type?: string;
  [key: string]: unknown;
}

const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/** A JWT's `exp` as a Date, or undefined when the token has none or cannot be read. */
export function tokenExpiry(token: string): Date | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's cookies, read once a turn of the event loop: each read of `document.cookie` asks the
 * browser's cookie store, and one page of a list read it dozens of times (the tabs' key in every render
 * of the tabs, the user, the token each request sends). What this page writes drops the copy; what
 * another tab writes shows from the next turn.
 */
let jar: Record<string, string | undefined> | undefined;
function cookie(key: string): string | undefined {
  if (!jar) {
    // Without a document (Node) there are none.
    jar = (Cookies.get() as Record<string, string> | undefined) ?? {};
    queueMicrotask(() => (jar = undefined));
  }
  return jar[key];
}

function setItem(key: string, value: string, expires: Date | number = STORAGE_DAYS) {
  jar = undefined;
  Cookies.set(key, value, { ...attributes(), expires });
}

function removeItem(key: string) {
  jar = undefined;
  Cookies.remove(key, { path: '/' });
}

/** A JSON cookie that passes its check; one that does not is removed (and said once). */
function readJson<T>(key: string, check: StoredCheck<T>): T | undefined {
  const raw = cookie(key);
  if (!raw) return undefined;
  const value = checkStored(raw, check);
  if (value === undefined) {
    removeItem(key);
    reportStoredStateDropped();
  }
  return value;
}

const isId = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
/** The login answer's own fields the console relies on (api reference: SellerInfoVO). */
const asUser = (value: unknown) => (isRecord(value) && isId(value.uid) && typeof value.username === 'string' ? (value as SessionUser) : undefined);
const asShop = (value: unknown) => (isRecord(value) ? (value as ShopInfo) : undefined);

/** The Cookie Store API, where the browser has one (Chromium; not happy-dom). */
interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null>;
}
const cookieStore = (): CookieStoreLike | undefined => (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;

/** A cookie as the browser's store holds it now, decoded as js-cookie writes it. */
async function cookieNow(key: string): Promise<string | undefined> {
  const store = cookieStore();
  if (!store) return cookie(key);
  try {
    const value = (await store.get(key))?.value;
    return value ? Cookies.converter.read(value, key) : undefined;
  } catch {
    // A document the store refuses (a sandboxed frame) reads its own copy.
    return cookie(key);
  }
}

export const storage = {
  getAccessToken: () => cookie(KEYS.accessToken),
  getRefreshToken: () => cookie(KEYS.refreshToken),
  /**
   * The tokens as the browser's cookie store holds them now, for a tab that waited for another tab's
   * refresh: right after the other tab lets go of the lock, this tab's `document.cookie` can still show
   * the cookies from before its write (Chromium, 3 reads in 50 measured), and a refresh token read there
   * is one the other tab has spent. The Cookie Store API asks the store itself.
   */
  async tokensNow(): Promise<{ accessToken?: string; refreshToken?: string }> {
    const [accessToken, refreshToken] = await Promise.all([cookieNow(KEYS.accessToken), cookieNow(KEYS.refreshToken)]);
    return { accessToken, refreshToken };
  },
  /** Each token expires with its own `exp` (spec §4); a token without one lasts the default. */
  setTokens(accessToken: string, refreshToken: string) {
    setItem(KEYS.accessToken, accessToken, tokenExpiry(accessToken));
    setItem(KEYS.refreshToken, refreshToken, tokenExpiry(refreshToken));
  },
  getUser: () => readJson(KEYS.user, asUser),
  setUser(user: SessionUser) {
    setItem(KEYS.user, JSON.stringify(user));
    setItem(KEYS.uid, String(user.uid));
  },
  getShop: () => readJson(KEYS.shop, asShop),
  setShop: (shop: ShopInfo) => setItem(KEYS.shop, JSON.stringify(shop)),
  getLanguage: () => cookie(KEYS.language),
  setLanguage: (code: string) => setItem(KEYS.language, code),
  /** The browser's id, made once and kept (header `uuid`, captcha key). */
  getUuid(): string {
    let uuid = cookie(KEYS.uuid);
    if (!uuid) {
      uuid = crypto.randomUUID();
      setItem(KEYS.uuid, uuid);
    }
    return uuid;
  },
  /** Sign-out clears user, shop and both tokens; uuid and language stay. */
  clearSession() {
    for (const key of [KEYS.uid, KEYS.user, KEYS.shop, KEYS.accessToken, KEYS.refreshToken]) removeItem(key);
  },
  /**
   * A browser-storage key of the signed-in user's own (open tabs, local drafts): what one user leaves in
   * this browser is never shown to the next one.
   */
  userKey: (base: string) => `${base}:${cookie(KEYS.uid) || 'anonymous'}`,
  /** Signed in = user + access token + refresh token (spec §4). */
  isSignedIn() {
    return Boolean(this.getUser() && this.getAccessToken() && this.getRefreshToken());
  },
};
