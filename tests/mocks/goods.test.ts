// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { toJsonText } from '../../src/mocks/lib/json';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Row {
  goods_id: string;
  goods_name: string;
  sn: string;
  price: number;
  market_enable: number;
  is_auth: number;
  disabled: number;
  goods_type: string;
  point_disable: number;
  enable_quantity: number;
  create_time: number;
}

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const list = (query: string) => call<Page<Row>>(`seller/goods?${query}`, { token });

/** All rows matching a query (one big page). */
const all = async (query: string) => (await list(`${query}&page_size=10000`)).data.data;

const validBody = {
  goods_name: '测试商品 Demo',
  sn: 'TEST-001',
  price: 99.9,
  cost: 50,
  mktprice: 120,
  weight: 0.5,
  category_id: 111,
  goods_type: 'NORMAL',
  template_id: 0,
  goods_gallery_list: [{ img_id: -1, original: 'data:image/png;base64,AAAA', sort: 0 }],
  intro: '<p>hi</p>',
  market_enable: 1,
  quantity: 10,
};

describe('goods list', () => {
  it('returns the paging envelope with 1-based pages', async () => {
    const first = await list('page_no=1&page_size=10');
    expect(first.status).toBe(200);
    expect(first.data.page_no).toBe(1);
    expect(first.data.page_size).toBe(10);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data_total).toBeGreaterThan(100);
    const second = await list('page_no=2&page_size=10');
    expect(second.data.data[0].goods_id).not.toBe(first.data.data[0].goods_id);
    expect(first.data.data[0].create_time).toBeGreaterThanOrEqual(first.data.data[1].create_time);
    expect(String(first.data.data[0].create_time)).toHaveLength(10);
  });

  it('market_enable=1 means on shelf and approved; an explicit is_auth overrides', async () => {
    const onSale = await all('market_enable=1');
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.every((g) => g.market_enable === 1 && g.is_auth === 1)).toBe(true);
    const pending = await all('market_enable=1&is_auth=0');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((g) => g.market_enable === 1 && g.is_auth === 0)).toBe(true);
    const off = await all('market_enable=0');
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((g) => g.market_enable === 0)).toBe(true);
  });

  it('disabled defaults to 1; disabled=0 is the recycle station', async () => {
    const normal = await all('');
    const recycled = await all('disabled=0');
    expect(normal.every((g) => g.disabled === 1)).toBe(true);
    expect(recycled.length).toBeGreaterThan(0);
    expect(recycled.every((g) => g.disabled === 0)).toBe(true);
  });

  it('keyword matches the name or the sn', async () => {
    const bySn = await all('keyword=G000001');
    expect(bySn.map((g) => g.sn)).toContain('G000001');
    const sample = (await all('')).find((g) => g.goods_name.includes(' '))!;
    const word = sample.goods_name.split(' ').pop()!;
    const byName = await all(`keyword=${encodeURIComponent(word)}`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((g) => g.goods_name.includes(word) || g.sn.includes(word))).toBe(true);
  });

  it('filters goods type, points goods, price range and category path', async () => {
    const virtual = await all('goods_type=VIRTUAL');
    expect(virtual.length).toBeGreaterThan(0);
    expect(virtual.every((g) => g.goods_type === 'VIRTUAL')).toBe(true);
    const points = await all('point_disable=1');
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((g) => g.point_disable === 1)).toBe(true);
    const priced = await all('start_price=100&end_price=500');
    expect(priced.every((g) => g.price >= 100 && g.price <= 500)).toBe(true);
    const phones = await all(`category_path=${encodeURIComponent('0|1|')}`);
    const food = await all(`category_path=${encodeURIComponent('0|4|')}`);
    expect(phones.length + food.length).toBeGreaterThan(0);
    expect(phones.some((p) => food.some((f) => f.goods_id === p.goods_id))).toBe(false);
  });

  it('sorts by sort_field / sort_type', async () => {
    const rows = await all('sort_field=price&sort_type=asc');
    const prices = rows.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('lists low-stock goods under goods/warning', async () => {
    const result = await call<Page<Row>>('seller/goods/warning?page_size=100', { token });
    expect(result.data.data_total).toBeGreaterThan(0);
    expect(result.data.data.every((g) => g.market_enable === 1)).toBe(true);
  });

  it('only shows the caller shop goods (staff sees the owner shop, supplier its own)', async () => {
    const staff = await call<Page<Row>>('seller/goods?page_size=5', { token: await login('staff') });
    const supplier = await call<Page<Row>>('seller/goods?page_size=5', { token: await login('supplier') });
    expect(staff.data.data_total).toBe((await list('page_size=5')).data.data_total);
    expect(supplier.data.data_total).toBeGreaterThan(0);
    expect(supplier.data.data_total).toBeLessThan(staff.data.data_total);
  });
});

describe('goods actions', () => {
  it('refuses to recycle an on-shelf goods (500 + message) and recycles an off-shelf one', async () => {
    const [onShelf] = await all('market_enable=1');
    const refused = await call(`seller/goods/${onShelf.goods_id}/recycle`, { method: 'PUT', token });
    expect(refused.status).toBe(500);
    expect(refused.data).toMatchObject({ code: expect.any(String), message: expect.stringContaining('下架') });

    const [offShelf] = await all('market_enable=0');
    const ok = await call(`seller/goods/${offShelf.goods_id}/recycle`, { method: 'PUT', token });
    expect(ok.status).toBe(200);
    expect((await all('disabled=0')).map((g) => g.goods_id)).toContain(offShelf.goods_id);
  });

  it('takes goods off shelf in a batch (reason required), then recycles, reverts and deletes', async () => {
    const ids = (await all('market_enable=1')).slice(0, 3).map((g) => g.goods_id);
    const noReason = await call(`seller/goods/${ids.join(',')}/under`, { method: 'PUT', token });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ code: '004' });
    expect((await call(`seller/goods/${ids.join(',')}/under?reason=${encodeURIComponent('盘点')}`, { method: 'PUT', token })).status).toBe(200);
    const detail = await call<{ market_enable: number; under_message: string }>(`seller/goods/${ids[0]}`, { token });
    expect(detail.data).toMatchObject({ market_enable: 0, under_message: '盘点' });

    const notRecycled = await call(`seller/goods/${ids[0]}`, { method: 'DELETE', token });
    expect(notRecycled.status).toBe(500);
    expect((await call(`seller/goods/${ids.join(',')}/recycle`, { method: 'PUT', token })).status).toBe(200);
    expect((await call(`seller/goods/${ids[0]}/revert`, { method: 'PUT', token })).status).toBe(200);
    expect((await call(`seller/goods/${ids[1]},${ids[2]}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`seller/goods/${ids[1]}`, { token })).status).toBe(404);
    expect((await call(`seller/goods/${ids[0]}`, { token })).status).toBe(200);
  });

  it('404 code 003 for an unknown goods id', async () => {
    const result = await call('seller/goods/123', { token });
    expect(result.status).toBe(404);
    expect(result.data).toMatchObject({ code: '003' });
  });
});

describe('publish', () => {
  it('creates goods from a valid body and lists it first', async () => {
    const created = await call<{ goods_id: string; goods_name: string }>('seller/goods', { method: 'POST', token, json: validBody });
    expect(created.status).toBe(200);
    expect(created.data.goods_name).toBe('测试商品 Demo');
    const first = (await list('page_size=1')).data.data[0];
    expect(first.goods_id).toBe(created.data.goods_id);
  });

  it.each([
    ['goods_name', { goods_name: undefined }],
    ['goods_name', { goods_name: '  ' }],
    ['goods_name', { goods_name: 'ab' }],
    ['goods_name', { goods_name: '<b>bold</b> name' }],
    ['sn', { sn: undefined }],
    ['sn', { sn: 'has space' }],
    ['price', { price: undefined }],
    ['price', { price: 1.234 }],
    ['price', { price: -1 }],
    ['cost', { cost: undefined }],
    ['weight', { weight: undefined }],
    ['weight', { weight: 1.23456 }],
    ['category_id', { category_id: undefined }],
    ['goods_gallery_list', { goods_gallery_list: [] }],
  ])('400 code 004 naming %s', async (field, change) => {
    const body: Record<string, unknown> = { ...validBody, ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const result = await call<{ code: string; message: string }>('seller/goods', { method: 'POST', token, json: body });
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(field);
  });

  it('accepts a form-encoded body too (and still validates it)', async () => {
    const result = await call('seller/goods', { method: 'POST', token, form: { goods_name: 'x' } });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004' });
  });
});

describe('big ids', () => {
  const BIG = '9223372036854775807';

  it('keeps goods 9223372036854775807 exact through GET → PUT → GET', async () => {
    const before = await call<Record<string, unknown>>(`seller/goods/${BIG}`, { token });
    expect(before.status).toBe(200);
    expect(before.text).toContain(`"goods_id":${BIG}`);
    expect(before.data.goods_id).toBe(BIG);

    const body = { ...before.data, goods_name: `${before.data.goods_name as string} 改` };
    const bodyText = toJsonText(body);
    expect(bodyText).toContain(`"goods_id":${BIG}`);
    const put = await call(`seller/goods/${BIG}`, { method: 'PUT', token, body: bodyText });
    expect(put.status, put.text).toBe(200);

    const after = await call<Record<string, unknown>>(`seller/goods/${BIG}`, { token });
    expect(after.text).toContain(`"goods_id":${BIG}`);
    expect(after.data.goods_name).toBe(body.goods_name);
    const listText = (await call('seller/goods?page_size=5', { token })).text;
    expect(listText).toContain(`"goods_id":${BIG}`);
  });

  it('writes every id as an unquoted number', async () => {
    const text = (await list('page_size=50')).text;
    expect(text).not.toMatch(/"goods_id":"/);
    expect(text).toMatch(/"goods_id":18\d{17}/);
  });
});

describe('SKUs and stock', () => {
  it('reads and saves the SKUs of a goods', async () => {
    const [g] = await all('market_enable=1');
    const skus = await call<Array<Record<string, unknown>>>(`seller/goods/${g.goods_id}/skus`, { token });
    expect(Array.isArray(skus.data)).toBe(true);
    const rows = [
      { sku_id: '', sn: `${g.sn}-A`, price: 10, cost: 5, weight: 1, quantity: 7, spec_list: [{ spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: '红色', spec_value_sn: 'R', spec_value_image: '' }] },
      { sku_id: '', sn: `${g.sn}-B`, price: 12, cost: 5, weight: 1, quantity: 3, spec_list: [{ spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: '绿色', spec_value_sn: 'G', spec_value_image: '' }] },
    ];
    const saved = await call<Array<{ sku_id: string; quantity: number }>>(`seller/goods/${g.goods_id}/skus`, { method: 'PUT', token, json: rows });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toHaveLength(2);
    const detail = await call<{ have_spec: number; quantity: number; price: number }>(`seller/goods/${g.goods_id}`, { token });
    expect(detail.data).toMatchObject({ have_spec: 1, quantity: 10, price: 10 });

    const quantity = await call(`seller/goods/${g.goods_id}/quantity`, { method: 'PUT', token, json: [{ sku_id: saved.data[0].sku_id, quantity_count: 100 }] });
    expect(quantity.status).toBe(200);
    expect((await call<{ quantity: number }>(`seller/goods/${g.goods_id}`, { token })).data.quantity).toBe(103);
    const tooMuch = await call(`seller/goods/${g.goods_id}/quantity`, { method: 'PUT', token, json: [{ sku_id: saved.data[0].sku_id, quantity_count: 100000000 }] });
    expect(tooMuch.status).toBe(400);
  });
});

describe('goods picker', () => {
  it('lists SKUs with picker fields and preloads details', async () => {
    const page = await call<Page<Record<string, unknown>>>('seller/goods/skus?page_no=1&page_size=10&market_enable=1&is_auth=1', { token });
    expect(page.status).toBe(200);
    expect(page.data.data).toHaveLength(10);
    const item = page.data.data[0];
    expect(item).toEqual(
      expect.objectContaining({ goods_id: expect.anything(), sku_id: expect.anything(), goods_name: expect.any(String), goods_image: expect.any(String), goods_price: expect.any(Number), point_disable: expect.any(Number), exchange_point: expect.any(Number) }),
    );
    expect(item).toHaveProperty('properties_name');
    expect(page.text).toMatch(/"sku_id":\d+/);
    const ids = page.data.data.slice(0, 2).map((s) => s.sku_id).join(',');
    const details = await call<unknown[]>(`seller/goods/skus/${ids}/details`, { token });
    expect(details.data).toHaveLength(2);
    const goodsIds = page.data.data.slice(0, 1).map((s) => s.goods_id).join(',');
    const goods = await call<unknown[]>(`seller/goods/${goodsIds}/details`, { token });
    expect(goods.data).toHaveLength(1);
  });

  it('lazy category cascade with has_children', async () => {
    const top = await call<Array<{ category_id: string; has_children: boolean }>>('seller/goods/category/0/children', { token });
    expect(top.data.length).toBe(5);
    expect(top.data[0].has_children).toBe(true);
    const leaf = await call<Array<{ has_children: boolean }>>('seller/goods/category/11/children', { token });
    expect(leaf.data.every((c) => !c.has_children)).toBe(true);
  });
});

describe('spec values in English', () => {
  it('names the seeded spec groups and values in the caller\'s language, in the spec list and in a goods\'s SKUs', async () => {
    type Spec = { spec_group_name: string; spec_values: { spec_value_name: string }[] };
    const specs = (language: string) => call<Spec[]>('seller/goods/spec/all', { token, language });
    const colour = (await specs('en-US')).data.find((spec) => spec.spec_group_name === 'Colour');
    expect(colour?.spec_values.map((v) => v.spec_value_name)).toEqual(['Black', 'White', 'Blue', 'Silver']);
    expect((await specs('zh-CN')).data.find((spec) => spec.spec_group_name === '颜色')?.spec_values[0]?.spec_value_name).toBe('黑色');

    type Sku = { spec_list: { spec_group_name: string; spec_value_name: string }[] };
    const specsOf = async (goodsId: string, language: string) => (await call<Sku[]>(`seller/goods/${goodsId}/skus`, { token, language })).data.flatMap((sku) => sku.spec_list);
    let withSpecs: string | undefined;
    for (const row of await all('market_enable=1')) {
      if ((await specsOf(row.goods_id, 'zh-CN')).length) {
        withSpecs = row.goods_id;
        break;
      }
    }
    const english = await specsOf(withSpecs!, 'en-US');
    const chinese = await specsOf(withSpecs!, 'zh-CN');
    expect(english.map((v) => v.spec_group_name)).toContain('Colour');
    expect(english.map((v) => v.spec_group_name)).not.toContain('颜色');
    expect(chinese.map((v) => v.spec_group_name)).not.toContain('Colour');
  });
});
