/**
 * One refresh per browser: tabs share it through a Web Lock. jsdom has no lock manager, so the test
 * gives the page one (exclusive, in order, as the browser's) and plays the other tab itself: it holds
 * the lock, refreshes, saves the new tokens in the cookies all tabs share, and lets go.
 */
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/api';
import { REFRESH_LOCK } from '@/api/token-refresh';
import { storage } from '@/session/storage';
import { startMockServer } from '../../helpers/mock-server';
import { fakeJwt, signInAs } from '../../helpers/session';

const { server } = startMockServer();

/** An exclusive lock manager: each request runs once the one before it has settled. */
function fakeLocks() {
  const names: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { names };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(globalThis, 'cookieStore');
});

describe('token refresh shared by the tabs of a browser', () => {
  it('a tab that waited for another tab refresh uses its tokens and makes no refresh call', async () => {
    signInAs({ access: false });
    const { names } = fakeLocks();
    const fresh = fakeJwt(3600, { n: 'other-tab' });
    let refreshes = 0;
    const seen: Array<string | null> = [];
    server.use(
      mock.post('*/seller/check/token', () => (refreshes++, HttpResponse.json({ accessToken: fakeJwt(3600), refreshToken: fakeJwt(86400) }))),
      mock.get('*/seller/goods', ({ request }) => (seen.push(request.headers.get('Authorization')), HttpResponse.json({ data: [], data_total: 0 }))),
    );
    // The other tab takes the lock first and refreshes while this tab's calls wait for it.
    let release!: () => void;
    const otherTab = navigator.locks.request(REFRESH_LOCK, () => new Promise<void>((r) => (release = r)));
    const calls = Promise.all(Array.from({ length: 10 }, () => api.get('seller/goods')));
    await new Promise((r) => setTimeout(r, 0));
    storage.setTokens(fresh, fakeJwt(86400, { n: 'other-tab-refresh' }));
    release();
    await otherTab;
    await calls;
    expect(refreshes).toBe(0);
    expect(new Set(seen)).toEqual(new Set([fresh]));
    expect(names.filter((n) => n === REFRESH_LOCK)).toHaveLength(2);
  });

  it("reads the other tab's tokens from the browser's cookie store, where this tab's document.cookie still lags", async () => {
    signInAs({ access: false });
    fakeLocks();
    const fresh = fakeJwt(3600, { n: 'other-tab' });
    // The store has the other tab's write; this tab's document.cookie does not show it yet (Chromium caches it).
    const written: Record<string, string> = { seller_access_token: fresh, seller_refresh_token: fakeJwt(86400, { n: 'other-tab-refresh' }) };
    Object.defineProperty(globalThis, 'cookieStore', { value: { get: async (name: string) => (name in written ? { name, value: written[name] } : null) }, configurable: true });
    let refreshes = 0;
    const seen: Array<string | null> = [];
    server.use(
      mock.post('*/seller/check/token', () => (refreshes++, HttpResponse.json({ accessToken: fakeJwt(3600), refreshToken: fakeJwt(86400) }))),
      mock.get('*/seller/goods', ({ request }) => (seen.push(request.headers.get('Authorization')), HttpResponse.json({ data: [], data_total: 0 }))),
    );
    await api.get('seller/goods');
    expect(refreshes).toBe(0);
    expect(seen).toEqual([fresh]);
  });

  it('the tab first to the lock refreshes once, under the lock, for all its calls', async () => {
    signInAs({ access: false });
    const { names } = fakeLocks();
    let refreshes = 0;
    server.use(
      mock.post('*/seller/check/token', () => (refreshes++, HttpResponse.json({ accessToken: fakeJwt(3600, { n: 'mine' }), refreshToken: fakeJwt(86400) }))),
      mock.get('*/seller/goods', () => HttpResponse.json({ data: [], data_total: 0 })),
    );
    await Promise.all(Array.from({ length: 10 }, () => api.get('seller/goods')));
    expect(refreshes).toBe(1);
    expect(names).toEqual([REFRESH_LOCK]);
  });
});
