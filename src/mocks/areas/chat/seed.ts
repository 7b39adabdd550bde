/**
 * Seeded conversations of the owner shop with demo buyers: every message type, a long history to page
 * through, and unread buyer messages adding up to the `unreadCount` demo setting (120 by default, so the
 * badge shows 99+).
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import { MEMBERS } from '../../db/seed/members';
import type { DemoStore } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { text, type Bilingual } from '../../lib/errors';
import { placeholderImage } from '../../lib/images';
import { goodsCard } from './cards';
import { conversationId, type ChatConversationRecord, type ChatMessageRecord } from './records';

/** A buyer's question and the shop's answer. */
const EXCHANGES: [buyer: Bilingual, shop: Bilingual][] = [
  [text('在吗？', 'Hello, anyone there?'), text('您好，在的，请问有什么可以帮您？', 'Hi, yes. How can I help you?')],
  [text('这款有现货吗？', 'Is this one in stock?'), text('有现货的，今天下单明天发货。', 'It is in stock: order today and it ships tomorrow.')],
  [text('什么时候发货？', 'When will it ship?'), text('48 小时内发货，发货后会推送物流单号。', 'Within 48 hours; you will get the tracking number then.')],
  [text('可以便宜一点吗？', 'Could you make it a bit cheaper?'), text('现在店铺有满 299 减 30 的活动哦。', 'The shop has 30 off orders over 299 right now.')],
  [text('支持七天无理由退货吗？', 'Can I return it within 7 days?'), text('支持的，商品完好、不影响二次销售即可。', 'Yes, as long as the goods are intact.')],
  [text('发什么快递？', 'Which courier do you use?'), text('默认顺丰，偏远地区发邮政。', 'SF Express by default, EMS for remote areas.')],
  [text('可以开发票吗？', 'Can you issue an invoice?'), text('可以开电子发票，下单时填写抬头即可。', 'Yes, an e-invoice: fill in the title when you order.')],
  [text('收到了，质量不错', 'Received it, the quality is good'), text('感谢支持，欢迎再次光临！', 'Thank you, see you again!')],
];

/** What a waiting buyer keeps writing (unread lines). */
export const FOLLOW_UPS: readonly Bilingual[] = [
  text('请问还在吗？', 'Are you still there?'),
  text('麻烦尽快回复一下', 'Please reply soon'),
  text('我想改一下收货地址', 'I would like to change the delivery address'),
  text('订单什么时候能到？', 'When will my order arrive?'),
  text('能帮我备注一下送货时间吗？', 'Could you note a delivery time for me?'),
  text('有优惠券可以用吗？', 'Is there a coupon I can use?'),
  text('这个颜色还有吗？', 'Do you still have this colour?'),
  text('能发个实物图吗？', 'Could you send a photo of the real thing?'),
];

/** Conversations seeded, newest first, and each one's share of the unread messages. */
const UNREAD_WEIGHTS = [30, 22, 16, 12, 9, 7, 5, 4, 3, 2, 0, 0];

/** `total` split by the weights, rounding down; what is left goes to the first. */
function shares(total: number): number[] {
  const sum = UNREAD_WEIGHTS.reduce((a, b) => a + b, 0);
  const out = UNREAD_WEIGHTS.map((w) => Math.floor((total * w) / sum));
  out[0] += total - out.reduce((a, b) => a + b, 0);
  return out;
}

export interface ChatSeed {
  conversations: ChatConversationRecord[];
  messages: ChatMessageRecord[];
  /** The highest seeded message id (new messages continue after it). */
  lastId: string;
}

export function seedChat(core: DemoStore, unreadCount: number): ChatSeed {
  const goods = core.goods.all().filter((g: GoodsRecord) => g.shop_id === SHOP.owner && g.market_enable === 1 && g.disabled === 1);
  const conversations: ChatConversationRecord[] = [];
  const messages: ChatMessageRecord[] = [];
  let lastId = 600000;
  shares(unreadCount).forEach((unread, i) => {
    const member = MEMBERS[i * 7];
    const start = BASE_TIME - (i + 2) * (DAY / 2);
    const lines: Omit<ChatMessageRecord, 'msg_id' | 'shop_id' | 'member_id' | 'msg_time'>[] = [];
    const say = (fromShop: boolean, line: Partial<ChatMessageRecord> & { type: ChatMessageRecord['type'] }) =>
      lines.push({ text: '', url: '', card: {}, read: true, from_shop: fromShop, ...line });
    // The first conversation has a long history (more than a few pages of 10).
    const rounds = i === 0 ? 16 : 2 + (i % 4);
    for (let r = 0; r < rounds; r++) {
      const [ask, answer] = EXCHANGES[(i + r) % EXCHANGES.length];
      say(false, { type: 'TEXT', text: ask.zh, __en: { text: ask.en } });
      say(true, { type: 'TEXT', text: answer.zh, __en: { text: answer.en } });
    }
    if (i % 3 === 1 && goods.length) say(false, { type: 'GOODS', card: goodsCard(goods[(i * 5) % goods.length]) });
    if (i % 4 === 2) say(false, { type: 'IMAGES', url: placeholderImage('#67C23A', member.uname[0], 400) });
    if (i % 5 === 3) say(true, { type: 'EMOJI', text: '😊' });
    for (let u = 0; u < unread; u++) {
      const line = FOLLOW_UPS[(i + u) % FOLLOW_UPS.length];
      say(false, { type: 'TEXT', text: line.zh, __en: { text: line.en }, read: false });
    }
    lines.forEach((line, k) =>
      messages.push({ ...line, msg_id: String(++lastId), shop_id: SHOP.owner, member_id: member.member_id, msg_time: start + k * 60 }),
    );
    conversations.push({ id: conversationId(SHOP.owner, member.member_id), shop_id: SHOP.owner, member_id: member.member_id, hidden: false, created_time: start });
  });
  return { conversations, messages, lastId: String(lastId) };
}
