import type { SessionEndReason } from '@/api/session-events';
import { loginPathFor } from './forward';
import { currentConsolePath, reloadTo } from './navigation';
import { storage } from './storage';

/** Why the console signed the user out by itself; /login says it once (spec §8 gives no text for most). */
export const SIGNED_OUT_REASONS = ['expired', 'refresh-failed', 'missing', 'routes-failed', 'closed', 'applying', 'refused', 'not-applied'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

// The tab's own storage: the reason belongs to the reload that follows, not to another tab or a later visit.
const REASON_KEY = 'seller_signed_out';

const isReason = (value: unknown): value is SignedOutReason => SIGNED_OUT_REASONS.includes(value as SignedOutReason);

export function rememberSignedOutReason(reason: SignedOutReason) {
  try {
    sessionStorage.setItem(REASON_KEY, reason);
  } catch {
    // Storage refused (private mode, quota): /login opens without the reason.
  }
}

/**
 * The reason stored by the sign-out that led to this page load, taken from storage when the page starts
 * (this module loads with src/main.tsx) and forgotten there. Read later, it could be one this page has
 * just written on its way out: the route guard draws /login before the reload does, and would use up the
 * reason the reloaded /login is there to show. Anything stored that is not a known reason is dropped.
 */
const reasonAtStart: SignedOutReason | undefined = (() => {
  try {
    const stored = sessionStorage.getItem(REASON_KEY);
    sessionStorage.removeItem(REASON_KEY);
    return isReason(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
})();

/** Why the console signed the user out on the way to this page load, if it did. */
export const signedOutReason = (): SignedOutReason | undefined => reasonAtStart;

const REASON_OF_END: Record<SessionEndReason, SignedOutReason> = { forbidden: 'expired', 'refresh-failed': 'refresh-failed', missing: 'missing' };

/**
 * Ends a session the api client gave up on: clears it, keeps the reason for /login and reloads there
 * with the address to come back to. Registered before the first call leaves (src/main.tsx), so that a
 * failure while the console's code is still arriving signs out as one after it (spec §4, §8).
 */
export function leaveSession(reason: SessionEndReason) {
  storage.clearSession();
  rememberSignedOutReason(REASON_OF_END[reason]);
  reloadTo(loginPathFor(currentConsolePath()));
}
