/**
 * The client's way to end a session (refresh failed, credentials missing, 403 with a refresh token)
 * without knowing about routing or dialogs. The session registers its handler before the first call
 * (src/main.tsx); it runs once per session however many calls fail together.
 */
export type SessionEndReason = 'refresh-failed' | 'missing' | 'forbidden';
type Handler = (reason: SessionEndReason) => void;

let handler: Handler = () => {};
let ended = false;

export const onSessionEnd = (next: Handler) => {
  handler = next;
};

export function endSession(reason: SessionEndReason) {
  if (ended) return;
  ended = true;
  handler(reason);
}

/** The session has been ended: what is on screen is on its way to /login (no error page, no Retry). */
export const sessionHasEnded = () => ended;

/** A new sign-in starts a session that can end again. */
export const sessionStarted = () => {
  ended = false;
};
