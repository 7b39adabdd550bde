// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { regionDepthTree } from '../../src/mocks/db/seed/regions';
import { call, login, startDemoServer } from './support';

startDemoServer();

interface Rule {
  first_company: number;
  first_price: number;
  continued_company: number;
  continued_price: number;
  area: string;
}
interface Template {
  id: number;
  name: string;
  type: number;
  is_default: number;
  items: Rule[];
  free_items: Rule[];
}
interface Region {
  id: string;
  local_name: string;
  children: Region[];
}

/** The region tree `base/regions/depth/3` answers (the area picker's). */
const tree: Region[] = regionDepthTree(3);

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

/** The region of the depth-3 tree at a path of names. */
const region = (...names: string[]) => names.reduce<Region | undefined>((at, name) => (at ? at.children : tree).find((r) => r.local_name === name), undefined)!;

/** The `area` string the area picker writes: whole provinces, or a province with whole cities. */
function area(...picks: Array<string | [string, string[]]>): string {
  const node = (r: Region, level: number, children: Record<string, unknown> | null) => ({ id: Number(r.id), local_name: r.local_name, level, selected_all: !children, children });
  return JSON.stringify(
    Object.fromEntries(
      picks.map((pick) => {
        const [name, cities] = typeof pick === 'string' ? [pick, null] : pick;
        const p = region(name);
        const children = cities ? Object.fromEntries(cities.map((c) => [region(name, c).id, node(region(name, c), 2, null)])) : null;
        return [p.id, node(p, 1, children)];
      }),
    ),
  );
}

const charged = (a: string, price = 8): Rule => ({ first_company: 1, first_price: price, continued_company: 1, continued_price: 2, area: a });
const free = (a: string): Rule => ({ first_company: 1, first_price: 0, continued_company: 1, continued_price: 0, area: a });

const list = async (as = token) => (await call<Template[]>('seller/shops/ship-templates', { token: as })).data;
const save = (body: unknown, id?: number) =>
  call<Template & { code: string; message: string }>(`seller/shops/ship-templates${id ? `/${id}` : ''}`, { method: id ? 'PUT' : 'POST', token, json: body });

describe('freight templates (8.5)', () => {
  it('lists the shop templates as a bare array: charged and free items, area as a JSON string keyed by region id', async () => {
    const templates = await list();
    expect(templates.map((t) => [t.id, t.type, t.is_default])).toEqual([[1, 1, 1], [2, 2, 0], [3, 3, 0]]);
    const byPiece = templates[1];
    expect(byPiece.free_items).toHaveLength(1);
    const freeArea = JSON.parse(byPiece.free_items[0].area);
    const guangdong = region('广东省');
    expect(freeArea[guangdong.id]).toMatchObject({ id: Number(guangdong.id), local_name: '广东省', level: 1, selected_all: false });
    expect(Object.values(freeArea[guangdong.id].children as Record<string, { local_name: string; selected_all: boolean }>)).toEqual([
      expect.objectContaining({ local_name: '深圳市', selected_all: true, children: null }),
    ]);
  });

  it('one template: its items also hold the free areas, which UI61 splits off by first_price', async () => {
    const { data } = await call<Template>('seller/shops/ship-templates/2', { token });
    expect(data.items.filter((r) => r.first_price > 0)).toHaveLength(1);
    expect(data.items.filter((r) => r.first_price <= 0)).toEqual(data.free_items);
  });

  it('creates, edits and deletes a template; the area string comes back as sent', async () => {
    const chargedArea = area('四川省', ['广东省', ['广州市']]);
    const created = await save({ name: '测试模板', type: 2, items: [charged(chargedArea, 12.5)], free_items: [free(area(['广东省', ['深圳市']]))] });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: '测试模板', type: 2, is_default: 0, items: [{ first_price: 12.5, area: chargedArea }] });
    const id = created.data.id;
    const edited = await save({ template_id: id, name: '改名模板', type: 2, items: [charged(area('湖北省'), 6)], free_items: [] }, id);
    expect(edited.data).toMatchObject({ id, name: '改名模板', items: [{ first_price: 6 }], free_items: [] });
    expect((await list()).find((t) => t.id === id)?.name).toBe('改名模板');
    expect((await call(`seller/shops/ship-templates/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`seller/shops/ship-templates/${id}`, { token })).status).toBe(404);
  });

  it('weight and volume take units with 2 decimals; pieces are whole', async () => {
    expect((await save({ name: '按重', type: 1, items: [{ ...charged(area('湖北省')), first_company: 0.5 }] })).status).toBe(200);
    expect((await save({ name: '按体积', type: 3, items: [{ ...charged(area('湖北省')), continued_company: 0.25 }] })).status).toBe(200);
    const pieces = await save({ name: '按件', type: 2, items: [{ ...charged(area('湖北省')), first_company: 0.5 }] });
    expect(pieces.status).toBe(400);
    expect(pieces.data.message).toContain('items[0].first_company');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '一二三四五六七八九十一二三四五六' }],
    ['type', { type: 4 }],
    ['items', { items: [] }],
    ['items[0].first_price', { items: [charged(area('湖北省'), 0)] }],
    ['items[0].first_price', { items: [charged(area('湖北省'), 1.234)] }],
    ['items[0].continued_price', { items: [{ ...charged(area('湖北省')), continued_price: -1 }] }],
    ['items[0].first_company', { items: [{ ...charged(area('湖北省')), first_company: 0 }] }],
    ['items[0].area', { items: [charged('')] }],
    ['items[0].area', { items: [charged('{}')] }],
    ['items[0].area', { items: [charged('["北京"]')] }],
    ['items[0].area', { items: [charged(JSON.stringify({ 99999: { id: 99999, local_name: 'x', level: 1, selected_all: true, children: null } }))] }],
    ['items[0].area', { items: [charged(JSON.stringify({ [String(0)]: {} }))] }],
    ['free_items[0].first_price', { free_items: [{ ...free(area('北京')), first_price: 3 }] }],
  ])('400 code 004 naming %s', async (key, change) => {
    const body = { name: '新模板', type: 2, items: [charged(area('湖北省'))], free_items: [], ...change };
    const result = await save(body);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining(key) });
    expect(await list()).toHaveLength(3);
  });

  it.each([
    ['the same province twice', [charged(area('湖北省')), charged(area('湖北省'))], [], 'items[1].area'],
    ['a province and one of its cities', [charged(area('广东省'))], [free(area(['广东省', ['深圳市']]))], 'free_items[0].area'],
    ['a city in two rules', [charged(area(['广东省', ['广州市', '东莞市']]))], [free(area(['广东省', ['东莞市']]))], 'free_items[0].area'],
  ])('an area used twice in one template is a 400: %s', async (_, items, freeItems, key) => {
    const result = await save({ name: '重复地区', type: 1, items, free_items: freeItems });
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(key);
  });

  it('different cities of one province may be in different rules', async () => {
    const result = await save({ name: '分城市', type: 1, items: [charged(area(['广东省', ['广州市']]))], free_items: [free(area(['广东省', ['深圳市']]))] });
    expect(result.status).toBe(200);
  });

  it('the charging type is fixed once created (500)', async () => {
    const before = await list();
    const result = await save({ name: '全国通用（按重量）', type: 2, items: [charged(area('湖北省'))] }, 1);
    expect(result.status).toBe(500);
    expect(await list()).toEqual(before);
    expect((await save({ name: '全国通用（按重量）', items: [charged(area('湖北省'))] }, 1)).status).toBe(200);
  });

  /** A goods of the shop using template 2 (published through the goods API). */
  const publishWithTemplate = (templateId: number) =>
    call('seller/goods', {
      method: 'POST',
      token,
      json: {
        goods_name: '运费测试商品', sn: 'FREIGHT-001', price: 10, cost: 5, mktprice: 12, weight: 1, category_id: 111, goods_type: 'NORMAL',
        template_id: templateId, goods_gallery_list: [{ img_id: -1, original: 'data:image/png;base64,AAAA', sort: 0 }], intro: '<p>x</p>',
        market_enable: 1, quantity: 10,
      },
    });

  it.each([
    ['the default template (1)', 1, false, 500, '默认模板不能删除'],
    ['a template goods use (2)', 2, true, 500, '运费测试商品'],
    ['a template nothing uses (3)', 3, false, 200, ''],
  ])('deleting %s → %i', async (_, id, used, status, message) => {
    if (used) expect((await publishWithTemplate(id)).status).toBe(200);
    const result = await call<{ message: string }>(`seller/shops/ship-templates/${id}`, { method: 'DELETE', token });
    expect(result.status).toBe(status);
    if (message) expect(result.data.message).toContain(message);
    expect((await list()).some((t) => t.id === id)).toBe(status !== 200);
  });

  it('renaming a seeded template drops its English name', async () => {
    expect((await call<Template[]>('seller/shops/ship-templates', { token, language: 'en-US' })).data[2].name).toBe('Bulky items (by volume)');
    await save({ name: '大件', items: [charged(area('湖北省'))] }, 3);
    expect((await call<Template[]>('seller/shops/ship-templates', { token, language: 'en-US' })).data[2].name).toBe('大件');
  });

  it('a template of another shop is a 404', async () => {
    const supplier = await list(await login('supplier'));
    expect(supplier.map((t) => t.id)).toEqual([11, 12, 13]);
    for (const [method, body] of [['GET', undefined], ['PUT', { name: 'x', items: [charged(area('湖北省'))] }], ['DELETE', undefined]] as const) {
      const result = await call<{ code: string }>('seller/shops/ship-templates/13', { method, token, json: body });
      expect(result.status).toBe(404);
      expect(result.data.code).toBe('003');
    }
  });
});
