import { config } from '@/config';
import { storage } from '@/session/storage';
import { parseJson } from '@/utils/json';

/** A frame of the customer-service socket: `{module_type, data}` (api reference §2). */
export interface ChatFrame {
  module_type: string;
  data: unknown;
}

const MAX_RETRIES = 6;

/** `ws(s)://{seller host}/ws/shop?appType=shop&uuid={uuid}`; the seller API's own host, or this page's. */
export function chatSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const url = new URL(config.sellerApiUrl || `${loc.protocol}//${loc.host}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/ws/shop`;
  url.search = new URLSearchParams({ appType: 'shop', uuid: storage.getUuid() }).toString();
  return url.toString();
}

export function parseFrame(data: unknown): ChatFrame | undefined {
  try {
    const frame = parseJson(String(data)) as Partial<ChatFrame> | null;
    return frame && typeof frame.module_type === 'string' ? (frame as ChatFrame) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the shop's chat socket with the access token as its sub-protocol (never in the URL), passes on
 * each frame, and reconnects with a growing pause. Returns the function that closes it.
 */
export function connectChat(onFrame: (frame: ChatFrame) => void, Socket: typeof WebSocket = WebSocket): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const token = storage.getAccessToken();
    if (stopped || !token) return;
    socket = new Socket(chatSocketUrl(), token);
    socket.onopen = () => {
      retries = 0;
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (frame) onFrame(frame);
    };
    socket.onclose = () => {
      if (stopped || ++retries > MAX_RETRIES) return;
      timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** retries));
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
