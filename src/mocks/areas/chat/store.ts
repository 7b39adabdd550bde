/** The chat's tables (seeded on first use from the `unreadCount` demo setting) and its queries. */
import { defineArea, nextId } from '../../db/store';
import { getDemoSettings } from '../../settings';
import { conversationId, type ChatConversationRecord, type ChatMessageRecord } from './records';
import { seedChat } from './seed';

export const chatDb = defineArea('chat', (table, core) => {
  const conversations = table<ChatConversationRecord>('chatConversations', (r) => r.id);
  const messages = table<ChatMessageRecord>('chatMessages', (r) => r.msg_id);
  const seed = seedChat(core, getDemoSettings().unreadCount);
  seed.conversations.forEach((r) => conversations.load(r));
  seed.messages.forEach((r) => messages.load(r));
  return { conversations, messages, lastSeededId: seed.lastId };
});

export const newMessageId = () => nextId('chatMessage', chatDb().lastSeededId);

const byTime = (a: ChatMessageRecord, b: ChatMessageRecord) => a.msg_time - b.msg_time || Number(BigInt(a.msg_id) - BigInt(b.msg_id));

/** A conversation's messages, oldest first. */
export const messagesOf = (shopId: string, memberId: string) =>
  chatDb()
    .messages.all()
    .filter((m) => m.shop_id === shopId && m.member_id === memberId)
    .sort(byTime);

export const conversationOf = (shopId: string, memberId: string) => chatDb().conversations.get(conversationId(shopId, memberId));

/** Buyer messages the shop has not read: of one conversation, or of every conversation in its list. */
export function unreadCount(shopId: string, memberId?: string): number {
  const listed = new Set(
    chatDb()
      .conversations.all()
      .filter((c) => c.shop_id === shopId && !c.hidden)
      .map((c) => c.member_id),
  );
  return chatDb()
    .messages.all()
    .filter((m) => m.shop_id === shopId && !m.from_shop && !m.read && (memberId ? m.member_id === memberId : listed.has(m.member_id))).length;
}

/** Marks a conversation's buyer messages read; true when any was unread. */
export function markRead(shopId: string, memberId: string): boolean {
  const unread = chatDb()
    .messages.all()
    .filter((m) => m.shop_id === shopId && m.member_id === memberId && !m.from_shop && !m.read);
  unread.forEach((m) => chatDb().messages.put({ ...m, read: true }));
  return unread.length > 0;
}

/** The shop's conversation with a buyer, created or brought back into the list. */
export function openConversation(shopId: string, memberId: string, now: number): ChatConversationRecord {
  const existing = conversationOf(shopId, memberId);
  if (existing && !existing.hidden) return existing;
  return chatDb().conversations.put(existing ? { ...existing, hidden: false } : { id: conversationId(shopId, memberId), shop_id: shopId, member_id: memberId, hidden: false, created_time: now });
}
