/**
 * The decoration window's side of the spec §4 hand-over (the console's side: `openDecorationWindow`).
 * It hears only the console's origin and only a session message of the right shape, answers that it
 * received it, and from then on sends every token pair it refreshes back to the console; the tokens the
 * console refreshes come the other way, and are taken only from the console, in the right shape.
 */
import { config } from '@/config';
import { registerWindowCredentials } from '@/session/credentials';
import { isTokenMessage, RECEIVED_MESSAGE, SESSION_MESSAGE, TOKENS_MESSAGE, type TokenMessage } from '@/session/decoration-sync';
import { storage, type SessionUser, type ShopInfo } from '@/session/storage';

export const consoleOrigin = () => config.consoleOrigin || window.location.origin;

export interface SessionMessage {
  type: typeof SESSION_MESSAGE;
  user: SessionUser;
  shop?: ShopInfo;
  accessToken: string;
  refreshToken: string;
  language?: string;
}

const text = (value: unknown) => typeof value === 'string' && value.length > 0;

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  const user = m.user as Record<string, unknown> | undefined;
  return m.type === SESSION_MESSAGE && text(m.accessToken) && text(m.refreshToken) && Boolean(user && typeof user === 'object' && text(user.username));
}

/** A message is the console's when it comes from the console's origin and, when the window has an opener, from that window. */
export const isFromConsole = (event: Pick<MessageEvent, 'origin' | 'source'>, opener: Window | null, origin = consoleOrigin()) =>
  event.origin === origin && (!opener || event.source === opener);

/** Keeps the handed-over session in this window's storage. */
export function adoptSession(message: SessionMessage) {
  storage.setUser(message.user);
  if (message.shop) storage.setShop(message.shop);
  storage.setTokens(message.accessToken, message.refreshToken);
  if (message.language) storage.setLanguage(message.language);
}

/**
 * Listens for the console's session; calls `onSession` once one is adopted. Tokens this window
 * refreshes go back to the console; tokens the console refreshed are kept (not sent back: the console
 * has them). Returns a stop function.
 */
export function receiveSession(onSession: (message: SessionMessage) => void, win: Window = window): () => void {
  const opener = win.opener as Window | null;
  const origin = consoleOrigin();
  const onMessage = (event: MessageEvent) => {
    if (!isFromConsole(event, opener, origin)) return;
    if (isTokenMessage(event.data)) {
      // Only a window that holds a session takes its new tokens: tokens alone sign nobody in.
      if (storage.getUser()) storage.setTokens(event.data.accessToken, event.data.refreshToken);
      return;
    }
    if (!isSessionMessage(event.data)) return;
    adoptSession(event.data);
    (event.source as Window | null)?.postMessage({ type: RECEIVED_MESSAGE }, origin);
    onSession(event.data);
  };
  win.addEventListener('message', onMessage);
  if (opener) {
    registerWindowCredentials((accessToken, refreshToken) => {
      // Kept here and sent to the console only (not through the console's own save, which pushes to the windows it opened).
      storage.setTokens(accessToken, refreshToken);
      const message: TokenMessage = { type: TOKENS_MESSAGE, accessToken, refreshToken };
      opener.postMessage(message, origin);
    });
  }
  return () => win.removeEventListener('message', onMessage);
}
