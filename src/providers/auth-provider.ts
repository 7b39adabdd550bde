import type { AuthProvider, CheckResponse } from '@refinedev/core';
import { credentials } from '@/api/credentials';
import { endSession, type SessionEndReason } from '@/api/session-events';
import { SessionEndedError } from '@/api/token-refresh';
import { loginPathFor } from '@/session/forward';
import { reloadTo } from '@/session/navigation';
import type { Credentials } from '@/session/sign-in';
import { storage } from '@/session/storage';
import { grantedNames } from './access-control-provider';

/**
 * What an auth failure does (spec §8), decided here and nowhere else: the reason the session ends, or
 * none. A 403 ends it only when a refresh token exists ("otherwise nothing further"); a refresh that
 * failed, or a user without a refresh token, ends it always. The api client reports every such failure
 * here (registered before the first call), and Refine's data hooks pass theirs through `onError`.
 */
function sessionEndFor(error: unknown): SessionEndReason | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, code, reason } = error as { status?: unknown; code?: unknown; reason?: unknown };
  const ended = code ?? reason;
  if (ended === 'refresh-failed' || ended === 'missing') return ended;
  if (status === 403) return credentials().refreshToken() ? 'forbidden' : undefined;
  return undefined;
}

/** Ends the session if the failure says so (once, however many calls fail together); true if it did. */
export function endSessionOn(error: unknown): boolean {
  const reason = sessionEndFor(error);
  if (reason) endSession(reason);
  return reason !== undefined;
}

/**
 * The session as Refine sees it: the login page signs in through `useLogin`, the route guard asks
 * `check` through `useIsAuthenticated`, a failed call reaches `onError`, `getPermissions` answers the
 * role's permission names, and the user menu signs out through `useLogout` (after its confirmation).
 */
export const authProvider: AuthProvider = {
  login: async (values: Credentials) => {
    try {
      // The sign-in call's code (the api client, MD5) loads with the first sign-in, not with /login.
      const { signIn } = await import('@/session/sign-in');
      await signIn(values);
      return { success: true };
    } catch (error) {
      // The api client has said why (its toast); the form asks for a new captcha.
      return { success: false, error: error as Error };
    }
  },
  // Spec §4: sign-out clears user, shop and both tokens and reloads, so nothing of the session stays in memory.
  logout: async () => {
    const { signOut } = await import('@/session/session-api');
    await signOut();
    reloadTo('/login');
    return { success: true };
  },
  /**
   * Spec §4: no user is no session (to /login, with the address to come back to); a user without a refresh
   * token has lost the login state; an expired access token with a refresh token is refreshed first, by the
   * one refresh every call shares (exactly once however many ask).
   */
  check: async (params?: { path?: string }): Promise<CheckResponse> => {
    if (!storage.getUser()) return { authenticated: false, redirectTo: loginPathFor(params?.path ?? '/') };
    if (!storage.getRefreshToken()) return { authenticated: false, error: new SessionEndedError('missing') };
    if (!storage.getAccessToken()) {
      try {
        const { ensureAccessToken } = await import('@/api');
        await ensureAccessToken();
      } catch (error) {
        return { authenticated: false, error: error as Error };
      }
    }
    return { authenticated: true };
  },
  getIdentity: async () => storage.getUser() ?? null,
  getPermissions: async () => grantedNames(),
  // The session's end (to /login with its reason) is under way when it ends: Refine has nothing to add.
  onError: async (error) => {
    endSessionOn(error);
    return {};
  },
};
