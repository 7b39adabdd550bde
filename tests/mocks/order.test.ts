// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { afterSaleDb } from '../../src/mocks/areas/aftersales/store';
import { chinaTime } from '../../src/mocks/areas/order/dates';
import { BASE_TIME } from '../../src/mocks/db/seed/constants';
import { CLIENT_TYPES } from '../../src/schemas/order/orders';
import { call, login, startDemoServer, type Page } from './support';

// The seed as it is at BASE_TIME: the orders placed since are tested in statistics-orders.test.ts.
startDemoServer({ now: BASE_TIME });

interface Allow {
  allow_ship: boolean;
  allow_edit_price: boolean;
  allow_pay: boolean;
  allow_cancel: boolean;
  allow_edit_consignee: boolean;
  [flag: string]: boolean;
}

interface SkuLine {
  goods_id: string;
  sku_id: string;
  name: string;
  goods_type: string;
  original_price: number;
  purchase_price: number;
  num: number;
}

interface Row {
  order_id: string;
  sn: string;
  create_time: number;
  member_name: string;
  order_status: string;
  order_status_text: string;
  pay_status: string;
  ship_status: string;
  comment_status: string;
  service_status: string;
  payment_type: string;
  order_type: string;
  client_type: string;
  supplier_type: number;
  order_amount: number;
  ship_no: string;
  logi_id: string;
  promotion_tags: string[];
  sku_list: SkuLine[];
  order_operate_allowable_vo: Allow;
}

interface Detail extends Row {
  order_price: number;
  goods_price: number;
  shipping_price: number;
  discount_price: number;
  modify_price: number;
  coupon_price: number;
  cash_back: number;
  full_minus: number;
  goods_original_total_price: number;
  pay_money: number;
  need_pay_money: number;
  order_sku_list: (SkuLine & { subtotal: number; actual_pay_total: number; complain_status: string })[];
  order_discount_list: { promotion_name: string; discount_amount: number }[];
  gift_list: { gift_name: string; gift_price: number }[];
  ship_province_id: string;
  ship_province: string;
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const list = (query = '') => call<Page<Row>>(`seller/trade/orders?page_size=10000&${query}`, { token });
const rows = async (query = '') => (await list(query)).data.data;
const detail = (sn: string, as = token) => call<Detail>(`seller/trade/orders/${sn}`, { token: as });
const cents = (yuan: number) => Math.round(yuan * 100);

describe('the seed', () => {
  it('has about 200 orders of the owner shop, in every status, payment type and order type', async () => {
    const all = await rows();
    expect(all.length).toBe(200);
    const has = (f: (r: Row) => boolean) => all.some(f);
    for (const status of ['NEW', 'CONFIRM', 'PAID_OFF', 'FORMED', 'SHIPPED', 'ROG', 'COMPLETE', 'CANCELLED', 'AFTER_SERVICE', 'INTODB_ERROR']) {
      expect(has((r) => r.order_status === status), status).toBe(true);
    }
    for (const pay of ['ONLINE', 'COD']) expect(has((r) => r.payment_type === pay)).toBe(true);
    for (const type of ['NORMAL', 'PINTUAN', 'CHANGE']) expect(has((r) => r.order_type === type)).toBe(true);
    // The source filter offers the server's sources, each of which some order has, and no order has another.
    const sources = CLIENT_TYPES.map((o) => String(o.value));
    for (const client of sources) expect(has((r) => r.client_type === client), client).toBe(true);
    expect(all.filter((r) => !sources.includes(String(r.client_type)))).toEqual([]);
    expect(has((r) => r.service_status === 'APPLY')).toBe(true);
    expect(has((r) => r.sku_list.every((l) => l.goods_type === 'VIRTUAL'))).toBe(true);
    expect(has((r) => r.promotion_tags.length > 0)).toBe(true);
    expect(has((r) => r.comment_status === 'WAIT_CHASE')).toBe(true);
  });

  it('uses real goods and SKUs of the shop', async () => {
    const all = await rows();
    const goods = await call<Page<{ goods_id: string }>>('seller/goods?page_size=10000', { token });
    const recycled = await call<Page<{ goods_id: string }>>('seller/goods?page_size=10000&disabled=0', { token });
    const ids = new Set([...goods.data.data, ...recycled.data.data].map((g) => String(g.goods_id)));
    for (const r of all) for (const l of r.sku_list) expect(ids.has(String(l.goods_id))).toBe(true);
  });

  it('names the orders the report gives for end-to-end tests', async () => {
    const states: [sn: string, expected: Partial<Row>][] = [
      ['20261101000200', { payment_type: 'ONLINE', order_status: 'PAID_OFF' }],
      ['20261101000196', { payment_type: 'ONLINE', order_status: 'PAID_OFF' }],
      ['20261031000190', { payment_type: 'ONLINE', order_status: 'PAID_OFF' }],
      ['20261101000195', { payment_type: 'COD', order_status: 'CONFIRM' }],
      ['20261028000164', { payment_type: 'COD', order_status: 'SHIPPED' }],
      ['20261101000198', { order_status: 'NEW' }],
      ['20261101000194', { payment_type: 'ONLINE', order_status: 'CONFIRM' }],
    ];
    for (const [sn, expected] of states) {
      const d = await detail(sn);
      expect(d.data, sn).toMatchObject(expected);
    }
    for (const sn of ['20261101000200', '20261101000196', '20261031000190', '20261101000195']) {
      expect((await detail(sn)).data.order_operate_allowable_vo.allow_ship).toBe(true);
    }
    expect((await detail('20261101000194')).data.order_operate_allowable_vo.allow_edit_price).toBe(true);
  });
});

describe('order list', () => {
  it('answers the paging envelope, newest first, with OrderLineVO rows', async () => {
    const page = await call<Page<Row>>('seller/trade/orders?page_no=2&page_size=5', { token });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ page_no: 2, page_size: 5, data_total: 200 });
    expect(page.text).toMatch(/"order_id":\d{19},/);
    const all = await rows();
    for (let i = 1; i < all.length; i++) expect(all[i - 1].create_time).toBeGreaterThanOrEqual(all[i].create_time);
    expect(page.data.data[0].sn).toBe(all[5].sn);
    expect(Object.keys(page.data.data[0])).toEqual(
      expect.arrayContaining(['order_amount', 'shipping_amount', 'discount_price', 'paid_point', 'modify_price', 'payment_name', 'pay_status_text', 'ship_status_text', 'sku_list', 'promotion_tags', 'order_operate_allowable_vo']),
    );
  });

  const TABS: [tag: string, test: (r: Row) => boolean][] = [
    ['WAIT_PAY', (r) => r.order_status === 'NEW' || (r.order_status === 'CONFIRM' && r.payment_type === 'ONLINE') || (r.payment_type === 'COD' && ['CONFIRM', 'ROG'].includes(r.order_status))],
    ['WAIT_SHIP', (r) => ['PAID_OFF', 'CONFIRM', 'FORMED'].includes(r.order_status)],
    ['WAIT_ROG', (r) => r.order_status === 'SHIPPED'],
    ['CANCELLED', (r) => r.order_status === 'CANCELLED'],
    ['COMPLETE', (r) => r.order_status === 'COMPLETE'],
    ['WAIT_COMMENT', (r) => r.ship_status === 'SHIP_ROG' && r.comment_status === 'UNFINISHED'],
    ['WAIT_CHASE', (r) => r.ship_status === 'SHIP_ROG' && r.comment_status === 'WAIT_CHASE'],
    ['REFUND', (r) => r.order_status === 'AFTER_SERVICE' || r.service_status === 'APPLY'],
  ];

  it.each(TABS)('order_status=%s keeps only that tab, and tag= gives the same rows', async (tag, test) => {
    const byStatus = await rows(`order_status=${tag}`);
    expect(byStatus.length).toBeGreaterThan(0);
    expect(byStatus.every(test)).toBe(true);
    const byTag = await call<Page<Row>>(`seller/trade/orders?page_size=5&tag=${tag}`, { token });
    expect(byTag.data.data_total).toBe(byStatus.length);
    expect(byTag.data.data.map((r) => r.sn)).toEqual(byStatus.slice(0, 5).map((r) => r.sn));
  });

  it('WAIT_SHIP lists exactly the orders the flow lets ship (allow_ship, or blocked by a cancel request)', async () => {
    const waiting = await rows('order_status=WAIT_SHIP');
    expect(waiting.every((r) => r.order_operate_allowable_vo.allow_ship || r.service_status === 'APPLY')).toBe(true);
    const all = await rows();
    const shippable = all.filter((r) => r.order_operate_allowable_vo.allow_ship).map((r) => r.sn);
    expect(waiting.map((r) => r.sn)).toEqual(expect.arrayContaining(shippable));
  });

  it('order_status also takes an exact status; ALL lists everything', async () => {
    const formed = await rows('order_status=FORMED');
    expect(formed.length).toBeGreaterThan(0);
    expect(formed.every((r) => r.order_status === 'FORMED' && r.order_type === 'PINTUAN')).toBe(true);
    expect((await rows('order_status=ALL')).length).toBe(200);
  });

  it('status-num counts what each tab lists', async () => {
    const num = await call<Record<string, number>>('seller/trade/orders/status-num', { token });
    expect(num.status).toBe(200);
    const keys: [string, string][] = [
      ['all_num', 'ALL'], ['wait_pay_num', 'WAIT_PAY'], ['wait_ship_num', 'WAIT_SHIP'], ['wait_rog_num', 'WAIT_ROG'], ['cancel_num', 'CANCELLED'],
      ['complete_num', 'COMPLETE'], ['wait_comment_num', 'WAIT_COMMENT'], ['refund_num', 'REFUND'],
    ];
    for (const [key, tag] of keys) expect(num.data[key], key).toBe((await list(`order_status=${tag}&page_size=1`)).data.data_total);
  });

  it('filters by keywords, order_sn, goods_name, buyer_name, time, client_type and payment_type', async () => {
    const all = await rows();
    const sample = all[7];
    const goodsName = sample.sku_list[0].name;
    expect((await rows(`keywords=${sample.sn}`)).map((r) => r.sn)).toEqual([sample.sn]);
    const byGoodsKeyword = await rows(`keywords=${encodeURIComponent(goodsName)}`);
    expect(byGoodsKeyword.every((r) => r.sku_list.some((l) => l.name.includes(goodsName)))).toBe(true);
    expect(byGoodsKeyword.map((r) => r.sn)).toContain(sample.sn);
    expect((await rows(`order_sn=${sample.sn.slice(4)}`)).map((r) => r.sn)).toContain(sample.sn);
    expect((await rows(`goods_name=${encodeURIComponent(goodsName)}`)).map((r) => r.sn)).toEqual(byGoodsKeyword.map((r) => r.sn));
    const byBuyer = await rows(`buyer_name=${encodeURIComponent(sample.member_name)}`);
    expect(byBuyer.length).toBeGreaterThan(0);
    expect(byBuyer.every((r) => r.member_name.includes(sample.member_name))).toBe(true);
    const start = all[30].create_time;
    const end = all[10].create_time;
    const inRange = await rows(`start_time=${start}&end_time=${end}`);
    expect(inRange.map((r) => r.sn)).toEqual(all.slice(10, 31).map((r) => r.sn));
    const cod = await rows('payment_type=COD');
    expect(cod.length).toBeGreaterThan(0);
    expect(cod.every((r) => r.payment_type === 'COD')).toBe(true);
    const mini = await rows('client_type=MINI');
    expect(mini.length).toBeGreaterThan(0);
    expect(mini.every((r) => r.client_type === 'MINI')).toBe(true);
    expect((await rows('keywords=no-such-order')).length).toBe(0);
  });

  it.each([
    ['order_status=SOMETHING', 'order_status'],
    ['tag=PAID_OFF', 'tag'],
    ['payment_type=CASH', 'payment_type'],
    ['client_type=FAX', 'client_type'],
    ['start_time=yesterday', 'start_time'],
    ['supplier_type=2', 'supplier_type'],
  ])('a bad filter (%s) is a 400 naming the field', async (query, field) => {
    const result = await call<{ code: string; message: string }>(`seller/trade/orders?${query}`, { token });
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(field);
  });

  it('answers in English for language: en-US', async () => {
    const page = await call<Page<Row & { payment_name: string }>>('seller/trade/orders?order_status=NEW', { token, language: 'en-US' });
    expect(page.data.data[0].order_status_text).toBe('New');
    expect(page.data.data[0].payment_name).toMatch(/Online payment|Cash on delivery/);
    const zh = await call<Page<Row>>('seller/trade/orders?order_status=NEW', { token });
    expect(zh.data.data[0].order_status_text).toBe('新订单');
  });
});

describe('order detail', () => {
  it('has every field of the reference, and its amounts add up in cents', async () => {
    // The newest hundred hold every status, flow and promotion of the seed.
    const all = (await rows()).slice(0, 100);
    for (const r of all) {
      const d = (await detail(r.sn)).data;
      const goods = d.order_sku_list.reduce((sum, l) => sum + cents(l.purchase_price) * l.num, 0);
      expect(cents(d.goods_price)).toBe(goods);
      expect(cents(d.goods_original_total_price)).toBe(d.order_sku_list.reduce((sum, l) => sum + cents(l.original_price) * l.num, 0));
      expect(cents(d.order_price)).toBe(cents(d.goods_price) + cents(d.shipping_price) - cents(d.discount_price) + cents(d.modify_price));
      expect(cents(d.discount_price)).toBe(d.order_discount_list.reduce((sum, x) => sum + cents(x.discount_amount), 0));
      expect(cents(d.discount_price)).toBe(cents(d.coupon_price) + cents(d.cash_back));
      expect(d.order_price).toBeGreaterThanOrEqual(0);
      expect(cents(d.order_price)).toBe(cents(r.order_amount));
      const shares = d.order_sku_list.reduce((sum, l) => sum + cents(l.actual_pay_total), 0);
      expect(shares).toBe(Math.max(0, cents(d.order_price) - cents(d.shipping_price)));
      expect(d.pay_money).toBe(d.pay_status === 'PAY_YES' ? d.order_price : 0);
      expect(d.order_operate_allowable_vo).toEqual(r.order_operate_allowable_vo);
    }
  });

  it('shows gifts, discounts, the consignee region and the receipt slot', async () => {
    const all = await rows();
    const tagged = (tag: string) => all.find((r) => r.promotion_tags.includes(tag)) as Row;
    expect((await detail(tagged('满赠').sn)).data.gift_list[0]).toMatchObject({ gift_name: expect.any(String), gift_price: expect.any(Number) });
    const coupon = (await detail(tagged('优惠券').sn)).data;
    expect(coupon.order_discount_list.some((x) => x.promotion_name.includes('优惠券'))).toBe(true);
    expect(coupon.coupon_price).toBeGreaterThan(0);
    const d = (await detail(all[0].sn)).data;
    expect(d).toHaveProperty('receipt_history');
    expect(typeof d.ship_province_id).toBe('number');
    const regions = await call<{ id: number; local_name: string }[]>('base/regions/0/children');
    expect(regions.data.some((r) => String(r.id) === String(d.ship_province_id) && r.local_name === d.ship_province)).toBe(true);
  });

  it("is a 404 for an unknown sn or another shop's order", async () => {
    const sn = (await rows())[0].sn;
    expect((await detail('19990101000001')).status).toBe(404);
    const supplier = await login('supplier');
    const other = await detail(sn, supplier);
    expect(other.status).toBe(404);
    expect(other.data).toMatchObject({ code: '003' });
    for (const path of [`${sn}/flow`, `${sn}/items`, `shipping/${sn}`, `${sn}/virtual`]) {
      expect((await call(`seller/trade/orders/${path}`, { token: supplier })).status).toBe(404);
    }
  });
});

describe('order flow', () => {
  type Node = { text: string; order_status: string; show_status: number };
  const flow = async (query: string, pick: (r: Row) => boolean = () => true, language?: string) => {
    const sn = (await rows(query)).find(pick)?.sn as string;
    return (await call<Node[]>(`seller/trade/orders/${sn}/flow`, { token, language })).data;
  };

  it('follows the online flow, marking the nodes reached', async () => {
    const nodes = await flow('order_status=SHIPPED&payment_type=ONLINE', (r) => r.order_type === 'NORMAL');
    expect(nodes.map((n) => n.order_status)).toEqual(['NEW', 'CONFIRM', 'PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE']);
    expect(nodes.map((n) => n.show_status)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(nodes.map((n) => n.text)).toEqual(['新订单', '已确认', '已付款', '已发货', '已收货', '已完成']);
  });

  it('cash on delivery is paid after receipt; group buys form a group; a completed order ends with 2', async () => {
    const cod = await flow('order_status=ROG&payment_type=COD');
    expect(cod.map((n) => n.order_status)).toEqual(['NEW', 'CONFIRM', 'SHIPPED', 'ROG', 'PAID_OFF', 'COMPLETE']);
    expect(cod.map((n) => n.show_status)).toEqual([1, 1, 1, 1, 0, 0]);
    const group = await flow('order_status=FORMED');
    expect(group.map((n) => n.order_status)).toEqual(['NEW', 'CONFIRM', 'PAID_OFF', 'FORMED', 'SHIPPED', 'ROG', 'COMPLETE']);
    const done = await flow('order_status=COMPLETE&payment_type=ONLINE', (r) => r.order_type === 'NORMAL');
    expect(done[done.length - 1]).toMatchObject({ order_status: 'COMPLETE', show_status: 2 });
  });

  it('a cancelled or failed order ends in a node shown as cancelled (3)', async () => {
    const cancelled = await flow('order_status=CANCELLED');
    expect(cancelled[cancelled.length - 1]).toMatchObject({ order_status: 'CANCELLED', show_status: 3 });
    expect(cancelled.slice(0, -1).every((n) => n.show_status === 1)).toBe(true);
    const failed = await flow('order_status=INTODB_ERROR');
    expect(failed).toMatchObject([{ order_status: 'NEW', show_status: 1 }, { order_status: 'INTODB_ERROR', show_status: 3 }]);
    const requested = await flow('order_status=PAID_OFF', (r) => r.service_status === 'APPLY');
    expect(requested.map((n) => n.order_status)).toEqual(['NEW', 'CONFIRM', 'PAID_OFF', 'APPLY', 'PASS', 'COMPLETE']);
    const english = await flow('order_status=CANCELLED', () => true, 'en-US');
    expect(english[english.length - 1].text).toBe('Cancelled');
  });
});

describe('items, parcels, delivery note, tracking', () => {
  it('items lists the lines to pack; shipping lists the parcels of a shipped order', async () => {
    const shipped = (await rows('order_status=SHIPPED'))[0];
    const items = await call<{ order_sn: string; seller_name: string; item_list: { product_id: string; name: string; num: number }[] }>(`seller/trade/orders/${shipped.sn}/items`, { token });
    expect(items.data.order_sn).toBe(shipped.sn);
    expect(items.data.seller_name).toBe('晨光数码旗舰店');
    expect(items.data.item_list.map((i) => String(i.product_id))).toEqual(shipped.sku_list.map((l) => String(l.sku_id)));
    const parcels = await call<{ logistics_id: number; delivery_sn: string; ship_time: number; goods_json: string }[]>(`seller/trade/orders/shipping/${shipped.sn}`, { token });
    expect(parcels.data).toHaveLength(1);
    expect(parcels.data[0].delivery_sn).toBe(shipped.ship_no);
    expect(JSON.parse(parcels.data[0].goods_json)).toHaveLength(shipped.sku_list.length);
    const unshipped = (await rows('order_status=NEW'))[0];
    expect((await call<unknown[]>(`seller/trade/orders/shipping/${unshipped.sn}`, { token })).data).toEqual([]);
  });

  it('the delivery note is found by order_id', async () => {
    const r = (await rows())[3];
    const note = await call<{ sn: string; consignee: string; order_sku_list: unknown[]; region: string; site_name: string }>(`seller/trade/invoice?order_id=${r.order_id}`, { token });
    expect(note.status).toBe(200);
    expect(note.data.sn).toBe(r.sn);
    expect(note.data.order_sku_list).toHaveLength(r.sku_list.length);
    expect(note.data.region.length).toBeGreaterThan(2);
    expect((await call('seller/trade/invoice', { token })).status).toBe(400);
    expect((await call(`seller/trade/invoice?order_id=${r.order_id}`, { token: await login('supplier') })).status).toBe(404);
  });

  it('tracking has dated steps, the same for the same number, and follows the order it belongs to', async () => {
    type Track = { name: string; courier_num: string; data: { time: string; context: string }[] };
    const first = await call<Track>('seller/express?id=1&num=SF1234567890', { token });
    expect(first.status).toBe(200);
    expect(first.data.name).toBe('顺丰速运');
    expect(first.data.data.length).toBeGreaterThanOrEqual(2);
    expect(first.data.data[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.data.data[0].time >= first.data.data[first.data.data.length - 1].time).toBe(true);
    expect((await call<Track>('seller/express?id=1&num=SF1234567890', { token })).data).toEqual(first.data);
    const received = (await rows('order_status=ROG')).find((r) => r.ship_no) as Row;
    const track = await call<Track>(`seller/express?id=${received.logi_id}&num=${received.ship_no}`, { token });
    expect(track.data.data).toHaveLength(6);
    expect(track.data.data[0].context).toContain('签收');
    expect((await call('seller/express?id=1', { token })).status).toBe(400);
    expect((await call('seller/express?num=1', { token })).status).toBe(400);
    expect((await call('seller/express?id=999&num=1', { token })).status).toBe(404);
  });

  it('no tracking step is dated after now: an order shipped just now has only its pick-up', async () => {
    type Track = { data: { time: string; context: string }[] };
    const waiting = (await rows('order_status=WAIT_SHIP')).find((r) => r.order_operate_allowable_vo?.allow_ship)!;
    const shipped = await call(`seller/trade/orders/${waiting.sn}/delivery`, { token, method: 'POST', form: { ship_no: 'SF9990001', logi_id: '1', logi_name: '顺丰速运' } });
    expect(shipped.status).toBe(200);
    const track = await call<Track>('seller/express?id=1&num=SF9990001', { token });
    expect(track.data.data).toHaveLength(1);
    expect(track.data.data[0]!.context).toContain('已揽收');
  });

  it("a buyer's return parcel is tracked from when the buyer sent it", async () => {
    type Track = { data: { time: string }[] };
    const back = afterSaleDb().services.all().find((s) => s.shop_id === '1' && s.express)!.express!;
    const track = await call<Track>(`seller/express?id=${back.courier_company_id}&num=${back.courier_number}`, { token });
    expect(track.data.data.at(-1)!.time).toBe(chinaTime(back.ship_time));
  });
});

describe('exports and supplier orders', () => {
  it('export/sync creates an order export task whose param lists the filters with their descriptions', async () => {
    const result = await call('seller/trade/orders/export/sync?order_status=WAIT_SHIP&payment_type=ONLINE&start_time=1700000000', { token });
    expect(result.status).toBe(200);
    const tasks = await call<Page<{ module_type: string; operate_type: string; param: string; status: string }>>('seller/task?operate_type=EXPORT', { token });
    const task = tasks.data.data[0];
    expect(task).toMatchObject({ module_type: 'ShopOrderExport', status: 'processing' });
    expect(JSON.parse(task.param)).toEqual([
      { fieldName: 'order_status', fieldDesc: '订单状态', value: 'WAIT_SHIP' },
      { fieldName: 'payment_type', fieldDesc: '支付方式', value: 'ONLINE' },
      { fieldName: 'start_time', fieldDesc: '开始时间', value: '1700000000' },
    ]);
  });

  it('the supplier shop lists and opens its supplier orders; the owner has none', async () => {
    const supplier = await login('supplier');
    const page = await call<Page<Row>>('seller/trade/orders/supplier?page_size=100', { token: supplier });
    expect(page.data.data_total).toBe(30);
    expect(page.data.data.every((r) => r.supplier_type === 1)).toBe(true);
    const one = await call<Detail>(`seller/trade/orders/supplier/${page.data.data[0].sn}`, { token: supplier });
    expect(one.status).toBe(200);
    expect((await call<Page<Row>>('seller/trade/orders?supplier_type=1&page_size=1', { token: supplier })).data.data_total).toBe(30);
    expect((await call<Page<Row>>('seller/trade/orders/supplier', { token })).data.data_total).toBe(0);
    const ownerSn = (await rows())[0].sn;
    expect((await call(`seller/trade/orders/supplier/${ownerSn}`, { token })).status).toBe(404);
    expect((await call('seller/trade/orders/supplier/export', { token: supplier })).status).toBe(200);
  });

  it('a shop without orders lists none; a call without a token is a 403', async () => {
    const closed = await login('closed');
    expect((await call<Page<Row>>('seller/trade/orders', { token: closed })).data.data_total).toBe(0);
    expect((await call('seller/trade/orders')).status).toBe(403);
  });
});
