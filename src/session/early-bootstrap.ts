import { bootstrapSession, type BootstrapResult } from './bootstrap';
import { storage } from './storage';

let early: Promise<BootstrapResult> | undefined;

/**
 * A page opened signed in starts the start-up checks at once, while the console's code downloads,
 * instead of after it has arrived. The same checks, the same calls: only earlier.
 */
export function startBootstrapEarly() {
  const user = storage.getUser();
  if (!user || early) return;
  early = bootstrapSession(user);
  // Its outcome (a failure included) is the first mount's to act on.
  early.catch(() => undefined);
}

/** The checks started early, handed out once: a later mount or a retry runs them again. */
export function takeEarlyBootstrap(): Promise<BootstrapResult> | undefined {
  const checks = early;
  early = undefined;
  return checks;
}
