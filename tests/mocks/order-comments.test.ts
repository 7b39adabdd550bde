// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Comment {
  comment_id: string;
  goods_id: string;
  goods_name: string;
  member_name: string;
  content: string;
  create_time: number;
  have_image: number;
  images: string[];
  grade: string;
  order_sn: string;
  reply_status: number;
  audit_status: string;
  comments_type: string;
  parent_id: string;
  reply: { reply_id: string; content: string; role: string } | null;
  additional_comment: Comment | null;
  member_shop_score: { shop_delivery_credit: number; shop_description_credit: number; shop_service_credit: number } | null;
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const comments = async (query = '') => (await call<Page<Comment>>(`seller/members/comments?page_size=10000&${query}`, { token })).data.data;
const reply = (id: string, form: Record<string, string>, as = token) => call<{ message: string; content: string; reply_id: string }>(`seller/members/comments/${id}/reply`, { method: 'POST', token: as, form });

describe('comments', () => {
  it('covers every grade, with and without images, replied and not, initial and additional, with shop scores', async () => {
    const all = await comments();
    expect(all.length).toBeGreaterThan(20);
    for (const grade of ['good', 'neutral', 'bad']) expect(all.some((c) => c.grade === grade), grade).toBe(true);
    expect(all.some((c) => c.have_image === 1 && c.images.length > 0)).toBe(true);
    expect(all.some((c) => c.have_image === 0 && c.images.length === 0)).toBe(true);
    expect(all.some((c) => c.reply_status === 1 && c.reply?.role === 'SELLER')).toBe(true);
    expect(all.some((c) => c.reply_status === 0 && c.reply === null)).toBe(true);
    const additional = all.find((c) => c.comments_type === 'ADDITIONAL') as Comment;
    expect(additional).toBeDefined();
    const parent = all.find((c) => String(c.comment_id) === String(additional.parent_id)) as Comment;
    expect(parent.additional_comment?.comment_id).toBe(additional.comment_id);
    expect(all.filter((c) => c.comments_type === 'INITIAL').every((c) => c.member_shop_score !== null)).toBe(true);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].create_time).toBeGreaterThanOrEqual(all[i].create_time);
  });

  it("reviews real orders' goods: reviewed orders are received, and their goods are the order's", async () => {
    const all = await comments('comments_type=INITIAL');
    const orders = (await call<Page<{ sn: string; ship_status: string; comment_status: string; sku_list: { goods_id: string }[] }>>('seller/trade/orders?page_size=10000', { token })).data.data;
    const bySn = new Map(orders.map((o) => [o.sn, o]));
    for (const c of all) {
      const o = bySn.get(c.order_sn);
      expect(o, c.order_sn).toBeDefined();
      expect(o?.ship_status).toBe('SHIP_ROG');
      expect(o?.comment_status).not.toBe('UNFINISHED');
      expect(o?.sku_list.map((l) => String(l.goods_id))).toContain(String(c.goods_id));
    }
  });

  it.each([
    ['grade=bad', (c: Comment) => c.grade === 'bad'],
    ['grade=neutral', (c: Comment) => c.grade === 'neutral'],
    ['comments_type=ADDITIONAL', (c: Comment) => c.comments_type === 'ADDITIONAL'],
    ['have_image=1', (c: Comment) => c.images.length > 0],
    ['have_image=0', (c: Comment) => c.images.length === 0],
    ['reply_status=0', (c: Comment) => c.reply === null],
    ['reply_status=1', (c: Comment) => c.reply !== null],
    ['audit_status=WAIT_AUDIT', (c: Comment) => c.audit_status === 'WAIT_AUDIT'],
    ['have_additional=1', (c: Comment) => c.additional_comment !== null],
  ])('filters by %s', async (query, test) => {
    const rows = await comments(query);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(test)).toBe(true);
  });

  it('filters by text and time', async () => {
    const all = await comments();
    const one = all[3];
    expect((await comments(`member_name=${encodeURIComponent(one.member_name)}`)).every((c) => c.member_name.includes(one.member_name))).toBe(true);
    expect((await comments(`goods_name=${encodeURIComponent(one.goods_name)}`)).map((c) => c.comment_id)).toContain(one.comment_id);
    expect((await comments(`content=${encodeURIComponent(one.content)}`)).every((c) => c.content === one.content)).toBe(true);
    expect((await comments(`keyword=${one.order_sn}`)).every((c) => c.order_sn === one.order_sn)).toBe(true);
    const ranged = await comments(`start_time=${all[9].create_time}&end_time=${all[2].create_time}`);
    expect(ranged.every((c) => c.create_time >= all[9].create_time && c.create_time <= all[2].create_time)).toBe(true);
    for (const bad of ['grade=great', 'have_image=2', 'comments_type=FIRST', 'start_time=today']) {
      expect((await call(`seller/members/comments?${bad}`, { token })).status, bad).toBe(400);
    }
  });

  it('answers a review in English for language: en-US', async () => {
    const zh = (await comments())[0];
    const en = await call<Comment>(`seller/members/comments/${zh.comment_id}`, { token, language: 'en-US' });
    expect(en.data.content).not.toBe(zh.content);
    expect(en.data.content).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('replies', () => {
  it('replies once; a second reply is a 500', async () => {
    const target = (await comments('reply_status=0&audit_status=PASS_AUDIT'))[0];
    const first = await reply(target.comment_id, { reply: '感谢您的评价！' });
    expect(first.status, first.text).toBe(200);
    expect(first.data.content).toBe('感谢您的评价！');
    const saved = await call<Comment>(`seller/members/comments/${target.comment_id}`, { token });
    expect(saved.data).toMatchObject({ reply_status: 1, reply: { content: '感谢您的评价！', role: 'SELLER' } });
    const second = await reply(target.comment_id, { reply: '再次感谢' });
    expect(second.status).toBe(500);
    expect(second.data.message).toContain('已回复');
    expect((await call<Comment>(`seller/members/comments/${target.comment_id}`, { token })).data.reply?.content).toBe('感谢您的评价！');
  });

  it('needs a reply text, only answers approved reviews, and only the shop’s own', async () => {
    const target = (await comments('reply_status=0&audit_status=PASS_AUDIT'))[0];
    const empty = await reply(target.comment_id, { reply: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.data.message).toContain('reply');
    expect((await reply(target.comment_id, { reply: 'x'.repeat(501) })).status).toBe(400);
    const waiting = (await comments('reply_status=0&audit_status=WAIT_AUDIT'))[0];
    expect((await reply(waiting.comment_id, { reply: '谢谢' })).status).toBe(500);
    const supplier = await login('supplier');
    expect((await reply(target.comment_id, { reply: '谢谢' }, supplier)).status).toBe(404);
    expect((await call(`seller/members/comments/${target.comment_id}`, { token: supplier })).status).toBe(404);
    expect((await call('seller/members/comments/1', { token })).status).toBe(404);
  });
});
