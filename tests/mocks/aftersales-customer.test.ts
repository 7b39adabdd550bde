// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Ask {
  ask_id: string;
  goods_id: string;
  goods_name: string;
  member_name: string;
  content: string;
  create_time: number;
  reply: string;
  reply_status: string;
  auth_status: string;
  reply_num: number;
}
interface Answer {
  id: string;
  ask_id: string;
  content: string;
  reply_time: number;
  reply_status: string;
}
interface Notice {
  id: string;
  notice_content: string;
  send_time: number;
  is_read: number;
  type: string;
}

let owner = '';
let supplier = '';
beforeAll(async () => {
  owner = await login('owner');
  supplier = await login('supplier');
});

const asks = async (query = '', token = owner) => (await call<Page<Ask>>(`seller/members/asks?page_size=100&${query}`, { token })).data.data;
const answers = async (query = '') => (await call<Page<Answer>>(`seller/members/reply?page_size=100&${query}`, { token: owner })).data.data;
const notices = async (query = '', token = owner) => (await call<Page<Notice>>(`seller/shops/shop-notice-logs?page_size=100&${query}`, { token })).data;
const reply = (id: string, form: Record<string, string>, token = owner) => call<Ask & { message: string }>(`seller/members/asks/${id}/reply`, { method: 'PUT', token, form });

describe('consultations', () => {
  it('has questions on the shop’s goods, answered and waiting, under review, with other members’ answers', async () => {
    const all = await asks();
    expect(all.length).toBe(40);
    expect(new Set(all.map((a) => a.reply_status))).toEqual(new Set(['YES', 'NO']));
    expect(new Set(all.map((a) => a.auth_status))).toEqual(new Set(['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT']));
    expect(all[0]!.reply_status).toBe('NO');
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.create_time).toBeGreaterThanOrEqual(all[i]!.create_time);
    const answered = all.find((a) => a.reply_num > 0)!;
    const own = await answers(`ask_id=${answered.ask_id}`);
    expect(own.every((r) => String(r.ask_id) === String(answered.ask_id))).toBe(true);
    expect(own.filter((r) => r.reply_status === 'YES')).toHaveLength(answered.reply_num);
    expect(own.some((r) => r.reply_status === 'NO' && r.content === '')).toBe(true);
    const goods = (await call<{ shop_id: string }>(`seller/goods/${all[0]!.goods_id}`, { token: owner })).data;
    expect(String(goods.shop_id)).toBe('1');
  });

  it('filters by reply status, goods, member, content and time', async () => {
    const all = await asks();
    expect((await asks('reply_status=NO')).every((a) => a.reply_status === 'NO')).toBe(true);
    const [first] = all;
    expect((await asks(`member_name=${encodeURIComponent(first!.member_name)}`)).every((a) => a.member_name === first!.member_name)).toBe(true);
    expect((await asks(`content=${encodeURIComponent(first!.content.slice(0, 4))}`)).every((a) => a.content.includes(first!.content.slice(0, 4)))).toBe(true);
    expect((await asks(`goods_name=${encodeURIComponent(first!.goods_name)}`)).every((a) => a.goods_name === first!.goods_name)).toBe(true);
    expect((await asks(`start_time=${first!.create_time}&end_time=${first!.create_time}`)).map((a) => a.ask_id)).toEqual([first!.ask_id]);
    expect((await call('seller/members/asks?reply_status=MAYBE', { token: owner })).status).toBe(400);
  });

  it('takes the shop’s reply once: required, at most 200 characters; another shop’s question is not found', async () => {
    const waiting = (await asks('reply_status=NO'))[0]!;
    expect((await reply(waiting.ask_id, { reply_content: '  ' })).status).toBe(400);
    expect((await reply(waiting.ask_id, { reply_content: 'x'.repeat(201) })).status).toBe(400);
    const answered = await reply(waiting.ask_id, { reply_content: '有现货，今天发货' });
    expect(answered.status).toBe(200);
    expect(answered.data).toMatchObject({ reply: '有现货，今天发货', reply_status: 'YES' });
    const again = await reply(waiting.ask_id, { reply_content: '再次回复' });
    expect(again.status).toBe(500);
    expect(again.data.message).toContain('已回复');
    expect((await reply(waiting.ask_id, { reply_content: 'hi' }, supplier)).status).toBe(404);
    expect((await call(`seller/members/asks/${waiting.ask_id}`, { token: supplier })).status).toBe(404);
  });
});

describe('shop notices', () => {
  it('has notices of every type, read and unread, unread first and newest first', async () => {
    const page = await notices();
    expect(new Set(page.data.map((n) => n.type))).toEqual(new Set(['GOODS', 'ORDER', 'AFTERSALE']));
    const firstRead = page.data.findIndex((n) => n.is_read === 1);
    expect(firstRead).toBeGreaterThan(0);
    expect(page.data.slice(firstRead).every((n) => n.is_read === 1)).toBe(true);
    for (let i = 1; i < firstRead; i++) expect(page.data[i - 1]!.send_time).toBeGreaterThanOrEqual(page.data[i]!.send_time);
    expect((await notices('type=ORDER')).data.every((n) => n.type === 'ORDER')).toBe(true);
    expect((await notices('is_read=0')).data_total).toBe(9);
    expect((await call('seller/shops/shop-notice-logs?type=PROMO', { token: owner })).status).toBe(400);
    expect((await notices('', supplier)).data.length).toBeGreaterThan(0);
  });

  it('marks one or several read and deletes them by id lists; bad or foreign ids are refused', async () => {
    const unread = (await notices('is_read=0')).data;
    const [a, b, c] = unread;
    expect((await call(`seller/shops/shop-notice-logs/${a!.id}/read`, { method: 'PUT', token: owner })).status).toBe(200);
    expect((await call(`seller/shops/shop-notice-logs/${b!.id},${c!.id}/read`, { method: 'PUT', token: owner })).status).toBe(200);
    expect((await notices('is_read=0')).data_total).toBe(unread.length - 3);
    expect((await call(`seller/shops/shop-notice-logs/${a!.id},${b!.id}`, { method: 'DELETE', token: owner })).status).toBe(200);
    expect((await notices()).data.some((n) => n.id === a!.id)).toBe(false);
    expect((await call('seller/shops/shop-notice-logs/1;2/read', { method: 'PUT', token: owner })).status).toBe(400);
    const foreign = (await notices('', supplier)).data[0]!;
    expect((await call(`seller/shops/shop-notice-logs/${foreign.id}/read`, { method: 'PUT', token: owner })).status).toBe(404);
    expect((await call(`seller/shops/shop-notice-logs/${c!.id}`, { method: 'DELETE', token: supplier })).status).toBe(404);
  });
});
