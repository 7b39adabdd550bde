import Cookies from 'js-cookie';
import { KEYS, storage } from '@/session/storage';

/** A JWT-shaped token whose `exp` is `seconds` from now. */
export function fakeJwt(seconds = 3600, extra: Record<string, unknown> = {}): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + seconds, ...extra })}.sig`;
}

export function signInAs(opts: { access?: boolean; refresh?: boolean } = {}) {
  storage.setUser({ uid: 7, username: 'owner', role_id: 0, founder: 1 });
  if (opts.refresh !== false) Cookies.set(KEYS.refreshToken, fakeJwt(7 * 86400, { type: 'refresh' }));
  if (opts.access !== false) Cookies.set(KEYS.accessToken, fakeJwt(3600, { type: 'access' }));
}

export function clearCookies() {
  for (const key of Object.keys(Cookies.get())) Cookies.remove(key, { path: '/' });
}
