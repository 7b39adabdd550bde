/** The session's cookies are read from the browser once a turn, and what this page writes is seen at once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, storage } from '@/session/storage';
import { clearCookies, fakeJwt } from '../../helpers/session';

// A spy that still reads the cookies.
const cookieReads = () => vi.spyOn(document, 'cookie', 'get');
const nextTurn = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe('session cookie reads', () => {
  it('asks the browser once for every read of one turn (a page of a list read it dozens of times)', async () => {
    await nextTurn();
    const reads = cookieReads();
    for (let i = 0; i < 20; i++) {
      storage.getAccessToken();
      storage.userKey('seller_tabs');
      storage.getLanguage();
    }
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('sees what this page writes at once, in the same turn', () => {
    const token = fakeJwt(1200);
    expect(storage.getAccessToken()).toBeUndefined();
    storage.setTokens(token, fakeJwt(86400));
    expect(storage.getAccessToken()).toBe(token);
    storage.setUser({ uid: 7, username: 'a', role_id: 0 });
    expect(storage.userKey('seller_tabs')).toBe('seller_tabs:7');
    storage.clearSession();
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.userKey('seller_tabs')).toBe('seller_tabs:anonymous');
  });

  it("sees another tab's write from the next turn", async () => {
    expect(storage.getLanguage()).toBeUndefined();
    // Another tab of the console: the same cookies, written around this page's storage.
    document.cookie = `${KEYS.language}=en-US; path=/`;
    await nextTurn();
    expect(storage.getLanguage()).toBe('en-US');
  });
});
