/** What the chat socket's frames say (api reference §2, docs/api/chat.md "Socket frames"). */
import type { ChatFrame } from './chat-socket';

interface ImData {
  type?: string;
  payload?: unknown;
  sender_id?: unknown;
  receiver_id?: unknown;
}

const imData = (frame: ChatFrame): ImData | undefined =>
  frame.module_type === 'IM' && typeof frame.data === 'object' && frame.data !== null ? (frame.data as ImData) : undefined;

/** The shop's unread count of an `unread_num` frame. */
export function unreadOfFrame(frame: ChatFrame): number | undefined {
  const data = imData(frame);
  const count = data?.type === 'unread_num' ? Number(data.payload) : NaN;
  return Number.isFinite(count) ? count : undefined;
}

/** The message of a `msg` frame. */
export function messageOfFrame<M>(frame: ChatFrame): M | undefined {
  const data = imData(frame);
  return data?.type === 'msg' && typeof data.payload === 'object' && data.payload !== null ? (data.payload as M) : undefined;
}
