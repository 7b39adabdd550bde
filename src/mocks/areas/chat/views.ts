/** How chat records answer: a message (history, send, socket) and a conversation of the shop's list. */
import { MEMBERS } from '../../db/seed/members';
import { text, type Bilingual } from '../../lib/errors';
import type { ChatConversationRecord, ChatMessageRecord } from './records';
import { messagesOf, unreadCount } from './store';

export const MEMBER_BY_ID = new Map(MEMBERS.map((m) => [m.member_id, m]));

/**
 * A message: `msg_id`, `type`, `is_self` (sent by the shop), `sender_id`, `receiver_id`, `msg_time`,
 * `is_read`, then by type `text` (TEXT, EMOJI), `url` (IMAGES, VIDEO) or the card's fields (GOODS, ORDER).
 */
export function messageView(m: ChatMessageRecord) {
  const { __en: cardEnglish, ...card } = m.card as Record<string, unknown> & { __en?: Record<string, string> };
  const content = m.type === 'TEXT' || m.type === 'EMOJI' ? { text: m.text } : m.type === 'IMAGES' || m.type === 'VIDEO' ? { url: m.url } : card;
  const english = { ...cardEnglish, ...m.__en };
  return {
    msg_id: m.msg_id,
    type: m.type,
    is_self: m.from_shop,
    sender_id: m.from_shop ? m.shop_id : m.member_id,
    receiver_id: m.from_shop ? m.member_id : m.shop_id,
    msg_time: m.msg_time,
    is_read: m.read ? 1 : 0,
    ...content,
    ...(Object.keys(english).length ? { __en: english } : {}),
  };
}

const LABELS: Record<string, Bilingual> = {
  IMAGES: text('[图片]', '[Picture]'),
  VIDEO: text('[视频]', '[Video]'),
  GOODS: text('[商品]', '[Goods]'),
  ORDER: text('[订单]', '[Order]'),
};

/** One line for the conversation list. */
function preview(m: ChatMessageRecord | undefined): Bilingual {
  if (!m) return text('', '');
  if (m.type === 'TEXT' || m.type === 'EMOJI') return text(m.text, m.__en?.text ?? m.text);
  return LABELS[m.type];
}

/**
 * A conversation of `seller/im/friends-list`: `target_id` (the buyer's member_id), `name`, `avatar`,
 * `un_read_num`, `last_message`, `last_time`.
 */
export function conversationRow(c: ChatConversationRecord) {
  const member = MEMBER_BY_ID.get(c.member_id);
  const last = messagesOf(c.shop_id, c.member_id).at(-1);
  const line = preview(last);
  return {
    target_id: c.member_id,
    name: member?.uname ?? '',
    avatar: member?.face ?? '',
    un_read_num: unreadCount(c.shop_id, c.member_id),
    last_message: line.zh,
    last_time: last?.msg_time ?? c.created_time,
    __en: { last_message: line.en },
  };
}
