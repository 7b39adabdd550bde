/**
 * Two windows on two origins, as a browser joins them: `postMessage` delivers only when the target origin
 * is the receiver's own (else the browser drops it), with the sender's origin and window as
 * `origin`/`source`. Delivery waits for `deliver()`, so that a test can look between sending and hearing.
 */
type Listener = (event: MessageEvent) => void;

export interface FakeWindow {
  origin: string;
  listeners: Listener[];
  /** what was addressed to this window and not delivered yet */
  inbox: MessageEvent[];
  /** what this window was sent with a wrong target origin (dropped by the browser) */
  dropped: unknown[];
  win: Window;
}

export function fakeWindow(origin: string): FakeWindow {
  const self: FakeWindow = { origin, listeners: [], inbox: [], dropped: [], win: undefined as unknown as Window };
  self.win = {
    closed: false,
    opener: null,
    location: { origin },
    addEventListener: (_type: string, l: Listener) => void self.listeners.push(l),
    removeEventListener: (_type: string, l: Listener) => void (self.listeners = self.listeners.filter((x) => x !== l)),
  } as unknown as Window;
  return self;
}

/** Makes `to.win.postMessage` a message from `from`. */
export function connect(from: FakeWindow, to: FakeWindow) {
  (to.win as unknown as { postMessage: (data: unknown, targetOrigin: string) => void }).postMessage = (data, targetOrigin) => {
    if (targetOrigin !== to.origin) to.dropped.push(data);
    else to.inbox.push({ data, origin: from.origin, source: from.win } as unknown as MessageEvent);
  };
}

/** Hands every waiting message to the window's listeners; returns how many there were. */
export function deliver(w: FakeWindow): number {
  const waiting = w.inbox.splice(0);
  for (const event of waiting) for (const l of [...w.listeners]) l(event);
  return waiting.length;
}

/** A message from a third origin, straight to the window's listeners. */
export const sendFrom = (w: FakeWindow, origin: string, source: unknown, data: unknown) =>
  w.listeners.forEach((l) => l({ data, origin, source } as unknown as MessageEvent));
