/**
 * The chat socket's connected consoles, per shop, and the frames pushed to them (api-reference §2:
 * `{module_type, data}`; UI61 listens to module_type `IM` with `data.type` `msg` or `unread_num`).
 */
import { toJsonText } from '../../lib/json';
import type { ChatMessageRecord } from './records';
import { unreadCount } from './store';
import { messageView } from './views';

/** What the socket handler gives for a connection (MSW's client connection has this method). */
export interface LiveClient {
  send(data: string): void;
}

const clients = new Map<string, Set<LiveClient>>();

/** Registers a console of the shop; returns how to unregister it. */
export function addClient(shopId: string, client: LiveClient): () => void {
  let set = clients.get(shopId);
  if (!set) clients.set(shopId, (set = new Set()));
  set.add(client);
  return () => {
    set.delete(client);
    if (!set.size) clients.delete(shopId);
  };
}

export const connectedCount = (shopId: string) => clients.get(shopId)?.size ?? 0;

const frame = (data: Record<string, unknown>) => toJsonText({ module_type: 'IM', data });

function push(shopId: string, data: Record<string, unknown>): void {
  const text = frame(data);
  clients.get(shopId)?.forEach((client) => client.send(text));
}

/** `{module_type: 'IM', data: {type: 'unread_num', payload: <count>}}`. */
const unreadData = (shopId: string) => ({ type: 'unread_num', payload: unreadCount(shopId) });

export const pushUnread = (shopId: string) => push(shopId, unreadData(shopId));

/** Tells a console that just connected the shop's unread count. */
export const greet = (shopId: string, client: LiveClient) => client.send(frame(unreadData(shopId)));

/** A new message, then the shop's unread count: `{module_type: 'IM', data: {type: 'msg', sender_id, receiver_id, payload}}`. */
export function pushMessage(m: ChatMessageRecord): void {
  const payload = messageView(m);
  push(m.shop_id, { type: 'msg', sender_id: payload.sender_id, receiver_id: payload.receiver_id, payload });
  pushUnread(m.shop_id);
}
