// @vitest-environment node
/** The role-permission tree, built from the console's own route declarations (api reference §8.7). */
import { describe, expect, it } from 'vitest';
import { accessFor, can, withImplied } from '@/access/permissions';
import { accessRulesOf, buildRouteTable, everyRoute, type MenuNode } from '@/engine/routes';
import { screens } from '@/resources';
import {
  checkedOfMenus,
  grantsAny,
  impliedBy,
  leafKeys,
  lockedKeys,
  normalizeChecked,
  permissionTree,
  toMenus,
  type PermissionNode,
  type RoleMenu,
} from '@/resources/setting/permission-tree';

const ordinary = permissionTree(screens, { shopKind: 'ordinary', restricted: false });
const supplier = permissionTree(screens, { shopKind: 'supplier', restricted: false });
const { implies, owners } = accessRulesOf(screens);
const text = { titleOf: (n: PermissionNode) => `T:${n.title}`, authOf: (key: string) => `/seller/${key}.*` };
const keysOf = (nodes: readonly PermissionNode[]): string[] => nodes.flatMap((n) => [n.key, ...keysOf(n.children)]);
const menuLeaves = (menu: MenuNode[]): string[] => menu.flatMap((n) => (n.children ? menuLeaves(n.children) : [n.key]));

describe('the tree from the declarations', () => {
  it('holds every screen a role can be given, under the menu groups, with its title and permission name', () => {
    const routes = everyRoute(screens).filter((r) => !['dashboard', 'pickerGallery', 'supplerGoods', 'supplerGoodsDetail'].includes(r.name));
    expect(leafKeys(ordinary).sort()).toEqual(routes.map((r) => r.name).sort());
    expect(ordinary.map((n) => n.key)).toEqual(['goods', 'order', 'operations', 'statistics', 'setting', 'backstageTask', 'chat']);
    const setting = ordinary.find((n) => n.key === 'setting')!;
    expect(setting.children.find((n) => n.key === 'shopAuth')).toMatchObject({ title: 'shopAuth', children: [{ key: 'shopAssistant' }, { key: 'roleManage' }, { key: 'rolePermission', hidden: true }] });
    // Its visible screens are the founder's menu, in the same order.
    const founderMenu = menuLeaves(buildRouteTable(screens, { access: accessFor({ role_id: 0 }, []), shopKind: 'ordinary', restricted: false }).menu);
    const visible = leafKeys(ordinary).filter((k) => !lockedKeys(ordinary).includes(k));
    expect(visible).toEqual(founderMenu.filter((k) => k !== 'dashboard').concat('chat'));
  });

  it('follows the shop kind: a supplier has its goods library, no distribution and no chat', () => {
    const keys = keysOf(supplier);
    expect(keys).toEqual(expect.arrayContaining(['supplerGoods', 'supplerGoodsDetail']));
    expect(keys).not.toContain('distributionGoodsList');
    expect(keys).not.toContain('chat');
  });

  it('in restricted mode holds the reduced set only', () => {
    const restricted = permissionTree(screens, { shopKind: 'ordinary', restricted: true });
    expect(leafKeys(restricted)).toContain('orderList');
    expect(leafKeys(restricted)).not.toContain('fullCut');
    expect(leafKeys(restricted)).not.toContain('shopAssistant');
  });
});

describe('what a role gets', () => {
  it('hidden screens owned by an entry are always checked; the chat is a permission of its own', () => {
    const locked = lockedKeys(ordinary);
    expect(locked).toEqual(expect.arrayContaining(['orderDetail', 'goodPublish', 'pickupPointEdit', 'rolePermission', 'gradeApplication']));
    expect(locked).not.toContain('chat');
    expect(locked.every((key) => owners.has(key))).toBe(true);
    expect(normalizeChecked(ordinary, [], implies)).toEqual(locked);
    expect(grantsAny(ordinary, normalizeChecked(ordinary, [], implies))).toBe(false);
    expect(grantsAny(ordinary, normalizeChecked(ordinary, ['chat'], implies))).toBe(true);
  });

  it.each(['orderList', 'serviceList', 'settlementManage'])('checking %s also checks the export records', (entry) => {
    expect(normalizeChecked(ordinary, [entry], implies)).toContain('deriveRecord');
    expect(impliedBy([entry], implies).get('deriveRecord')).toBe(entry);
    expect(impliedBy([entry, 'deriveRecord'], implies).get('deriveRecord')).toBe(entry);
    expect(normalizeChecked(ordinary, ['goodsList'], implies)).not.toContain('deriveRecord');
  });

  it('drops names that are no screen of the tree (a group, another shop kind)', () => {
    expect(normalizeChecked(ordinary, ['goods', 'supplerGoods', 'goodsList'], implies)).toEqual(expect.not.arrayContaining(['goods', 'supplerGoods']));
  });
});

describe('the menus tree (api reference §8.7)', () => {
  const checked = normalizeChecked(ordinary, ['goodsList', 'specManage', 'orderList'], implies);
  const menus = toMenus(ordinary, checked, text);

  it('is {title, identifier, checked, auth_regular, children} for every node', () => {
    expect(menus[0]).toMatchObject({ title: 'T:goods', identifier: 'goods', checked: true, auth_regular: '/seller/goods.*' });
    const goodsSetting = menus[0]!.children.find((m) => m.identifier === 'goodsSetting')!;
    expect(goodsSetting.children.map((m) => [m.identifier, m.checked])).toEqual([['specManage', true], ['categoryManage', false], ['tagManage', false], ['tagAdd', true]]);
  });

  it('checks a group only for a visible screen under it: a hidden one alone grants no group', () => {
    const byId = new Map(checkedOfMenus(menus).map((k) => [k, true]));
    expect(byId.has('order')).toBe(true);
    expect(byId.has('backstageTask')).toBe(true);
    expect(byId.has('statistics')).toBe(false);
    expect(byId.has('logManage')).toBe(true);
  });

  it('round-trips: the checked screens read back from the tree are the ones written', () => {
    expect(normalizeChecked(ordinary, checkedOfMenus(menus), implies)).toEqual(checked);
    expect(toMenus(ordinary, normalizeChecked(ordinary, checkedOfMenus(menus), implies), text)).toEqual(menus);
    const loose: RoleMenu[] = [{ title: 'x', identifier: 'goods', checked: true, auth_regular: '', children: null as unknown as RoleMenu[] }];
    expect(checkedOfMenus(loose)).toEqual(['goods']);
  });

  it('the checked identifiers open exactly those screens; a hidden one only with its entry', () => {
    const access = withImplied(accessFor({ role_id: 9 }, checkedOfMenus(menus)), accessRulesOf(screens));
    const rules = accessRulesOf(screens);
    const table = buildRouteTable(screens, { access, shopKind: 'ordinary', restricted: false });
    expect(menuLeaves(table.menu)).toEqual(['dashboard', 'goodsList', 'specManage', 'orderList', 'deriveRecord']);
    expect(can(access, 'orderDetail', rules)).toBe(true);
    // Checked in the tree, yet its entry (the promotions) is not: refused.
    expect(access.names.has('addFullCut')).toBe(true);
    expect(can(access, 'addFullCut', rules)).toBe(false);
  });
});

describe('the role editor route', () => {
  it('takes 0 (a new role) and role ids only', async () => {
    const { paramsValid } = await import('@/engine/ScreenRoute');
    const entry = everyRoute(screens).find((r) => r.name === 'rolePermission')!;
    expect(paramsValid(entry, { id: '0' })).toBe(true);
    expect(paramsValid(entry, { id: '9223372036854775807' })).toBe(true);
    for (const id of ['abc', '-1', '01', '9223372036854775808', '1.5']) expect(paramsValid(entry, { id })).toBe(false);
  });
});
