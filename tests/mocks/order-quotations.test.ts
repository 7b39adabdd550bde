// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_TIME, DAY } from '../../src/mocks/db/seed/constants';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Row {
  quotation_id: string;
  quotation_sn: string;
  title: string;
  source: string;
  member_id: string;
  member_name: string;
  buyer_company: string;
  status: string;
  status_text: string;
  list_total: number;
  total_price: number;
  discount_price: number;
  valid_until: number;
  create_time: number;
  allowable: { allow_edit: boolean; allow_send: boolean; allow_withdraw: boolean; allow_delete: boolean };
}

interface Detail extends Row {
  buyer_note: string;
  seller_note: string;
  expected_total: number;
  payment_terms: string;
  delivery_terms: string;
  reject_reason: string;
  items: { item_id: number; sku_id: string; goods_name: string; quantity: number; list_price: number; unit_price: number; subtotal: number }[];
  history: { log_id: number; action: string; from_status: string; to_status: string; operator_role: string; content: string; create_time: number }[];
  message: string;
}

const NOW = (BASE_TIME + DAY) * 1000;
let token = '';
let sku = { id: '', price: 0 };
beforeAll(async () => {
  token = await login('owner');
  const skus = await call<Page<{ sku_id: string; price: number; market_enable: number }>>('seller/goods/skus?market_enable=1&page_size=5', { token });
  sku = { id: String(skus.data.data[0].sku_id), price: skus.data.data[0].price };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

const list = async (query = '') => (await call<Page<Row>>(`seller/trade/quotations?page_size=100&${query}`, { token })).data.data;
const detail = (id: string, as = token) => call<Detail>(`seller/trade/quotations/${id}`, { token: as });
const inStatus = async (status: string, pick: (r: Row) => boolean = () => true) => (await list(`status=${status}`)).find(pick) as Row;
const cents = (yuan: number) => Math.round(yuan * 100);

const body = (patch: Record<string, unknown> = {}) => ({
  member_id: 10001,
  title: '测试报价',
  buyer_company: '测试公司',
  seller_note: '含税',
  valid_until: BASE_TIME + 10 * DAY,
  delivery_days: 5,
  delivery_terms: '付款后 5 天发货',
  payment_terms: 'PREPAID',
  items: [{ sku_id: sku.id, quantity: 10, unit_price: sku.price }],
  ...patch,
});

const create = (patch: Record<string, unknown> = {}) => call<Detail>('seller/trade/quotations', { method: 'POST', token, json: body(patch) });
const act = (id: string, action: string) => call<Detail>(`seller/trade/quotations/${id}/${action}`, { method: 'POST', token });

describe('quotation list', () => {
  it('has quotations in every status, from buyers and from the seller, newest first', async () => {
    const all = await list();
    for (const status of ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED']) expect(all.some((q) => q.status === status), status).toBe(true);
    expect(new Set(all.map((q) => q.source))).toEqual(new Set(['BUYER', 'SELLER']));
    for (let i = 1; i < all.length; i++) expect(all[i - 1].create_time).toBeGreaterThanOrEqual(all[i].create_time);
    expect(all.filter((q) => q.status === 'EXPIRED').every((q) => q.valid_until < NOW / 1000)).toBe(true);
  });

  it('filters by status, source, buyer, keyword and time; status-num counts the same', async () => {
    const all = await list();
    const num = await call<Record<string, number>>('seller/trade/quotations/status-num', { token });
    expect(num.data.all_num).toBe(all.length);
    for (const status of ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED']) {
      const rows = await list(`status=${status}`);
      expect(rows.every((q) => q.status === status)).toBe(true);
      expect(num.data[`${status.toLowerCase()}_num`]).toBe(rows.length);
    }
    expect((await list('source=BUYER')).every((q) => q.source === 'BUYER')).toBe(true);
    const one = all[3];
    expect((await list(`member_id=${one.member_id}`)).every((q) => String(q.member_id) === String(one.member_id))).toBe(true);
    expect((await list(`buyer_name=${encodeURIComponent(one.buyer_company)}`)).map((q) => q.quotation_id)).toContain(one.quotation_id);
    expect((await list(`keyword=${one.quotation_sn}`)).map((q) => q.quotation_id)).toEqual([one.quotation_id]);
    const ranged = await list(`start_time=${all[5].create_time}&end_time=${all[1].create_time}`);
    expect(ranged.map((q) => q.quotation_id)).toEqual(all.slice(1, 6).map((q) => q.quotation_id));
    for (const bad of ['status=OPEN', 'source=ADMIN', 'start_time=today']) expect((await call(`seller/trade/quotations?${bad}`, { token })).status, bad).toBe(400);
  });

  it('the detail adds up and logs every change; an expired one logs its expiry', async () => {
    const accepted = (await detail((await inStatus('ACCEPTED')).quotation_id)).data;
    expect(cents(accepted.total_price)).toBe(accepted.items.reduce((sum, i) => sum + cents(i.unit_price) * i.quantity, 0));
    expect(cents(accepted.list_total)).toBe(accepted.items.reduce((sum, i) => sum + cents(i.list_price) * i.quantity, 0));
    expect(cents(accepted.discount_price)).toBe(cents(accepted.list_total) - cents(accepted.total_price));
    expect(accepted.items.every((i) => cents(i.subtotal) === cents(i.unit_price) * i.quantity)).toBe(true);
    expect(accepted.history.map((h) => h.action)).toEqual(['CREATE', 'SEND', 'ACCEPT']);
    expect(accepted.history[2].operator_role).toBe('BUYER');
    const rejected = (await detail((await inStatus('REJECTED')).quotation_id)).data;
    expect(rejected.reject_reason).toContain('预算');
    const expired = (await detail((await inStatus('EXPIRED')).quotation_id)).data;
    expect(expired.history[expired.history.length - 1]).toMatchObject({ action: 'EXPIRE', operator_role: 'SYSTEM', to_status: 'EXPIRED', create_time: expired.valid_until });
    const english = await call<Detail>(`seller/trade/quotations/${accepted.quotation_id}`, { token, language: 'en-US' });
    expect(english.data.status_text).toBe('Accepted');
    expect(english.data.history[0].content).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('create and edit', () => {
  it('the seller starts a DRAFT with goods lines of the shop', async () => {
    const created = await create();
    expect(created.status, created.text).toBe(200);
    expect(created.data).toMatchObject({ status: 'DRAFT', source: 'SELLER', title: '测试报价', allowable: { allow_edit: true, allow_send: true, allow_withdraw: false, allow_delete: true } });
    expect(created.data.items[0]).toMatchObject({ item_id: 1, quantity: 10, unit_price: sku.price, list_price: sku.price });
    expect(created.data.history).toMatchObject([{ action: 'CREATE', to_status: 'DRAFT', operator_role: 'SELLER' }]);
    expect((await list('status=DRAFT')).map((q) => q.quotation_id)).toContain(created.data.quotation_id);
  });

  it.each([
    [{ member_id: '' }, 'member_id', 400],
    [{ member_id: 99999 }, '99999', 404],
    [{ items: [] }, 'items', 400],
    [{ items: [{ quantity: 1 }] }, 'items[0].sku_id', 400],
    [{ items: [{ sku_id: '123', quantity: 1 }] }, '123', 404],
    [{ items: [{ sku_id: 'SKU', quantity: 0 }] }, 'SKU', 404],
    [{ contact_mobile: '123' }, 'contact_mobile', 400],
    [{ payment_terms: 'BARTER' }, 'payment_terms', 400],
    [{ valid_until: 'soon' }, 'valid_until', 400],
    [{ delivery_days: 400 }, 'delivery_days', 400],
  ])('a bad body %o is refused (%s)', async (patch, words, status) => {
    const result = await create(patch);
    expect(result.status).toBe(status);
    expect(result.data.message).toContain(words);
  });

  it.each([
    [(id: string) => [{ sku_id: id, quantity: 0 }], 'items[0].quantity'],
    [(id: string) => [{ sku_id: id, quantity: 1, unit_price: 1.234 }], 'items[0].unit_price'],
    [(id: string) => [{ sku_id: id, quantity: 1 }, { sku_id: id, quantity: 2 }], 'items[1].sku_id'],
  ])('bad lines are a 400 naming the line (%#)', async (items, field) => {
    const result = await create({ items: items(sku.id) });
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(field);
  });

  it("a SKU of another shop is a 404", async () => {
    const supplier = await login('supplier');
    const theirs = await call<Page<{ sku_id: string }>>('seller/goods/skus?page_size=1', { token: supplier });
    expect((await create({ items: [{ sku_id: String(theirs.data.data[0].sku_id), quantity: 1 }] })).status).toBe(404);
  });

  it('edits a DRAFT and logs what changed; a buyer request keeps its buyer and note', async () => {
    const request = (await detail((await inStatus('DRAFT', (q) => q.source === 'BUYER')).quotation_id)).data;
    const priced = request.items.map((i) => ({ sku_id: i.sku_id, quantity: i.quantity, unit_price: i.list_price }));
    const saved = await call<Detail>(`seller/trade/quotations/${request.quotation_id}`, {
      method: 'PUT',
      token,
      json: { ...body(), member_id: request.member_id, items: priced, buyer_note: 'changed?' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.buyer_note).toBe(request.buyer_note);
    expect(saved.data.items.every((i) => i.unit_price > 0)).toBe(true);
    const last = saved.data.history[saved.data.history.length - 1];
    expect(last).toMatchObject({ action: 'EDIT', from_status: 'DRAFT', to_status: 'DRAFT' });
    expect(last.content).toContain('报价商品');
    const otherBuyer = await call<Detail>(`seller/trade/quotations/${request.quotation_id}`, { method: 'PUT', token, json: { ...body(), member_id: 10002, items: priced } });
    expect(otherBuyer.status).toBe(400);
    expect(otherBuyer.data.message).toContain('member_id');
  });
});

describe('sending and the demo buyer', () => {
  it.each([
    [{ items: [{ sku_id: 'SKU', quantity: 3 }] }, 'items[0].unit_price'],
    [{ valid_until: BASE_TIME }, 'valid_until'],
    [{ valid_until: '' }, 'valid_until'],
    [{ payment_terms: '' }, 'payment_terms'],
    [{ delivery_terms: '' }, 'delivery_terms'],
  ])('send refuses %o with a 400 naming %s, and changes nothing', async (patch, field) => {
    const patched = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, k === 'items' ? [{ sku_id: sku.id, quantity: 3 }] : v]));
    const draft = (await create(patched)).data;
    const result = await act(draft.quotation_id, 'send');
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(field);
    expect((await detail(draft.quotation_id)).data.status).toBe('DRAFT');
  });

  it('the buyer accepts 10 s after sending when the total is within budget (list prices for a seller quotation)', async () => {
    const draft = (await create()).data;
    const sent = await act(draft.quotation_id, 'send');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data.status).toBe('SENT');
    expect(sent.data.expected_total).toBe(sent.data.list_total);
    vi.setSystemTime(NOW + 5000);
    expect((await detail(draft.quotation_id)).data.status).toBe('SENT');
    vi.setSystemTime(NOW + 11_000);
    const answered = (await detail(draft.quotation_id)).data;
    expect(answered.status).toBe('ACCEPTED');
    expect(answered.history.map((h) => h.action)).toEqual(['CREATE', 'SEND', 'ACCEPT']);
    expect(answered.history[2]).toMatchObject({ operator_role: 'BUYER', create_time: Math.floor(NOW / 1000) + 10 });
  });

  it('the buyer rejects a quotation over budget, with the reason', async () => {
    const draft = (await create({ items: [{ sku_id: sku.id, quantity: 10, unit_price: Math.round(sku.price * 150) / 100 }] })).data;
    await act(draft.quotation_id, 'send');
    vi.setSystemTime(NOW + 11_000);
    const rows = await list('status=REJECTED');
    expect(rows.map((q) => q.quotation_id)).toContain(draft.quotation_id);
    const answered = (await detail(draft.quotation_id)).data;
    expect(answered.reject_reason).toContain('超出采购预算');
  });

  it('a buyer request is measured against the buyer’s budget', async () => {
    const request = (await detail((await inStatus('DRAFT', (q) => q.source === 'BUYER')).quotation_id)).data;
    const atList = request.items.map((i) => ({ sku_id: i.sku_id, quantity: i.quantity, unit_price: i.list_price }));
    await call(`seller/trade/quotations/${request.quotation_id}`, { method: 'PUT', token, json: { ...body(), member_id: request.member_id, items: atList } });
    expect((await act(request.quotation_id, 'send')).status).toBe(200);
    vi.setSystemTime(NOW + 60_000);
    const answered = (await detail(request.quotation_id)).data;
    expect(answered.expected_total).toBe(request.expected_total);
    expect(answered.status).toBe(answered.total_price <= answered.expected_total ? 'ACCEPTED' : 'REJECTED');
  });

  it('a sent quotation expires when its validity ends before the buyer answers', async () => {
    const sent = await inStatus('SENT');
    vi.setSystemTime((sent.valid_until + 1) * 1000);
    // The morning token has long expired by then.
    expect((await detail(sent.quotation_id, await login('owner'))).data.status).toBe('EXPIRED');
  });
});

/** Status × the seller's actions (edit, send, withdraw, delete). */
const PICK: Record<string, (r: Row) => boolean> = {
  DRAFT: (r) => r.source === 'SELLER' && r.valid_until > 0,
  SENT: () => true,
  ACCEPTED: () => true,
  REJECTED: () => true,
  EXPIRED: () => true,
};
const ALLOWED: Record<string, string[]> = { DRAFT: ['edit', 'send', 'delete'], SENT: ['withdraw'], ACCEPTED: [], REJECTED: [], EXPIRED: [] };
const CASES = Object.keys(ALLOWED).flatMap((status) => ['edit', 'send', 'withdraw', 'delete'].map((action) => [status, action, ALLOWED[status].includes(action)] as const));

describe('the quotation state machine', () => {
  it.each(CASES)('%s × %s → allowed: %s', async (status, action, allowed) => {
    const row = await inStatus(status, PICK[status]);
    const before = (await detail(row.quotation_id)).data;
    expect(before.allowable[`allow_${action}` as keyof Row['allowable']]).toBe(allowed);
    const items = before.items.map((i) => ({ sku_id: i.sku_id, quantity: i.quantity, unit_price: i.unit_price }));
    const result =
      action === 'edit'
        ? await call<Detail>(`seller/trade/quotations/${row.quotation_id}`, { method: 'PUT', token, json: { ...body(), member_id: before.member_id, items } })
        : action === 'delete'
          ? await call<Detail>(`seller/trade/quotations/${row.quotation_id}`, { method: 'DELETE', token })
          : await act(row.quotation_id, action);
    if (!allowed) {
      expect(result.status).toBe(500);
      expect(result.data.message).toContain(before.quotation_sn);
      expect((await detail(row.quotation_id)).data).toEqual(before);
      return;
    }
    expect(result.status, result.text).toBe(200);
    const after = await detail(row.quotation_id);
    if (action === 'delete') expect(after.status).toBe(404);
    else expect(after.data.status).toBe({ edit: 'DRAFT', send: 'SENT', withdraw: 'DRAFT' }[action]);
  });

  it("another shop's quotation is a 404", async () => {
    const row = (await list())[0];
    const supplier = await login('supplier');
    expect((await detail(row.quotation_id, supplier)).status).toBe(404);
    expect((await call(`seller/trade/quotations/${row.quotation_id}/send`, { method: 'POST', token: supplier })).status).toBe(404);
    const theirs = await call<Page<Row>>('seller/trade/quotations', { token: supplier });
    expect(theirs.data.data_total).toBeGreaterThan(0);
    expect(theirs.data.data.every((q) => q.quotation_id !== row.quotation_id)).toBe(true);
  });
});
