import { isRecord } from '@/utils/guards';
import { credentials } from './credentials';
import { endSession } from './session-events';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}
type RefreshCall = (refreshToken: string) => Promise<RefreshedTokens>;

let inflight: Promise<string> | null = null;

const filled = (value: unknown) => typeof value === 'string' && value.length > 0;
const hasTokens = (answer: unknown): answer is RefreshedTokens => isRecord(answer) && filled(answer.accessToken) && filled(answer.refreshToken);

/**
 * One refresh at a time: every caller that finds the access token gone waits on the same promise
 * (the spec's original polls a lock every 500 ms; sharing the promise gives the same one call).
 */
export function refreshAccessToken(call: RefreshCall): Promise<string> {
  inflight ??= (async () => {
    const refreshToken = credentials().refreshToken();
    if (!refreshToken) throw new Error('no refresh token');
    const tokens = await call(refreshToken);
    // A 200 without both tokens (an HTML page, `{}`) is a failed refresh, not a session without a token.
    if (!hasTokens(tokens)) throw new Error('refresh answer without tokens');
    credentials().saveTokens(tokens.accessToken, tokens.refreshToken);
    return tokens.accessToken;
  })().finally(() => {
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
    endSession('missing');
    throw new SessionEndedError('missing');
  }
  try {
    return await refreshAccessToken(call);
  } catch {
    endSession('refresh-failed');
    throw new SessionEndedError('refresh-failed');
  }
}
