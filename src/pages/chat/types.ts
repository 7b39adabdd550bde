/** The chat's records (docs/api/chat.md). Ids stay strings or numbers as they come; they are compared as text. */
export interface Conversation {
  target_id: string | number;
  name: string;
  avatar?: string;
  un_read_num: number;
  last_message?: string;
  last_time?: number;
}

export type MessageType = 'TEXT' | 'EMOJI' | 'IMAGES' | 'VIDEO' | 'GOODS' | 'ORDER';

export interface ChatMessage {
  msg_id: string | number;
  type: MessageType;
  is_self: boolean;
  sender_id: string | number;
  receiver_id: string | number;
  msg_time: number;
  text?: string;
  url?: string;
  goods_id?: string | number;
  goods_name?: string;
  goods_image?: string;
  goods_price?: number;
  order_sn?: string;
  create_time?: number;
  order_price?: number;
  goods_list?: Array<{ goods_id: string | number; goods_name: string; goods_image?: string }>;
}

/** The buyer a message is with: the receiver of the shop's own, the sender of the buyer's. */
export const buyerOf = (m: ChatMessage) => String(m.is_self ? m.receiver_id : m.sender_id);
