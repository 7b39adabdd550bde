/**
 * The simulated buyers: a buyer answers the shop's message a moment later (a deterministic line chosen
 * from what the shop sent), and in the browser a buyer now and then writes on their own. New buyer
 * messages are unread and are pushed to the shop's connected consoles with the new unread count.
 * Answers are settled lazily too (on any chat call), so a reply arrives even with no timer running.
 */
import { text, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { pushMessage } from './live';
import type { ChatConversationRecord, ChatMessageRecord } from './records';
import { FOLLOW_UPS } from './seed';
import { chatDb, messagesOf, newMessageId, openConversation } from './store';

/** How long a buyer takes to answer. */
export const REPLY_MS = 2500;

const THANKS: readonly Bilingual[] = [
  text('好的，谢谢！', 'OK, thank you!'),
  text('收到，我考虑一下。', 'Got it, let me think about it.'),
  text('明白了，我这就下单。', 'I see, I will order now.'),
];

const BY_TOPIC: [RegExp, Bilingual][] = [
  [/发货|快递|物流|到货|ship|deliver|courier|track/i, text('好的，那我等你们的发货通知。', 'OK, I will wait for the shipping notice.')],
  [/优惠|便宜|券|折|减|discount|coupon|cheap|off/i, text('好的，我去领券下单。', 'Great, I will take the coupon and order.')],
  [/退|换|售后|return|refund|exchange/i, text('明白了，有问题我再联系你们。', 'Understood, I will contact you if there is a problem.')],
];

/** The buyer's answer to the shop's last message (`shopLines`: how many the shop has sent so far). */
export function answerTo(last: ChatMessageRecord, shopLines: number): Bilingual {
  if (last.type === 'GOODS') return text('这个商品我看看，谢谢推荐！', 'I will have a look at this one, thanks!');
  if (last.type === 'ORDER') return text('对，就是这个订单。', 'Yes, that is the order.');
  if (last.type === 'IMAGES' || last.type === 'VIDEO') return text('收到了，我看一下。', 'Got it, let me have a look.');
  if (last.type === 'EMOJI') return text('哈哈，好的～', 'Haha, OK!');
  return BY_TOPIC.find(([topic]) => topic.test(last.text))?.[1] ?? THANKS[shopLines % THANKS.length];
}

/** Stores a buyer's line (unread) and pushes it live. */
function buyerSays(shopId: string, memberId: string, line: Bilingual, at: number): ChatMessageRecord {
  openConversation(shopId, memberId, at);
  const message = chatDb().messages.put({
    msg_id: newMessageId(),
    shop_id: shopId,
    member_id: memberId,
    from_shop: false,
    type: 'TEXT',
    text: line.zh,
    url: '',
    card: {},
    msg_time: at,
    read: false,
    __en: { text: line.en },
  });
  pushMessage(message);
  return message;
}

/** Delivers every answer of the shop's buyers whose time has come. */
export function settleReplies(shopId: string): void {
  const due = chatDb()
    .conversations.all()
    .filter((c) => c.shop_id === shopId && c.reply_due_ms !== undefined && c.reply_due_ms <= Date.now());
  for (const c of due) {
    const { reply_due_ms: dueAt = Date.now(), ...rest } = c;
    chatDb().conversations.put(rest);
    const history = messagesOf(shopId, c.member_id);
    const shopLines = history.filter((m) => m.from_shop);
    const last = shopLines.at(-1);
    if (last) buyerSays(shopId, c.member_id, answerTo(last, shopLines.length - 1), Math.max(Math.floor(dueAt / 1000), last.msg_time));
  }
}

/**
 * Settles the shop's answers once the clock has reached `dueAt`. A timer can fire a little before
 * `Date.now()` gets there (Node measures timers from the start of a long tick), so an early one waits
 * again instead of dropping the answer.
 */
function settleWhenDue(shopId: string, dueAt: number): void {
  const wait = dueAt - Date.now();
  if (wait <= 0) return settleReplies(shopId);
  const timer = setTimeout(() => settleWhenDue(shopId, dueAt), wait);
  // In Node (tests, mock-api) a pending answer must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
}

/** The buyer will answer in `REPLY_MS` (one answer for several quick messages). */
export function expectAnswer(conversation: ChatConversationRecord): void {
  if (conversation.reply_due_ms !== undefined) return;
  const dueAt = Date.now() + REPLY_MS;
  chatDb().conversations.put({ ...conversation, reply_due_ms: dueAt });
  settleWhenDue(conversation.shop_id, dueAt);
}

/** A buyer of the shop's list writes on their own (the browser demo's "a message came" every now and then). */
export function buyerWrites(shopId: string): void {
  const listed = chatDb()
    .conversations.all()
    .filter((c) => c.shop_id === shopId && !c.hidden)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (!listed.length) return;
  const written = chatDb()
    .messages.all()
    .filter((m) => m.shop_id === shopId && !m.from_shop).length;
  const c = listed[written % listed.length];
  buyerSays(shopId, c.member_id, FOLLOW_UPS[written % FOLLOW_UPS.length], nowSeconds());
}
