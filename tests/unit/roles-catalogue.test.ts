// @vitest-environment node
/**
 * Two copies of the console's permission names, each held to the route declarations (src/resources): the
 * demo marketplace's role catalogue, and the README's table. The demo keeps its own copy, as a real server
 * keeps its menus: it imports nothing of the console's code, so that it starts before that code arrives
 * and runs as a server of its own (`npm run mock-api`, where the console's build globals are not defined).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShopKind } from '@/engine/declare';
import { nameOf, walkScreens } from '@/engine/routes';
import enMenu from '@/locales/en-US/menu.json';
import zhMenu from '@/locales/zh-CN/menu.json';
import { shopMenus, type ShopMenu } from '@/mocks/areas/settings/roles/menus';
import { screens } from '@/resources';
import { permissionTree, type PermissionNode } from '@/resources/setting/permission-tree';

const KINDS: readonly ShopKind[] = ['ordinary', 'supplier'];
const SHOP_TYPE = { ordinary: 'NORMAL', supplier: 'SUPPLIER' } as const;
const trees = new Map(KINDS.map((kind) => [kind, permissionTree(screens, { shopKind: kind, restricted: false })]));

/** A tree as names, each with whether it is a screen hidden from the menu, under its groups. */
interface Shape {
  name: string;
  hidden: boolean;
  children: Shape[];
}
const consoleShape = (nodes: readonly PermissionNode[]): Shape[] => nodes.map((n) => ({ name: n.key, hidden: n.hidden, children: consoleShape(n.children) }));
// The catalogue's hidden screens carry no URLs of their own (their calls are their entry's).
const demoShape = (menus: readonly ShopMenu[]): Shape[] =>
  menus.map((m) => ({ name: m.identifier, hidden: !m.children.length && m.auth_regular === '', children: demoShape(m.children) }));

const flatten = <T extends { children: readonly T[] }>(nodes: readonly T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe("the demo marketplace's role catalogue", () => {
  it.each(KINDS)('is the tree of the declarations for a shop of kind %s: names, groups, hidden screens, in menu order', (kind) => {
    expect(demoShape(shopMenus(SHOP_TYPE[kind]))).toEqual(consoleShape(trees.get(kind)!));
  });

  it.each(KINDS)("titles each menu (%s shops) as the console's menu does, in Chinese and English", (kind) => {
    const titles = new Map(flatten(trees.get(kind)!).map((n) => [n.key, n.title]));
    const menus = flatten(shopMenus(SHOP_TYPE[kind]));
    const key = (m: ShopMenu) => titles.get(m.identifier) as keyof typeof zhMenu;
    expect(menus.map((m) => [m.identifier, m.title, m.__en.title])).toEqual(menus.map((m) => [m.identifier, zhMenu[key(m)], enMenu[key(m)]]));
  });
});

/** The README's table of names an admin can check: each row's area and names, as written. */
function readmeRows(): Array<[string, string[]]> {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('## Roles and permission names');
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  return [...section.matchAll(/^\| (?!area |---)([^|]+?) \| ([^|]+?) \|$/gm)].map(([, area, names]) => [area!, names!.split(', ')]);
}

/**
 * The declarations' rows: each area (a top-level declaration) with the screens a role is given by name
 * (hidden ones come with their entry), in menu order, each marked with the one kind of shop it is for.
 */
function declaredRows(): Array<[string, string[]]> {
  const areaOfScreen = (tree: readonly PermissionNode[]) =>
    new Map(tree.flatMap((area) => flatten([area]).filter((n) => !n.children.length && !n.hidden).map((n) => [n.key, area.key] as const)));
  const visible = new Map(KINDS.map((kind) => [kind, areaOfScreen(trees.get(kind)!)]));
  const rows = new Map<string, string[]>(screens.filter((decl) => decl.everyone).map((decl) => [nameOf(decl), ['(everyone)']]));
  walkScreens(screens, (decl) => {
    const name = nameOf(decl);
    const kinds = KINDS.filter((kind) => visible.get(kind)!.has(name));
    if (!kinds.length) return;
    const area = visible.get(kinds[0]!)!.get(name)!;
    const only = kinds.length < KINDS.length ? ` (${kinds[0]} shops)` : '';
    rows.set(area, [...(rows.get(area) ?? []), `${name}${only}`]);
  });
  return [...rows];
}

describe("the README's permission names", () => {
  it('are the screens a role is given by name, by area, in menu order, with the shops they are for', () => {
    expect(readmeRows().length).toBeGreaterThan(5);
    expect(readmeRows()).toEqual(declaredRows());
  });
});
