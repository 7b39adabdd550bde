import { isRecord } from '@/utils/guards';
import { credentials } from './credentials';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}
type RefreshCall = (refreshToken: string) => Promise<RefreshedTokens>;

let inflight: Promise<string> | null = null;

const filled = (value: unknown) => typeof value === 'string' && value.length > 0;
const hasTokens = (answer: unknown): answer is RefreshedTokens => isRecord(answer) && filled(answer.accessToken) && filled(answer.refreshToken);

/** The Web Lock every tab of the console takes to refresh: one refresh per browser, not per tab. */
export const REFRESH_LOCK = 'seller-console-token-refresh';

/** The browser's lock manager, where it has one (every current browser; not jsdom). */
const lockManager = (): LockManager | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/**
 * The refresh itself, under the lock: a tab that waited for it finds the tokens another tab saved.
 * `before` is the access token this tab saw when it asked: only a different one is another tab's refresh.
 */
async function refreshOnce(call: RefreshCall, before: string | undefined): Promise<string> {
  // The cookies are the browser's, not the tab's: a refresh another tab made while this one waited is there.
  // Read under the lock: with one-time refresh tokens, the one read before another tab's refresh is spent.
  const { accessToken: refreshed, refreshToken } = await credentials().tokensNow();
  if (refreshed && refreshed !== before) return refreshed;
  if (!refreshToken) throw new Error('no refresh token');
  const tokens = await call(refreshToken);
  // A 200 without both tokens (an HTML page, `{}`) is a failed refresh, not a session without a token.
  if (!hasTokens(tokens)) throw new Error('refresh answer without tokens');
  credentials().saveTokens(tokens.accessToken, tokens.refreshToken);
  return tokens.accessToken;
}

/**
 * One refresh at a time, per browser: the calls of a tab that find the access token gone share one
 * promise, and the tabs share one refresh through a Web Lock (ten tabs opened together make one call;
 * with one-time refresh tokens, a second would sign the others out). The spec's original polls a lock
 * every 500 ms; waiting on the lock gives the same one call without the polling.
 */
export function refreshAccessToken(call: RefreshCall): Promise<string> {
  const locks = lockManager();
  const before = credentials().accessToken();
  inflight ??= (locks ? locks.request(REFRESH_LOCK, () => refreshOnce(call, before)) : refreshOnce(call, before)).finally(() => {
    inflight = null;
  });
  return inflight;
}

export class SessionEndedError extends Error {
  constructor(readonly reason: 'refresh-failed' | 'missing') {
    super(`session ended: ${reason}`);
    this.name = 'SessionEndedError';
  }
}

/**
 * The access token to send, refreshing it first when its cookie has expired (spec §4).
 * No user: nothing to send. User without a refresh token: the login state is gone.
 */
export async function accessTokenForCall(call: RefreshCall): Promise<string | undefined> {
  const session = credentials();
  const access = session.accessToken();
  if (access) return access;
  if (!session.hasUser()) return undefined;
  if (!session.refreshToken()) {
    throw new SessionEndedError('missing');
  }
  try {
    return await refreshAccessToken(call);
  } catch {
    throw new SessionEndedError('refresh-failed');
  }
}
