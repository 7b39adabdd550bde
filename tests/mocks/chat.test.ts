// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEMO_SETTINGS, resetDemoStore, setDemoSettings } from '../../src/mocks';
import { expectAnswer, REPLY_MS } from '../../src/mocks/areas/chat/buyer';
import { chatDb, messagesOf, newMessageId } from '../../src/mocks/areas/chat/store';
import { registerChatCard } from '../../src/mocks/areas/chat/cards';
import { SHOP } from '../../src/mocks/db/seed/constants';
import { db } from '../../src/mocks/db/store';
import type { GoodsRecord } from '../../src/mocks/db/types';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();
afterEach(() => vi.useRealTimers());

/** Ids come back as JSON numbers. */
interface Conversation {
  target_id: number;
  name: string;
  avatar: string;
  un_read_num: number;
  last_message: string;
  last_time: number;
}

interface Message {
  msg_id: number;
  type: string;
  is_self: boolean;
  sender_id: number;
  receiver_id: number;
  msg_time: number;
  is_read: number;
  text?: string;
  url?: string;
  goods_id?: string;
  goods_name?: string;
  goods_image?: string;
  goods_price?: number;
}

interface ErrorBody {
  code: string;
  message: string;
}

const friends = async (token: string, language?: string) => (await call<Conversation[]>('seller/im/friends-list', { token, language })).data;
const unread = async (token: string) => Number((await call('seller/im/unread-num', { method: 'POST', token })).text);
const history = (token: string, memberId: number | string, query = '') => call<Page<Message>>(`seller/im/history?receiver_id=${memberId}${query}`, { token });
const send = (token: string, type: string, receiver_id: unknown, content: unknown) => call<Message & ErrorBody>(`seller/im/message/${type}`, { method: 'POST', token, json: { receiver_id, content } });

/** An on-sale goods of the owner shop. */
const ownGoods = () => db().goods.all().find((g) => g.shop_id === SHOP.owner && g.market_enable === 1) as GoodsRecord;

describe('conversations', () => {
  it('lists the shop conversations with demo buyers, newest first, with unread counts adding up to unread-num', async () => {
    const token = await login('owner');
    const list = await friends(token);
    expect(list).toHaveLength(12);
    expect(Object.keys(list[0]).sort()).toEqual(['avatar', 'last_message', 'last_time', 'name', 'target_id', 'un_read_num']);
    expect(list.map((c) => c.last_time)).toEqual([...list.map((c) => c.last_time)].sort((a, b) => b - a));
    expect(list.reduce((sum, c) => sum + c.un_read_num, 0)).toBe(120);
    expect(await unread(token)).toBe(120);
    expect(list.filter((c) => c.un_read_num === 0).length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ target_id: 10001, name: '周小明', last_message: '订单什么时候能到？' });
    expect((await friends(token, 'en-US'))[0].last_message).toBe('When will my order arrive?');
  });

  it('seeds the unread messages from the unreadCount demo setting', async () => {
    setDemoSettings({ unreadCount: 7 });
    resetDemoStore();
    try {
      const token = await login('owner');
      expect(await unread(token)).toBe(7);
      expect((await friends(token)).reduce((sum, c) => sum + c.un_read_num, 0)).toBe(7);
    } finally {
      setDemoSettings({ unreadCount: DEFAULT_DEMO_SETTINGS.unreadCount });
    }
  });

  it('is the shop’s: staff see the owner shop conversations, a supplier has none and cannot chat', async () => {
    const staff = await login('staff');
    expect((await friends(staff)).length).toBe(12);
    const supplier = await login('supplier');
    expect(await friends(supplier)).toEqual([]);
    expect(await unread(supplier)).toBe(0);
    expect((await history(supplier, '10001')).data.data_total).toBe(0);
    const sent = await send(supplier, 'TEXT', 10001, '你好');
    expect(sent.status).toBe(500);
    expect(sent.data.message).toBe('供应商店铺没有客服会话功能');
    expect((await call('seller/im/session/10001', { method: 'POST', token: supplier })).status).toBe(500);
    expect((await call('seller/im/friends-list')).status).toBe(403);
  });

  it('opens a conversation with a buyer (and brings a removed one back with its history)', async () => {
    const token = await login('owner');
    const opened = await call<Conversation>('seller/im/session/10002', { method: 'POST', token });
    expect(opened.data).toMatchObject({ target_id: 10002, un_read_num: 0, last_message: '' });
    const listed = await friends(token);
    expect(listed[0].target_id).toBe(10002);
    expect(listed).toHaveLength(13);
    expect((await call('seller/im/session/99', { method: 'POST', token })).status).toBe(404);

    const first = listed.find((c) => c.un_read_num > 0) as Conversation;
    const removed = await call(`seller/im/delete?member_id=${first.target_id}`, { token });
    expect(removed.status).toBe(200);
    expect((await friends(token)).map((c) => c.target_id)).not.toContain(first.target_id);
    expect(await unread(token)).toBe(120 - first.un_read_num);
    expect((await call<ErrorBody>(`seller/im/delete?member_id=${first.target_id}`, { token })).data).toEqual({ code: '003', message: `会话不存在：${first.target_id}` });
    expect((await call<ErrorBody>('seller/im/delete', { token })).data).toEqual({ code: '004', message: 'member_id不能为空' });

    const back = await call<Conversation>(`seller/im/session/${first.target_id}`, { method: 'POST', token });
    expect(back.data).toMatchObject({ target_id: first.target_id, un_read_num: 0, last_message: first.last_message });
    expect((await history(token, first.target_id)).data.data_total).toBeGreaterThan(10);
  });
});

describe('history', () => {
  it('pages from the newest: page 1 is the latest messages, older pages before it, oldest first within a page', async () => {
    const token = await login('owner');
    const [first] = await friends(token);
    const whole = (await history(token, first.target_id, '&page_size=100')).data;
    expect(whole.data_total).toBeGreaterThan(30);
    const latest = await history(token, first.target_id, '&page_no=1&page_size=10');
    expect(latest.data).toMatchObject({ page_no: 1, page_size: 10, data_total: whole.data_total });
    expect(latest.data.data).toEqual(whole.data.slice(-10));
    const older = await history(token, first.target_id, '&page_no=2&page_size=10');
    expect(older.data.data).toEqual(whole.data.slice(-20, -10));
    const last = Math.ceil(whole.data_total / 10);
    expect((await history(token, first.target_id, `&page_no=${last}&page_size=10`)).data.data).toEqual(whole.data.slice(0, whole.data_total - (last - 1) * 10));
    expect((await history(token, first.target_id, `&page_no=${last + 1}&page_size=10`)).data.data).toEqual([]);
    expect((await history(token, first.target_id)).data.data).toHaveLength(10);
    const times = whole.data.map((m) => m.msg_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('holds every message type with its fields', async () => {
    const token = await login('owner');
    const all = (await Promise.all((await friends(token)).map((c) => history(token, c.target_id, '&page_size=100')))).flatMap((r) => r.data.data);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set(['TEXT', 'EMOJI', 'IMAGES', 'GOODS']));
    expect(all.find((m) => m.type === 'GOODS')).toMatchObject({ is_self: false, goods_id: expect.anything(), goods_name: expect.any(String), goods_image: expect.any(String), goods_price: expect.any(Number) });
    expect(all.find((m) => m.type === 'IMAGES')?.url).toMatch(/^data:image\//);
    expect(all.find((m) => !m.is_self)).toMatchObject({ sender_id: expect.any(Number), receiver_id: 1 });
  });

  it('needs a known buyer', async () => {
    const token = await login('owner');
    expect((await call<ErrorBody>('seller/im/history', { token })).data).toEqual({ code: '004', message: 'receiver_id不能为空' });
    expect((await history(token, '42')).status).toBe(404);
  });
});

describe('sending', () => {
  it.each([
    ['TEXT', () => '请问什么时候发货？', { text: '请问什么时候发货？' }],
    ['EMOJI', () => '👍😊', { text: '👍😊' }],
    ['IMAGES', () => 'https://img.example.com/a.png', { url: 'https://img.example.com/a.png' }],
    ['VIDEO', () => '/files/demo.mp4', { url: '/files/demo.mp4' }],
    ['GOODS', () => ownGoods().goods_id, {}],
  ])('sends a %s message', async (type, content, fields) => {
    const token = await login('owner');
    const sent = await send(token, type, 10015, content());
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data).toMatchObject({ type, is_self: true, sender_id: 1, receiver_id: 10015, is_read: 1, ...fields });
    if (type === 'GOODS') {
      const g = ownGoods();
      expect(sent.data).toMatchObject({ goods_id: g.goods_id, goods_name: g.goods_name, goods_image: g.thumbnail, goods_price: g.price });
    }
    const latest = (await history(token, '10015')).data.data;
    expect(latest.at(-1)).toEqual(sent.data);
  });

  it.each([
    ['TEXTS', { receiver_id: 10015, content: 'x' }, 400, '消息类型(type)只能是 TEXT、EMOJI、IMAGES、VIDEO、GOODS、ORDER'],
    ['TEXT', { content: 'x' }, 400, 'receiver_id不能为空'],
    ['TEXT', { receiver_id: 42, content: 'x' }, 404, '会员不存在：42'],
    ['TEXT', { receiver_id: 10015, content: '   ' }, 400, '消息内容(content)不能为空'],
    ['TEXT', { receiver_id: 10015, content: 'x'.repeat(1001) }, 400, '消息内容(content)不能超过 1000 个字符'],
    ['EMOJI', { receiver_id: 10015, content: 'smile' }, 400, '表情消息(content)只能包含表情符号'],
    ['EMOJI', { receiver_id: 10015, content: '123' }, 400, '表情消息(content)只能包含表情符号'],
    ['IMAGES', { receiver_id: 10015, content: 'picture.png' }, 400, '消息内容(content)必须是文件地址'],
    ['GOODS', { receiver_id: 10015, content: '1' }, 404, '商品不存在：1'],
    ['ORDER', { receiver_id: 10015, content: 'NO-SUCH-ORDER' }, 404, '订单不存在：NO-SUCH-ORDER'],
  ])('refuses /%s %o', async (type, json, status, message) => {
    const token = await login('owner');
    const before = (await history(token, '10015')).data.data_total;
    const result = await call<ErrorBody>(`seller/im/message/${type}`, { method: 'POST', token, json });
    expect(result.status).toBe(status);
    expect(result.data.message).toBe(message);
    expect((await history(token, '10015')).data.data_total).toBe(before);
  });

  it("cannot send another shop's goods", async () => {
    const other = db().goods.all().find((g) => g.shop_id === SHOP.supplier) as GoodsRecord;
    expect((await send(await login('owner'), 'GOODS', 10015, other.goods_id)).status).toBe(404);
  });

  it('answering a buyer reads what they wrote', async () => {
    const token = await login('owner');
    const target = (await friends(token)).find((c) => c.un_read_num > 0) as Conversation;
    await send(token, 'TEXT', target.target_id, '您好');
    expect((await friends(token)).find((c) => c.target_id === target.target_id)?.un_read_num).toBe(0);
    expect(await unread(token)).toBe(120 - target.un_read_num);
  });

  it('opening a conversation reads it (DELETE unread-num with sender_id)', async () => {
    const token = await login('owner');
    const [first] = await friends(token);
    expect((await call(`seller/im/unread-num?sender_id=${first.target_id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await unread(token)).toBe(120 - first.un_read_num);
    expect((await history(token, first.target_id)).data.data.every((m) => m.is_read === 1)).toBe(true);
    expect((await call<ErrorBody>('seller/im/unread-num', { method: 'DELETE', token })).data).toEqual({ code: '004', message: 'sender_id不能为空' });
  });

  it('a card type is registered once', () => {
    expect(() => registerChatCard('GOODS', () => undefined)).toThrow(/twice/);
  });
});

describe('the simulated buyer', () => {
  it.each([
    ['TEXT', () => '今天能发货吗？', '好的，那我等你们的发货通知。'],
    ['TEXT', () => '现在有满减优惠', '好的，我去领券下单。'],
    ['TEXT', () => '七天可以退换', '明白了，有问题我再联系你们。'],
    ['GOODS', () => ownGoods().goods_id, '这个商品我看看，谢谢推荐！'],
    ['IMAGES', () => '/img/size.png', '收到了，我看一下。'],
    ['EMOJI', () => '🌹', '哈哈，好的～'],
  ])('answers a %s message a moment later, unread', async (type, content, answer) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const before = await unread(token);
    await send(token, type, 10022, content());
    const afterSend = await unread(token);
    expect(afterSend).toBeLessThan(before);
    vi.setSystemTime(Date.now() + REPLY_MS - 100);
    expect((await history(token, '10022')).data.data.at(-1)?.is_self).toBe(true);
    vi.setSystemTime(Date.now() + 200);
    const last = (await history(token, '10022')).data.data.at(-1);
    expect(last).toMatchObject({ type: 'TEXT', is_self: false, sender_id: 10022, receiver_id: 1, is_read: 0, text: answer });
    expect(await unread(token)).toBe(afterSend + 1);
    expect((await friends(token)).find((c) => c.target_id === 10022)).toMatchObject({ un_read_num: 1, last_message: answer });
  });

  it('answers even when its timer fires before the clock reaches the answer time (a timer set in a long tick fires early)', async () => {
    await login('owner');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const conversation = chatDb().conversations.all().find((c) => c.shop_id === SHOP.owner)!;
    chatDb().messages.put({ msg_id: newMessageId(), shop_id: SHOP.owner, member_id: conversation.member_id, from_shop: true, type: 'TEXT', text: '七天可以退换', url: '', card: {}, msg_time: Math.floor(start / 1000), read: true });
    expectAnswer(chatDb().conversations.get(conversation.id)!);
    clock.mockReturnValue(start + REPLY_MS - 5);
    vi.advanceTimersByTime(REPLY_MS);
    expect(messagesOf(SHOP.owner, conversation.member_id).at(-1)?.from_shop).toBe(true);
    clock.mockReturnValue(start + REPLY_MS);
    vi.advanceTimersByTime(5);
    expect(messagesOf(SHOP.owner, conversation.member_id).at(-1)).toMatchObject({ from_shop: false, text: '明白了，有问题我再联系你们。' });
    clock.mockRestore();
  });

  it('answers several quick messages once, in English too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    await send(token, 'TEXT', 10050, '你好');
    await send(token, 'TEXT', 10050, '在的');
    vi.setSystemTime(Date.now() + REPLY_MS + 100);
    const page = await call<Page<Message>>('seller/im/history?receiver_id=10050&page_size=3', { token, language: 'en-US' });
    expect(page.data.data.map((m) => [m.is_self, m.text])).toEqual([
      [true, '你好'],
      [true, '在的'],
      [false, 'OK, thank you!'],
    ]);
  });

  it('answers a buyer whose conversation was removed, bringing it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    await send(token, 'TEXT', 10036, '好的');
    await call('seller/im/delete?member_id=10036', { token });
    vi.setSystemTime(Date.now() + REPLY_MS + 100);
    expect((await friends(token)).find((c) => c.target_id === 10036)).toMatchObject({ un_read_num: 1 });
  });
});
