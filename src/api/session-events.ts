/**
 * The client's way to end a session (refresh failed, credentials missing, 403 with a refresh token)
 * without knowing about routing or dialogs. The auth layer registers the handler; it runs once per
 * session however many calls fail together.
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

/** A new sign-in starts a session that can end again. */
export const sessionStarted = () => {
  ended = false;
};
