let callsReady: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for `ready` before they go out. The demo build renders its first page while the demo
 * marketplace's worker starts, so that a new user does not wait for the demo's code to see the page.
 * Its own module: the start-up sets it before the client's code (axios) has loaded.
 */
export function holdCallsUntil(ready: Promise<unknown>) {
  callsReady = ready;
}

export const untilCallsReady = () => callsReady;
