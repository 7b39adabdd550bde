import type { AuthProvider } from '@refinedev/core';
import { signIn, signOut, type Credentials } from '@/session/session-api';
import { storage } from '@/session/storage';

/** Refine's view of the session; the session module does the work. */
export const authProvider: AuthProvider = {
  login: async (credentials: Credentials) => {
    try {
      await signIn(credentials);
      return { success: true };
    } catch (error) {
      return { success: false, error: error as Error };
    }
  },
  logout: async () => {
    await signOut();
    return { success: true, redirectTo: '/login' };
  },
  // An expired access token with a live refresh token is still a session: the next call refreshes it.
  check: async () => ({ authenticated: Boolean(storage.getUser() && storage.getRefreshToken()) }),
  getIdentity: async () => storage.getUser() ?? null,
  // The api client already handles 403 and shows every error.
  onError: async () => ({}),
};
