import { config, DECORATION_SYNC_MS } from '@/config';
import { currentLanguage } from '@/i18n';
import { storage } from './storage';

/** Messages between the console and the shop-decoration window. */
export const SESSION_MESSAGE = 'seller-session';
export const RECEIVED_MESSAGE = 'seller-session-received';
export const TOKENS_MESSAGE = 'seller-tokens';

export const decorationOrigin = () => config.decorationOrigin || window.location.origin;

/** Only the decoration window's origin is heard; anything else is ignored. */
export const isFromDecoration = (event: Pick<MessageEvent, 'origin'>, origin = decorationOrigin()) => event.origin === origin;

export interface TokenMessage {
  type: typeof TOKENS_MESSAGE;
  accessToken: string;
  refreshToken: string;
}

export function isTokenMessage(data: unknown): data is TokenMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return m.type === TOKENS_MESSAGE && typeof m.accessToken === 'string' && m.accessToken.length > 0 && typeof m.refreshToken === 'string' && m.refreshToken.length > 0;
}

const isReceived = (data: unknown) => Boolean(data && typeof data === 'object' && (data as { type?: unknown }).type === RECEIVED_MESSAGE);

export function sessionPayload() {
  return {
    type: SESSION_MESSAGE,
    user: storage.getUser(),
    shop: storage.getShop(),
    accessToken: storage.getAccessToken(),
    refreshToken: storage.getRefreshToken(),
    uuid: storage.getUuid(),
    language: currentLanguage(),
  };
}

/**
 * The decoration windows this console opened, still open: they hear the tokens the console refreshes. A
 * window on another origin cannot read the console's cookies, so without this it would go on with tokens
 * the refresh has just replaced (a rotated refresh token is refused by the server).
 */
const openWindows = new Set<Window>();

/**
 * Posts a token pair to every open decoration window, addressed to the decoration origin only (never
 * '*': a window that navigated elsewhere must not get them), except the window the pair came from.
 */
export function pushTokensToDecorationWindows(accessToken: string, refreshToken: string, except?: MessageEventSource | null, origin = decorationOrigin()) {
  const message: TokenMessage = { type: TOKENS_MESSAGE, accessToken, refreshToken };
  for (const target of openWindows) {
    if (target.closed) openWindows.delete(target);
    else if (target !== except) target.postMessage(message, origin);
  }
}

/**
 * Opens the decoration window and posts the session to it every 200 ms until it answers that it
 * received it (spec §4); stores new tokens it sends, with each token's own expiry, and passes them on to
 * the other decoration windows. Returns a stop function.
 */
export function openDecorationWindow(url: string, win: Window = window): () => void {
  const origin = decorationOrigin();
  const target = win.open(url, '_blank');
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopPosting = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onMessage = (event: MessageEvent) => {
    if (!isFromDecoration(event, origin) || (target && event.source !== target)) return;
    if (isReceived(event.data)) stopPosting();
    else if (isTokenMessage(event.data)) {
      storage.setTokens(event.data.accessToken, event.data.refreshToken);
      pushTokensToDecorationWindows(event.data.accessToken, event.data.refreshToken, event.source, origin);
    }
  };
  win.addEventListener('message', onMessage);
  if (target) {
    openWindows.add(target);
    timer = setInterval(() => target.postMessage(sessionPayload(), origin), DECORATION_SYNC_MS);
  }
  return () => {
    stopPosting();
    if (target) openWindows.delete(target);
    win.removeEventListener('message', onMessage);
  };
}
