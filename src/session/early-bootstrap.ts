import { bootstrapSession, type BootstrapResult } from './bootstrap';
import { storage } from './storage';

let early: Promise<BootstrapResult> | undefined;
/** The checks' outcome once they have answered: the console's first render need not wait a turn for it. */
let settled: BootstrapResult | undefined;

/**
 * A page opened signed in starts the start-up checks at once, while the console's code downloads,
 * instead of after it has arrived. The same checks, the same calls: only earlier.
 */
export function startBootstrapEarly(): Promise<BootstrapResult> | undefined {
  const user = storage.getUser();
  if (!user || early) return early;
  const checks = bootstrapSession(user);
  early = checks;
  // Its outcome (a failure included) is the first mount's to act on.
  checks.then((result) => early === checks && (settled = result), () => undefined);
  return checks;
}

/** The early checks' outcome if they have already let the user in (read, not taken). */
export const earlyReady = () => (settled?.kind === 'ready' ? settled : undefined);

/** The checks started early, handed out once: a later mount or a retry runs them again. */
export function takeEarlyBootstrap(): Promise<BootstrapResult> | undefined {
  const checks = early;
  early = undefined;
  settled = undefined;
  return checks;
}
