/** Records of the customer-service chat: a conversation per shop and buyer, and its messages. */
import type { English } from '../../db/types';

/** `IMAGES` (not IMAGE) is the UI61 name; `EMOJI` is the demo's type for a message of emoji only. */
export const MESSAGE_TYPES = ['TEXT', 'EMOJI', 'IMAGES', 'VIDEO', 'GOODS', 'ORDER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface ChatConversationRecord {
  /** `{shop_id}:{member_id}`. */
  id: string;
  shop_id: string;
  member_id: string;
  /** Removed from the shop's list (`seller/im/delete`); a new message or `session` brings it back. */
  hidden: boolean;
  created_time: number;
  /** The simulated buyer's pending answer: wall-clock ms when it arrives. */
  reply_due_ms?: number;
}

export interface ChatMessageRecord extends English {
  msg_id: string;
  shop_id: string;
  member_id: string;
  /** Sent by the shop (`is_self`), or by the buyer. */
  from_shop: boolean;
  type: MessageType;
  /** TEXT and EMOJI: the text (`__en.text` for seeded and simulated buyer lines). */
  text: string;
  /** IMAGES and VIDEO: the file's URL. */
  url: string;
  /** GOODS and ORDER: the card's fields, fixed when sent. */
  card: Record<string, unknown>;
  msg_time: number;
  /** Buyer messages: read by the shop. Shop messages are always read. */
  read: boolean;
}

export const conversationId = (shopId: string, memberId: string) => `${shopId}:${memberId}`;
