import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessFor, can, permissionName } from '@/access/permissions';
import { safeForward, loginPathFor } from '@/session/forward';
import { isFromDecoration, isTokenMessage, TOKENS_MESSAGE } from '@/session/decoration-sync';
import { shopStatusOutcome } from '@/session/shop-status';
import { KEYS, storage, tokenExpiry } from '@/session/storage';
import { i18n } from '@/i18n';
import { clearCookies, fakeJwt } from '../../helpers/session';

describe('shop status → what happens', () => {
  it.each([
    ['OPEN', { kind: 'enter' }],
    ['CLOSED', { kind: 'blocked', message: 'auth:status.closed' }],
    ['APPLY', { kind: 'blocked', message: 'auth:status.applying' }],
    ['APPLYING', { kind: 'blocked', message: 'auth:status.applying' }],
    ['REFUSED', { kind: 'blocked', message: 'auth:status.refused' }],
    ['', { kind: 'not-applied' }],
    ['SOMETHING_ELSE', { kind: 'not-applied' }],
    [undefined, { kind: 'not-applied' }],
  ])('%s', (status, outcome) => {
    expect(shopStatusOutcome(status)).toEqual(outcome);
  });

  it('has the spec §8 messages in both languages', () => {
    const en = i18n.getFixedT('en-US', 'auth');
    const zh = i18n.getFixedT('zh-CN', 'auth');
    expect(en('status.closed')).toBe('your shop has been closed, please contact the administrator');
    expect(en('status.applying')).toBe('your shop application is in progress, please try later');
    expect(en('status.refused')).toBe('your shop application was refused, please reapply or contact the administrator');
    expect(en('status.notApplied')).toBe('account has not applied for a shop');
    expect(en('status.goOpenShop')).toBe('go open shop');
    expect(en('session.routeFailed')).toBe('verification failed, please log in again');
    expect(en('session.routeFailedTitle')).toBe('login error');
    expect(en('session.noPermission', { title: 'Goods list' })).toBe(
      'the current role has not enabled the Goods list permission, please enable it first',
    );
    expect(zh('session.missing')).toBe('您的登录状态已失效，请重新登录！');
    expect(zh('session.missingTitle')).toBe('权限错误');
    expect(zh('session.logoutConfirm')).toBe('确定退出吗？');
    for (const key of ['status.closed', 'status.applying', 'status.refused', 'status.notApplied', 'session.routeFailed', 'session.missing', 'session.logoutConfirm']) {
      expect(zh(key)).not.toBe(en(key));
      expect(zh(key)).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('permissions', () => {
  it('role 0 or the founder flag gives full access', () => {
    expect(can(accessFor({ role_id: 0 }, []), 'anything')).toBe(true);
    expect(can(accessFor({ role_id: '0' }, []), 'anything')).toBe(true);
    expect(can(accessFor({ role_id: 5, founder: 1 }, []), 'chat')).toBe(true);
  });
  it('another role gets only its checked names', () => {
    const access = accessFor({ role_id: 2, founder: 0 }, ['goodsList', 'orderList']);
    expect(can(access, 'goodsList')).toBe(true);
    expect(can(access, 'understock')).toBe(false);
    expect(can(access, 'chat')).toBe(false);
  });
  it.each([
    ['goods-list', 'goodsList'],
    ['role-manage', 'roleManage'],
    ['assembleManager', 'assembleManager'],
    ['good-publish/:goodsid?/:isdraft?', 'goodPublish'],
    ['/goods-image-import', 'goodsImageImport'],
  ])('the name of %s is %s', (path, name) => expect(permissionName(path)).toBe(name));
});

describe('forward parameter', () => {
  it.each([
    ['/goods/goods-list?page=2#x', '/goods/goods-list?page=2#x'],
    ['/order/detail/123', '/order/detail/123'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['goods', '/'],
    ['', '/'],
    [null, '/'],
    ['/login?forward=/x', '/'],
    // Dot segments that normalise to a protocol-relative `//host`.
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./\\evil.example', '/'],
  ])('%s → %s', (forward, expected) => expect(safeForward(forward)).toBe(expected));

  it('login path carries the full path, query included', () => {
    expect(loginPathFor('/goods/goods-list?keyword=a&page=2')).toBe('/login?forward=%2Fgoods%2Fgoods-list%3Fkeyword%3Da%26page%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('decoration window messages', () => {
  it('are heard only from the decoration origin', () => {
    expect(isFromDecoration({ origin: 'https://deco.example' }, 'https://deco.example')).toBe(true);
    expect(isFromDecoration({ origin: 'https://evil.example' }, 'https://deco.example')).toBe(false);
    expect(isFromDecoration({ origin: 'https://deco.example.evil.com' }, 'https://deco.example')).toBe(false);
  });
  it('carry tokens only in the expected shape', () => {
    expect(isTokenMessage({ type: TOKENS_MESSAGE, accessToken: 'a', refreshToken: 'r' })).toBe(true);
    expect(isTokenMessage({ type: TOKENS_MESSAGE, accessToken: 'a' })).toBe(false);
    expect(isTokenMessage({ type: 'other', accessToken: 'a', refreshToken: 'r' })).toBe(false);
    expect(isTokenMessage('a,r')).toBe(false);
    expect(isTokenMessage(null)).toBe(false);
  });
});

describe('token cookies', () => {
  afterEach(() => {
    clearCookies();
    vi.restoreAllMocks();
  });
  it("expire at each JWT's own exp", () => {
    // A fixed clock: the expiry is checked exactly, not against the time the test happens to take.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const access = fakeJwt(1200);
    const refresh = fakeJwt(86400);
    const set = vi.spyOn(Cookies, 'set');
    storage.setTokens(access, refresh);
    const expiries = Object.fromEntries(set.mock.calls.map(([key, , attrs]) => [key, attrs?.expires]));
    expect(expiries[KEYS.accessToken]).toEqual(tokenExpiry(access));
    expect(expiries[KEYS.refreshToken]).toEqual(tokenExpiry(refresh));
    expect(tokenExpiry(access)).toEqual(new Date('2026-11-23T10:20:00Z'));
    vi.useRealTimers();
  });
  it('other items last 3650 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    storage.setUser({ uid: 1, username: 'a', role_id: 0 });
    expect(set.mock.calls.find(([key]) => key === KEYS.user)?.[2]?.expires).toBe(3650);
  });
  it('signed in needs user, access token and refresh token', () => {
    storage.setUser({ uid: 1, username: 'a', role_id: 0 });
    expect(storage.isSignedIn()).toBe(false);
    storage.setTokens(fakeJwt(60), fakeJwt(600));
    expect(storage.isSignedIn()).toBe(true);
    storage.clearSession();
    expect(storage.isSignedIn()).toBe(false);
    expect(storage.getUuid()).toBeTruthy();
  });
});

describe('decoration window sync', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });
  it('posts the session every 200 ms until the window answers, and stores tokens only from its origin', async () => {
    vi.useFakeTimers();
    const { openDecorationWindow, RECEIVED_MESSAGE } = await import('@/session/decoration-sync');
    const posted: unknown[] = [];
    const target = { postMessage: (data: unknown, origin: string) => posted.push([origin, data]) } as unknown as Window;
    const listeners: Array<(e: MessageEvent) => void> = [];
    const win = {
      open: () => target,
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: () => {},
      location: { origin: 'http://console.test' },
    } as unknown as Window;
    const send = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data, source: target } as MessageEvent));
    const stop = openDecorationWindow('/decoration', win);
    vi.advanceTimersByTime(650);
    expect(posted).toHaveLength(3);
    expect((posted[0] as [string, { type: string }])[1].type).toBe('seller-session');

    send('https://evil.example', { type: TOKENS_MESSAGE, accessToken: fakeJwt(60), refreshToken: fakeJwt(600) });
    expect(storage.getAccessToken()).toBeUndefined();
    const access = fakeJwt(120);
    send(window.location.origin, { type: TOKENS_MESSAGE, accessToken: access, refreshToken: fakeJwt(1200) });
    expect(storage.getAccessToken()).toBe(access);

    send(window.location.origin, { type: RECEIVED_MESSAGE });
    vi.advanceTimersByTime(1000);
    expect(posted).toHaveLength(3);
    stop();
  });
});
