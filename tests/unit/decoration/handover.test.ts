import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentials } from '@/api/credentials';
import { isFromConsole, isSessionMessage, receiveSession } from '@/pages/decoration/handover';
import { registerSessionCredentials } from '@/session/credentials';
import { RECEIVED_MESSAGE, SESSION_MESSAGE, TOKENS_MESSAGE } from '@/session/decoration-sync';
import { storage } from '@/session/storage';

const session = { type: SESSION_MESSAGE, user: { uid: 1, username: 'owner', role_id: 0 }, shop: { shop_id: '17' }, accessToken: 'a1', refreshToken: 'r1', language: 'zh-CN' };

afterEach(() => {
  storage.clearSession();
  registerSessionCredentials();
});

describe('the decoration window side of the hand-over (spec §4)', () => {
  it('takes only a session message of the right shape', () => {
    expect(isSessionMessage(session)).toBe(true);
    expect(isSessionMessage({ ...session, accessToken: '' })).toBe(false);
    expect(isSessionMessage({ ...session, user: undefined })).toBe(false);
    expect(isSessionMessage({ ...session, type: 'other' })).toBe(false);
    expect(isSessionMessage('seller-session')).toBe(false);
  });

  it('hears only the console origin, and only its opener', () => {
    const opener = {} as Window;
    expect(isFromConsole({ origin: 'https://console.example', source: opener }, opener, 'https://console.example')).toBe(true);
    expect(isFromConsole({ origin: 'https://evil.example', source: opener }, opener, 'https://console.example')).toBe(false);
    expect(isFromConsole({ origin: 'https://console.example', source: {} as Window }, opener, 'https://console.example')).toBe(false);
  });

  it('adopts the session, answers the console, and sends refreshed tokens back', () => {
    const posted: Array<[unknown, string]> = [];
    const opener = { postMessage: vi.fn((data: unknown, origin: string) => posted.push([data, origin])) } as unknown as Window;
    const win = new EventTarget() as unknown as Window;
    Object.assign(win, { opener });
    const onSession = vi.fn();
    const stop = receiveSession(onSession, win);
    const origin = window.location.origin;

    win.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', source: opener as unknown as MessageEventSource, data: session }));
    expect(onSession).not.toHaveBeenCalled();
    expect(storage.getAccessToken()).toBeUndefined();

    win.dispatchEvent(new MessageEvent('message', { origin, source: opener as unknown as MessageEventSource, data: session }));
    expect(onSession).toHaveBeenCalledTimes(1);
    expect(storage.getUser()?.username).toBe('owner');
    expect(storage.getAccessToken()).toBe('a1');
    expect(posted[0]).toEqual([{ type: RECEIVED_MESSAGE }, origin]);

    credentials().saveTokens('a2', 'r2');
    expect(storage.getRefreshToken()).toBe('r2');
    expect(posted[1]).toEqual([{ type: TOKENS_MESSAGE, accessToken: 'a2', refreshToken: 'r2' }, origin]);
    stop();
  });
});

describe('tokens the console refreshed (spec §4, the other direction)', () => {
  it('are kept only from the console, in the right shape, by a window that holds a session, and not sent back', () => {
    const opener = { postMessage: vi.fn() } as unknown as Window;
    const win = new EventTarget() as unknown as Window;
    Object.assign(win, { opener });
    const stop = receiveSession(vi.fn(), win);
    const origin = window.location.origin;
    const tokens = (accessToken: unknown, refreshToken: unknown, from = origin, source: unknown = opener) =>
      win.dispatchEvent(new MessageEvent('message', { origin: from, source: source as MessageEventSource, data: { type: TOKENS_MESSAGE, accessToken, refreshToken } }));

    tokens('a0', 'r0');
    expect(storage.getAccessToken()).toBeUndefined();
    win.dispatchEvent(new MessageEvent('message', { origin, source: opener as unknown as MessageEventSource, data: session }));
    tokens('a3', 'r3', 'https://evil.example');
    tokens('a3', 'r3', origin, {});
    tokens('a3', '');
    expect(storage.getAccessToken()).toBe('a1');
    tokens('a3', 'r3');
    expect(storage.getAccessToken()).toBe('a3');
    expect(storage.getRefreshToken()).toBe('r3');
    expect(vi.mocked(opener.postMessage).mock.calls.map(([data]) => (data as { type: string }).type)).toEqual([RECEIVED_MESSAGE]);
    stop();
  });
});
