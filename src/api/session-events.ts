/**
 * The client's way to report a failure that may end the session (a 403, a refresh that failed, login
 * state gone) without deciding what it does, and the session's way to end. The auth provider decides
 * (`authProvider.onError`, registered before the first call: src/main.tsx); the session's handler ends
 * it, once per session however many calls fail together.
 */
export type SessionEndReason = 'refresh-failed' | 'missing' | 'forbidden';
type Handler = (reason: SessionEndReason) => void;

let handler: Handler = () => {};
/** Whether the failure ended the session: false leaves the call's failure to its caller alone. */
let decide: (error: unknown) => boolean = () => false;
let ended = false;

export const onAuthFailure = (next: (error: unknown) => boolean) => {
  decide = next;
};
/** A call failed with a 403, or the client could not carry the session on: true if the session ends. */
export const reportAuthFailure = (error: unknown) => decide(error);

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
