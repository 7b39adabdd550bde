/**
 * Spec §4 across two origins: the console (https://console.example) and the decoration window it opened
 * (https://deco.example). Each side keeps its tokens in its own cookies; a refresh on either side reaches
 * the other by a message addressed to the other's origin, and is taken only from the right sender.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessToken } from '@/api/token-refresh';
import { config } from '@/config';
import { receiveSession } from '@/pages/decoration/handover';
import { registerSessionCredentials } from '@/session/credentials';
import { openDecorationWindow, TOKENS_MESSAGE } from '@/session/decoration-sync';
import { storage } from '@/session/storage';
import { clearCookies, fakeJwt } from '../helpers/session';
import { connect, deliver, fakeWindow, sendFrom } from '../helpers/window-pair';

const CONSOLE = 'https://console.example';
const DECO = 'https://deco.example';
const settable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };

beforeEach(() => {
  vi.useFakeTimers();
  settable.decorationOrigin = DECO;
  settable.consoleOrigin = CONSOLE;
});

afterEach(() => {
  vi.useRealTimers();
  settable.decorationOrigin = '';
  settable.consoleOrigin = '';
  clearCookies();
  registerSessionCredentials();
});

/** The console signed in, the window opened by it and handed the session. */
function openPair() {
  const consoleSide = fakeWindow(CONSOLE);
  const decoSide = fakeWindow(DECO);
  connect(consoleSide, decoSide);
  connect(decoSide, consoleSide);
  Object.assign(consoleSide.win, { open: () => decoSide.win });
  Object.assign(decoSide.win, { opener: consoleSide.win });

  registerSessionCredentials();
  storage.setUser({ uid: 7, username: 'owner', role_id: 0 });
  const first = { access: fakeJwt(60), refresh: fakeJwt(600) };
  storage.setTokens(first.access, first.refresh);
  const stop = openDecorationWindow('https://deco.example/decoration/pages/1001', consoleSide.win);
  const onSession = vi.fn();
  const stopListening = receiveSession(onSession, decoSide.win);
  vi.advanceTimersByTime(200);
  expect(deliver(decoSide)).toBe(1);
  expect(onSession).toHaveBeenCalledTimes(1);
  expect(deliver(consoleSide)).toBe(1); // "received": the console stops posting the session
  vi.advanceTimersByTime(1000);
  expect(decoSide.inbox).toHaveLength(0);
  return { consoleSide, decoSide, first, stop: () => (stop(), stopListening()) };
}

describe('decoration sync across origins (spec §4)', () => {
  it('pushes the tokens the console refreshes to the window, on the window origin only', async () => {
    const { decoSide, first, stop } = openPair();
    // The console refreshes (its access token expired): one refresh call, as the api client makes it.
    registerSessionCredentials();
    const next = { accessToken: fakeJwt(120), refreshToken: fakeJwt(1200) };
    await refreshAccessToken(() => Promise.resolve(next));
    expect(decoSide.dropped).toEqual([]);
    expect(decoSide.inbox.map((e) => e.data)).toEqual([{ type: TOKENS_MESSAGE, ...next }]);

    // The window still holds the pair it was handed; the message replaces it.
    storage.setTokens(first.access, first.refresh);
    deliver(decoSide);
    expect(storage.getAccessToken()).toBe(next.accessToken);
    expect(storage.getRefreshToken()).toBe(next.refreshToken);
    stop();
  });

  it('takes the window refreshed tokens back, and does not echo them to it', async () => {
    const { consoleSide, decoSide, first, stop } = openPair();
    // receiveSession registered the window's credentials: this refresh is the window's.
    const next = { accessToken: fakeJwt(180), refreshToken: fakeJwt(1800) };
    await refreshAccessToken(() => Promise.resolve(next));
    expect(consoleSide.inbox.map((e) => e.data)).toEqual([{ type: TOKENS_MESSAGE, ...next }]);
    storage.setTokens(first.access, first.refresh);
    deliver(consoleSide);
    expect(storage.getAccessToken()).toBe(next.accessToken);
    expect(decoSide.inbox).toHaveLength(0);
    stop();
  });

  it('the window ignores tokens from another origin or of another shape', () => {
    const { consoleSide, decoSide, first, stop } = openPair();
    sendFrom(decoSide, 'https://evil.example', consoleSide.win, { type: TOKENS_MESSAGE, accessToken: fakeJwt(60), refreshToken: fakeJwt(60) });
    sendFrom(decoSide, CONSOLE, consoleSide.win, { type: TOKENS_MESSAGE, accessToken: 'forged' });
    sendFrom(decoSide, CONSOLE, consoleSide.win, { type: TOKENS_MESSAGE, accessToken: 42, refreshToken: 'r' });
    expect(storage.getAccessToken()).toBe(first.access);
    expect(storage.getRefreshToken()).toBe(first.refresh);
    stop();
  });

  it('stops pushing to a window that was closed', async () => {
    const { decoSide, stop } = openPair();
    Object.assign(decoSide.win, { closed: true });
    registerSessionCredentials();
    await refreshAccessToken(() => Promise.resolve({ accessToken: fakeJwt(60), refreshToken: fakeJwt(600) }));
    expect(decoSide.inbox).toHaveLength(0);
    stop();
  });
});
