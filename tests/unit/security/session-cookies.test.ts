/** Security: the token cookies are SameSite, and Secure whenever the console is served over https. */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, storage } from '@/session/storage';
import { clearCookies, fakeJwt } from '../../helpers/session';

const attributesOf = (key: string) => {
  const set = vi.spyOn(Cookies, 'set');
  storage.setTokens(fakeJwt(1200), fakeJwt(86400));
  storage.setUser({ uid: 1, username: 'a', role_id: 0 });
  return set.mock.calls.find(([name]) => name === key)?.[2];
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('session cookies', () => {
  it.each([KEYS.accessToken, KEYS.refreshToken, KEYS.user])('%s is Secure on https and SameSite=Lax', (key) => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    expect(attributesOf(key)).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
  });

  it('is not Secure on plain http (a local or intranet console would lose its session)', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'http:' });
    expect(attributesOf(KEYS.accessToken)).toMatchObject({ secure: false, sameSite: 'Lax' });
  });
});
