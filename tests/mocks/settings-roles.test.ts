// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface ShopMenu {
  id: number;
  parent_id: number;
  title: string;
  url: string;
  identifier: string;
  auth_regular: string;
  delete_flag: number;
  children: ShopMenu[];
}
type Menu = Omit<ShopMenu, 'children'> & { checked: boolean; children: Menu[] };
interface Role {
  role_id: number;
  role_name: string;
  role_describe: string;
  menus: Menu[];
}
interface ErrorBody {
  code: string;
  message: string;
}

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const flatten = <T extends { children?: T[] | null }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const menus = async (as = token) => (await call<ShopMenu[]>('seller/shops/menus/0/children', { token: as })).data;

/** The role-permission screen: the menu tree with the given leaves checked and their groups with them. */
function tree(nodes: ShopMenu[], leaves: string[]): Menu[] {
  return nodes.map((n) => {
    const children = tree(n.children, leaves);
    return { ...n, children, checked: children.length ? children.some((c) => c.checked) : leaves.includes(n.identifier) };
  });
}

const save = (body: unknown, id?: number) => call<Role & ErrorBody>(`seller/shops/roles${id ? `/${id}` : ''}`, { method: id ? 'PUT' : 'POST', token, json: body });
const checkedOf = async (id: number, as = token) => (await call<string[]>(`seller/shops/roles/${id}/checked`, { token: as })).data;

describe('roles (8.7)', () => {
  it('pages the shop roles: role_id, role_name, role_describe', async () => {
    const page = (await call<Page<Role>>('seller/shops/roles?page_no=1&page_size=2', { token })).data;
    expect(page).toMatchObject({ page_no: 1, page_size: 2, data_total: 3 });
    expect(page.data[0]).toEqual({ role_id: 1, role_name: '运营主管', role_describe: '商品、订单与营销' });
    expect((await call<Page<Role>>('seller/shops/roles', { token: await login('supplier') })).data.data.map((r) => r.role_id)).toEqual([3]);
  });

  it('a role answers its menus tree: title, identifier, checked, auth_regular, children', async () => {
    const role = (await call<Role>('seller/shops/roles/2', { token })).data;
    expect(role).toMatchObject({ role_id: 2, role_name: '客服专员' });
    const goods = role.menus[0];
    expect(goods).toMatchObject({ title: '商品', identifier: 'goods', checked: true, auth_regular: expect.any(String) });
    expect(goods.children.find((c) => c.identifier === 'specManage')).toBeUndefined();
    expect(flatten(goods.children).find((c) => c.identifier === 'specManage')).toMatchObject({ checked: false });
    expect(flatten(role.menus).filter((m) => m.checked).map((m) => m.identifier)).toEqual(await checkedOf(2));
    expect((await call<Role>('seller/shops/roles/2', { token, language: 'en-US' })).data.menus[0].title).toBe('Goods');
  });

  it('the menu tree follows the shop type: no chat nor distribution for a supplier, which has the supplier library', async () => {
    const ordinary = flatten(await menus()).map((m) => m.identifier);
    const supplier = flatten(await menus(await login('supplier'))).map((m) => m.identifier);
    expect(ordinary).toEqual(expect.arrayContaining(['goodsList', 'distributionGoodsList', 'chat', 'pickupPoint', 'shopAssistant', 'roleManage']));
    expect(ordinary).not.toContain('supplerGoods');
    expect(supplier).toContain('supplerGoods');
    expect(supplier).not.toContain('chat');
    expect(supplier).not.toContain('distributionGoodsList');
    expect(await checkedOf(0)).toEqual(ordinary);
    expect(await checkedOf(0, await login('supplier'))).toEqual(supplier);
  });

  it('menus/{parent_id}/children answers one branch; an unknown menu is a 404', async () => {
    const [goods] = await menus();
    const branch = (await call<ShopMenu[]>(`seller/shops/menus/${goods.id}/children`, { token })).data;
    expect(branch).toEqual(goods.children);
    expect(branch.every((m) => m.parent_id === goods.id)).toBe(true);
    expect((await call('seller/shops/menus/9999/children', { token })).status).toBe(404);
  });

  it('saves the tree as sent and answers it unchanged; checked lists its checked identifiers', async () => {
    const sent = tree(await menus(), ['goodsList', 'orderList', 'deriveRecord']);
    const created = await save({ role_name: '新角色', role_describe: '只看商品和订单', menus: sent });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ role_name: '新角色', role_describe: '只看商品和订单' });
    expect(created.data.menus).toEqual(sent);
    const id = created.data.role_id;
    expect((await call<Role>(`seller/shops/roles/${id}`, { token })).data.menus).toEqual(sent);
    expect(await checkedOf(id)).toEqual(['goods', 'goodsList', 'order', 'orderList', 'backstageTask', 'deriveRecord']);

    const changed = tree(await menus(), ['pictureSpace']).map((m) => ({ ...m, note: 'kept' }));
    const edited = await save({ role_name: '新角色', role_describe: '', menus: changed }, id);
    expect(edited.data.menus).toEqual(changed);
    expect(await checkedOf(id)).toEqual(['setting', 'materialManage', 'pictureSpace']);
  });

  it('editing a seeded role drops the English of what changed', async () => {
    const role = (await call<Role>('seller/shops/roles/4', { token })).data;
    await save({ role_name: '财务主管', role_describe: role.role_describe, menus: role.menus }, 4);
    const english = (await call<Role>('seller/shops/roles/4', { token, language: 'en-US' })).data;
    expect(english.role_name).toBe('财务主管');
    expect(english.role_describe).toContain('deletable');
  });

  it.each([
    ['role_name', { role_name: '' }],
    ['role_name', { role_name: '一二三四五六七八九十一' }],
    ['role_describe', { role_describe: 'x'.repeat(201) }],
    ['menus', { menus: 'all' }],
    ['menus', { menus: undefined }],
    ['menus[0].identifier', { menus: [{ title: 'x', identifier: 'supplerGoods', checked: true }] }],
    ['menus[0].children[0].identifier', { menus: [{ title: '商品', identifier: 'goods', checked: true, children: [{ title: '?', identifier: 'nope', checked: true }] }] }],
    ['menus[0].checked', { menus: [{ title: '商品', identifier: 'goods', checked: 'yes' }] }],
    ['menus[0].title', { menus: [{ identifier: 'goods', checked: false }] }],
  ])('400 code 004 naming %s', async (key, change) => {
    const result = await save({ role_name: '角色', role_describe: '', menus: [], ...change });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining(key) });
    expect((await call<Page<Role>>('seller/shops/roles', { token })).data.data_total).toBe(3);
  });

  it('500 for a name another role of the shop has', async () => {
    const result = await save({ role_name: '客服专员', menus: [] });
    expect(result.status).toBe(500);
    expect((await save({ role_name: '客服专员', menus: [] }, 2)).status).toBe(200);
  });

  it.each([
    [4, 'no clerk', 200],
    [1, 'an active clerk (ops)', 500],
    [2, 'an active and a disabled clerk', 500],
  ])('deleting role %i with %s → %i', async (id, _, status) => {
    const result = await call<ErrorBody>(`seller/shops/roles/${id}`, { method: 'DELETE', token });
    expect(result.status).toBe(status);
    expect((await call(`seller/shops/roles/${id}`, { token })).status).toBe(status === 200 ? 404 : 200);
  });

  it('a disabled clerk still holds its role', async () => {
    await call('seller/shops/clerks/7', { method: 'DELETE', token });
    expect((await call('seller/shops/roles/1', { method: 'DELETE', token })).status).toBe(500);
  });

  it('a role of another shop is a 404', async () => {
    for (const [method, path] of [['GET', 'roles/3'], ['PUT', 'roles/3'], ['DELETE', 'roles/3'], ['GET', 'roles/3/checked']] as const) {
      const result = await call<ErrorBody>(`seller/shops/${path}`, { method, token, json: method === 'PUT' ? { role_name: 'x', menus: [] } : undefined });
      expect(result.status).toBe(404);
      expect(result.data.code).toBe('003');
    }
  });
});
