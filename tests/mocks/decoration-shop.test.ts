// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type CallOptions, type Page } from './support';

startDemoServer();

interface Navigation {
  id: number;
  name: string;
  disable: number;
  sort: number;
  nav_url: string;
  target: number;
}
interface Theme {
  id: number;
  name: string;
  image_path: string;
  mark: string;
  is_default: number;
  type: string;
  current_use: number;
}
interface Slide {
  silde_id: number;
  client_type: string;
  silde_url: string;
  img: string;
}
interface ApiError {
  code: string;
  message: string;
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['owner', 'supplier']) tokens[user] = await login(user);
});
const api = <T>(path: string, options: CallOptions & { user?: string } = {}) => call<T>(path, { token: tokens[options.user ?? 'owner'], ...options });
const expect400 = (result: { status: number; data: unknown }, field: string) => {
  expect(result.status).toBe(400);
  expect(result.data).toMatchObject({ code: '004' });
  expect((result.data as ApiError).message).toContain(field);
};

describe('shop navigation', () => {
  const navs = async (user = 'owner') => (await api<Page<Navigation>>('seller/shops/navigations?page_size=100', { user })).data.data;
  const valid = { name: '新品', disable: 1, sort: 15, nav_url: 'https://www.yunjimall.example/shop/1/new', target: 0 };

  it('pages the entries in sort order, shown and hidden', async () => {
    const page = (await api<Page<Navigation>>('seller/shops/navigations?page_no=1&page_size=5')).data;
    expect(page).toMatchObject({ page_no: 1, page_size: 5, data_total: 8 });
    expect(Object.keys(page.data[0]).sort()).toEqual(['disable', 'id', 'name', 'nav_url', 'sort', 'target']);
    const all = await navs();
    expect(all.map((n) => n.sort)).toEqual([...all.map((n) => n.sort)].sort((a, b) => a - b));
    expect(new Set(all.map((n) => n.disable))).toEqual(new Set([0, 1]));
    expect((await api<Page<Navigation>>('seller/shops/navigations', { language: 'en-US' })).data.data[0].name).toBe('Home');
  });

  it('adds an entry (form body, as UI61 sends it) in its sort position', async () => {
    const added = await api<Navigation>('seller/shops/navigations', { method: 'POST', form: { ...valid, disable: '1', sort: '15', target: '0' } });
    expect(added.status, added.text).toBe(200);
    expect(added.data).toMatchObject(valid);
    expect((await navs()).map((n) => n.name).slice(0, 3)).toEqual(['首页', '新品', '全部商品']);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(21) }, 'name'],
    [{ disable: undefined }, 'disable'],
    [{ disable: 2 }, 'disable'],
    [{ sort: undefined }, 'sort'],
    [{ sort: -1 }, 'sort'],
    [{ sort: 1.5 }, 'sort'],
    [{ nav_url: '' }, 'nav_url'],
    [{ nav_url: 'www.example.com' }, 'nav_url'],
    [{ nav_url: `https://e.example/${'a'.repeat(250)}` }, 'nav_url'],
    [{ target: undefined }, 'target'],
    [{ target: 3 }, 'target'],
  ])('add with %j → 400 naming %s, nothing added', async (change, field) => {
    const json = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, v]) => v !== undefined));
    expect400(await api<ApiError>('seller/shops/navigations', { method: 'POST', json }), field);
    expect(await navs()).toHaveLength(8);
  });

  it('edits in full or in part: hide, reorder, rename', async () => {
    const [first, second] = await navs();
    expect((await api<Navigation>(`seller/shops/navigations/${second.id}`, { method: 'PUT', json: { disable: 0 } })).data).toMatchObject({ ...second, disable: 0 });
    expect((await api<Navigation>(`seller/shops/navigations/${second.id}`, { method: 'PUT', json: { sort: 0 } })).data.sort).toBe(0);
    expect((await navs())[0].id).toBe(second.id);
    const full = { ...valid, name: '主页' };
    expect((await api<Navigation>(`seller/shops/navigations/${first.id}`, { method: 'PUT', json: full })).data).toMatchObject({ id: first.id, ...full });
    expect((await api<Navigation[]>('seller/shops/navigations', { language: 'en-US' })).text).toContain('主页');
    expect400(await api(`seller/shops/navigations/${first.id}`, { method: 'PUT', json: { nav_url: 'ftp://x' } }), 'nav_url');
    expect((await navs()).find((n) => n.id === first.id)!.nav_url).toBe(valid.nav_url);
  });

  it('deletes an entry; another shop cannot touch it', async () => {
    const [nav] = await navs();
    expect((await api(`seller/shops/navigations/${nav.id}`, { method: 'PUT', json: { sort: 1 }, user: 'supplier' })).status).toBe(404);
    expect((await api(`seller/shops/navigations/${nav.id}`, { method: 'DELETE', user: 'supplier' })).status).toBe(404);
    expect((await navs('supplier')).map((n) => n.id)).not.toContain(nav.id);
    expect((await api(`seller/shops/navigations/${nav.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await navs()).map((n) => n.id)).not.toContain(nav.id);
    expect((await api(`seller/shops/navigations/${nav.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('shop themes', () => {
  const themes = async (type: string, user = 'owner') => (await api<Theme[]>(`seller/shops/themes?type=${type}`, { user })).data;

  it('lists the themes of a type with the one in use', async () => {
    const pc = await themes('PC');
    expect(pc.map((t) => t.mark)).toEqual(['default', 'tech_blue', 'fresh_green', 'festive_red']);
    expect(pc.filter((t) => t.current_use === 1).map((t) => t.mark)).toEqual(['tech_blue']);
    expect(pc.filter((t) => t.is_default === 1)).toHaveLength(1);
    const wap = await themes('wap');
    expect(wap.every((t) => t.type === 'WAP')).toBe(true);
    expect(wap.filter((t) => t.current_use === 1).map((t) => t.mark)).toEqual(['default']);
    expect((await api<Theme[]>('seller/shops/themes?type=PC', { language: 'en-US' })).data[1].name).toBe('Tech blue');
    expect400(await api('seller/shops/themes'), 'type');
    expect400(await api('seller/shops/themes?type=MOBILE'), 'type');
  });

  it("changes the shop's theme of that type only, for that shop only", async () => {
    const red = (await themes('PC')).find((t) => t.mark === 'festive_red')!;
    expect((await api(`seller/shops/themes/${red.id}`, { method: 'PUT' })).status).toBe(200);
    expect((await themes('PC')).filter((t) => t.current_use === 1).map((t) => t.id)).toEqual([red.id]);
    expect((await themes('WAP')).filter((t) => t.current_use === 1).map((t) => t.mark)).toEqual(['default']);
    expect((await themes('PC', 'supplier')).filter((t) => t.current_use === 1).map((t) => t.mark)).toEqual(['default']);
    expect((await api(`seller/shops/themes/${red.id}`, { method: 'PUT' })).status).toBe(200);
    expect((await api('seller/shops/themes/99', { method: 'PUT' })).status).toBe(404);
  });
});

describe('shop slides (sildes)', () => {
  const slides = async (query = '', user = 'owner') => (await api<Slide[]>(`seller/shops/sildes${query}`, { user })).data;

  it('lists the slides per client type as a bare array', async () => {
    expect(await slides('?client_type=PC')).toHaveLength(4);
    expect(await slides('?client_type=MOBILE')).toHaveLength(3);
    expect(await slides()).toHaveLength(7);
    expect(Object.keys((await slides())[0]).sort()).toEqual(['client_type', 'img', 'silde_id', 'silde_url']);
    expect400(await api('seller/shops/sildes?client_type=WAP'), 'client_type');
  });

  it('saves a list: updates the slides it names and adds the others', async () => {
    const [first] = await slides('?client_type=MOBILE');
    const saved = await api<Slide[]>('seller/shops/sildes?client_type=MOBILE', {
      method: 'PUT',
      json: [
        { ...first, silde_url: '/shop/1/goods?slide=new' },
        { silde_url: '/shop/1/sale', img: 'data:image/png;base64,AA' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toHaveLength(4);
    expect(saved.data.find((s) => s.silde_id === first.silde_id)!.silde_url).toBe('/shop/1/goods?slide=new');
    expect(saved.data.at(-1)).toMatchObject({ client_type: 'MOBILE', silde_url: '/shop/1/sale' });
    expect(await slides('?client_type=PC')).toHaveLength(4);
  });

  it.each([
    [[{ img: 'x' }], 'silde_url'],
    [[{ silde_url: 'u'.repeat(101), img: 'x' }], 'silde_url'],
    [[{ silde_url: '/a' }], 'img'],
    [[{ silde_url: '/a', img: 'x', client_type: 'TV' }], 'client_type'],
    [Array.from({ length: 8 }, () => ({ silde_url: '/a', img: 'x' })), 'client_type'],
  ])('save %# → 400 naming %s, nothing saved', async (json, field) => {
    const before = await slides();
    expect400(await api('seller/shops/sildes?client_type=PC', { method: 'PUT', json }), field);
    expect(await slides()).toEqual(before);
  });

  it("deletes slides; another shop's slide is a 404", async () => {
    const [a, b] = await slides('?client_type=PC');
    const supplierSlide = (await slides('', 'supplier'))[0];
    expect((await api('seller/shops/sildes', { method: 'PUT', json: [{ ...supplierSlide, silde_url: '/x' }] })).status).toBe(404);
    expect((await api(`seller/shops/sildes/${a.silde_id},${supplierSlide.silde_id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await slides('?client_type=PC')).toHaveLength(4);
    expect((await api(`seller/shops/sildes/${a.silde_id},${b.silde_id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await slides('?client_type=PC')).map((s) => s.silde_id)).not.toContain(a.silde_id);
    expect(await slides('?client_type=PC')).toHaveLength(2);
  });
});
