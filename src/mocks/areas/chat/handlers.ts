/**
 * Customer-service chat REST calls (api-reference §2, UI61 `ChatApp/apiMixin.js`; fields designed in
 * docs/api/chat.md): the conversation list, opening a conversation, history paged from the newest,
 * sending, the unread count, and removing a conversation. Every call first delivers the simulated
 * buyers' answers that are due.
 */
import { db } from '../../db/store';
import { badParam, business, notFound, text, what } from '../../lib/errors';
import { toId } from '../../lib/json';
import { nowSeconds } from '../../lib/runtime';
import { num, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { expectAnswer, settleReplies } from './buyer';
import { cardFor } from './cards';
import './order-card';
import { pushMessage, pushUnread } from './live';
import { MESSAGE_TYPES, type ChatMessageRecord, type MessageType } from './records';
import { chatDb, conversationOf, markRead, messagesOf, newMessageId, openConversation, unreadCount } from './store';
import { conversationRow, MEMBER_BY_ID, messageView } from './views';

const MAX_TEXT = 1000;
/** A message of emoji only: pictographs with their joiners, variation selectors, skin tones and keycaps. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)+$/u;
const URL_LIKE = { IMAGES: /^(https?:\/\/|\/|data:image\/)/i, VIDEO: /^(https?:\/\/|\/|data:video\/)/i };

/** The caller's shop, with its simulated buyers' due answers delivered. */
function shopOf(ctx: Ctx): string {
  const shopId = ctx.session.shopId;
  settleReplies(shopId);
  return shopId;
}

/** Supplier shops have no customer-service chat (spec §1, §6). */
function requireChatShop(ctx: Ctx): string {
  if (db().shops.get(ctx.session.shopId)?.shop_type === 'SUPPLIER') throw business('供应商店铺没有客服会话功能', 'supplier shops have no customer-service chat');
  return shopOf(ctx);
}

/** A buyer by the id in `field`: 400 when absent, 404 when unknown. */
function memberOf(value: unknown, field: string): string {
  const id = toId(value);
  if (!id) throw badParam(`${field}不能为空`, `${field} is required`);
  if (!MEMBER_BY_ID.has(id)) throw notFound(what.member, id);
  return id;
}

/** The content of a message of `type`, checked (400 naming `content`), as the record's fields. */
function contentOf(type: MessageType, shopId: string, raw: unknown): Pick<ChatMessageRecord, 'text' | 'url' | 'card'> {
  const content = str(raw).trim();
  if (!content) throw badParam('消息内容(content)不能为空', 'content is required');
  const none = { text: '', url: '', card: {} };
  switch (type) {
    case 'TEXT':
      if ([...content].length > MAX_TEXT) throw badParam(`消息内容(content)不能超过 ${MAX_TEXT} 个字符`, `content must be at most ${MAX_TEXT} characters`);
      return { ...none, text: content };
    case 'EMOJI':
      if (!EMOJI_ONLY.test(content) || !/\p{Extended_Pictographic}/u.test(content) || [...content].length > 16) {
        throw badParam('表情消息(content)只能包含表情符号', 'content of an EMOJI message must be emoji only');
      }
      return { ...none, text: content };
    case 'IMAGES':
    case 'VIDEO':
      if (!URL_LIKE[type].test(content)) throw badParam('消息内容(content)必须是文件地址', 'content must be the URL of the file');
      return { ...none, url: content };
    case 'GOODS':
    case 'ORDER':
      return { ...none, card: cardFor(type, shopId, content) };
  }
}

export const chatHandlers = [
  route('get', '*/seller/im/friends-list', (ctx) => {
    const shopId = shopOf(ctx);
    return chatDb()
      .conversations.all()
      .filter((c) => c.shop_id === shopId && !c.hidden)
      .map(conversationRow)
      .sort((a, b) => b.last_time - a.last_time || (a.target_id < b.target_id ? -1 : 1));
  }),

  route('post', '*/seller/im/session/:receiver_id', (ctx) => {
    const shopId = requireChatShop(ctx);
    const memberId = memberOf(ctx.params.receiver_id, 'receiver_id');
    return conversationRow(openConversation(shopId, memberId, nowSeconds()));
  }),

  // Newest first by pages: page 1 is the latest `page_size` messages, page 2 the ones before; oldest first within a page.
  route('get', '*/seller/im/history', (ctx) => {
    const shopId = shopOf(ctx);
    const memberId = memberOf(ctx.query.get('receiver_id'), 'receiver_id');
    const pageNo = Math.max(1, Math.floor(num(ctx.query.get('page_no')) ?? 1));
    const pageSize = Math.min(100, Math.max(1, Math.floor(num(ctx.query.get('page_size')) ?? 10)));
    const all = messagesOf(shopId, memberId);
    const end = Math.max(0, all.length - (pageNo - 1) * pageSize);
    return { data: all.slice(Math.max(0, end - pageSize), end).map(messageView), page_no: pageNo, page_size: pageSize, data_total: all.length };
  }),

  route('post', '*/seller/im/message/:type', async (ctx) => {
    const type = ctx.params.type as MessageType;
    if (!MESSAGE_TYPES.includes(type)) throw badParam(`消息类型(type)只能是 ${MESSAGE_TYPES.join('、')}`, `type must be one of ${MESSAGE_TYPES.join(', ')}`);
    const shopId = requireChatShop(ctx);
    const fields = await ctx.fields();
    const memberId = memberOf(fields.receiver_id, 'receiver_id');
    const content = contentOf(type, shopId, fields.content);
    const now = nowSeconds();
    const conversation = openConversation(shopId, memberId, now);
    // Answering a buyer reads what they wrote.
    markRead(shopId, memberId);
    const last = messagesOf(shopId, memberId).at(-1);
    const message = chatDb().messages.put({
      msg_id: newMessageId(),
      shop_id: shopId,
      member_id: memberId,
      from_shop: true,
      type,
      ...content,
      msg_time: Math.max(now, last?.msg_time ?? 0),
      read: true,
    });
    pushMessage(message);
    expectAnswer(conversation);
    return messageView(message);
  }),

  route('post', '*/seller/im/unread-num', (ctx) => unreadCount(shopOf(ctx))),

  // UI61 calls it when a conversation is opened: the buyer's messages are read.
  route('delete', '*/seller/im/unread-num', (ctx) => {
    const shopId = shopOf(ctx);
    if (markRead(shopId, memberOf(ctx.query.get('sender_id'), 'sender_id'))) pushUnread(shopId);
  }),

  route('get', '*/seller/im/delete', (ctx) => {
    const shopId = shopOf(ctx);
    const memberId = memberOf(ctx.query.get('member_id'), 'member_id');
    const conversation = conversationOf(shopId, memberId);
    if (!conversation || conversation.hidden) throw notFound(text('会话', 'Conversation'), memberId);
    chatDb().conversations.put({ ...conversation, hidden: true });
    if (markRead(shopId, memberId)) pushUnread(shopId);
  }),
];
