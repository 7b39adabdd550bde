import type { AuthProvider } from '@refinedev/core';
import { reloadTo } from '@/session/navigation';
import { signOut } from '@/session/session-api';
import type { Credentials } from '@/session/sign-in';
import { storage } from '@/session/storage';

/**
 * Refine's view of the session; the session module does the work. The console relies on
 * `getIdentity` (the list engine's own-records filters), `logout` (the user menu, through
 * `useLogout`) and `onError` (what Refine's data hooks call on a failure). `login` and `check` are
 * what Refine's contract asks for: the login page and the route guard run before Refine is mounted
 * and call the session directly.
 */
export const authProvider: AuthProvider = {
  login: async (credentials: Credentials) => {
    try {
      const { signIn } = await import('@/session/sign-in');
      await signIn(credentials);
      return { success: true };
    } catch (error) {
      return { success: false, error: error as Error };
    }
  },
  // Spec §4: sign-out clears user, shop and both tokens and reloads, so nothing of the session stays in memory.
  logout: async () => {
    await signOut();
    reloadTo('/login');
    return { success: true };
  },
  // An expired access token with a live refresh token is still a session: the next call refreshes it.
  check: async () => ({ authenticated: Boolean(storage.getUser() && storage.getRefreshToken()) }),
  getIdentity: async () => storage.getUser() ?? null,
  // The api client already handles 403 and shows every error.
  onError: async () => ({}),
};
