/**
 * One chat socket for every console tab of the browser (api reference §2: the seed console shares one
 * through a SharedWorker). The tab holding the Web Lock `seller-chat-socket` opens the socket and passes
 * each frame to the other tabs over a BroadcastChannel; when it closes, a waiting tab takes the lock and
 * the socket over. The chat page takes it at once (`lead`): the conversation it shows must be live. A
 * browser without locks or channels opens a socket per tab. (A SharedWorker is not used: the demo
 * marketplace answers the socket inside the page.)
 */
import { connectChat, type ChatFrame } from './chat-socket';

const LOCK = 'seller-chat-socket';
const CHANNEL = 'seller-chat';

type Listener = (frame: ChatFrame) => void;
const listeners = new Set<Listener>();
let stopHub: (() => void) | undefined;
let leading = false;

const deliver = (frame: ChatFrame) => listeners.forEach((listener) => listener(frame));
const isFrame = (value: unknown): value is ChatFrame => typeof (value as ChatFrame | null)?.module_type === 'string';

function startHub(steal: boolean): () => void {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!channel || !locks) {
    channel?.close();
    return connectChat(deliver);
  }
  channel.onmessage = (event: MessageEvent) => {
    if (isFrame(event.data)) deliver(event.data);
  };
  let stopped = false;
  let release: (() => void) | undefined;
  const waiting = new AbortController();
  const hold = (takeOver: boolean) => {
    let closeSocket: (() => void) | undefined;
    // A steal cannot carry an abort signal; the lock is released by settling the held promise instead.
    const options: LockOptions = takeOver ? { steal: true } : { signal: waiting.signal };
    locks
      .request(LOCK, options, () => {
        if (stopped) return undefined;
        closeSocket = connectChat((frame) => {
          deliver(frame);
          channel.postMessage(frame);
        });
        return new Promise<void>((resolve) => (release = resolve));
      })
      .then(() => closeSocket?.())
      .catch(() => {
        // Another tab took the socket over (or this hub stopped): wait for it again.
        closeSocket?.();
        if (!stopped) hold(false);
      });
  };
  hold(steal);
  return () => {
    stopped = true;
    waiting.abort();
    release?.();
    channel.close();
  };
}

/** Hears every frame of the shop's chat socket, in whichever tab it is open; returns how to stop. */
export function subscribeChat(listener: Listener, options: { lead?: boolean } = {}): () => void {
  listeners.add(listener);
  if (options.lead && !leading) {
    // The chat page: take the socket over from another tab.
    stopHub?.();
    stopHub = undefined;
    leading = true;
  }
  stopHub ??= startHub(leading);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopHub?.();
    stopHub = undefined;
    leading = false;
  };
}
