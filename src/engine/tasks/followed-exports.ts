/**
 * The exports being followed. A notice outlives the screen that started its export, but not the console:
 * once the signed-in console goes (signed out, or the page's console unmounted), nothing reads their tasks on.
 */
const followed = new Set<AbortController>();

/** Follows one more export; the returned function says it has ended. */
export function addFollowed(stop: AbortController): () => void {
  followed.add(stop);
  return () => void followed.delete(stop);
}

/** Stops following every export (the console is going). */
export function stopFollowingExports(): void {
  for (const stop of followed) stop.abort();
  followed.clear();
}
