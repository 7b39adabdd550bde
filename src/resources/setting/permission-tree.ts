/**
 * A role's permission tree, built from the console's own route declarations (api reference §8.7; UI61
 * `rolePermission.vue`): every screen with its title and permission name, under its menu groups. Entries
 * hidden from the menu (details, editors) are always checked; an entry that implies others (an order,
 * after-sales or settlement list implies the export records) checks them too. Saved as the `menus` tree
 * `{title, identifier, checked, auth_regular, children}`; `seller/shops/roles/{id}/checked` then lists
 * the checked identifiers the console builds the role's menu from. Pure functions: no React, no network.
 */
import { NO_ACCESS } from '@/access/permissions';
import type { ScreenDeclaration, ShopKind } from '@/engine/declare';
import { accessRulesOf, buildRouteTable, nameOf, walkScreens } from '@/engine/routes';

export interface PermissionNode {
  /** The permission name: a route's name, or a menu group's (the menu identifier of the API). */
  key: string;
  /** i18n key in the `menu` namespace. */
  title: string;
  /** Hidden from the menu and owned by an entry: always checked. */
  hidden: boolean;
  children: PermissionNode[];
}

/** A node of a role's `menus` (api reference §8.7). */
export interface RoleMenu {
  title: string;
  identifier: string;
  checked: boolean;
  auth_regular: string;
  children: RoleMenu[];
}

export interface TreeContext {
  shopKind: ShopKind;
  restricted: boolean;
}

/** Entries every role has (the dashboard) grant nothing; spec §6: a supplier shop has no chat. */
const grantable = (decl: ScreenDeclaration, name: string, shopKind: ShopKind) => !decl.everyone && !(name === 'chat' && shopKind === 'supplier');

/** The tree of the screens this shop kind has (in restricted mode, the reduced set), in menu order. */
export function permissionTree(screens: readonly ScreenDeclaration[], ctx: TreeContext): PermissionNode[] {
  const existing = new Set(buildRouteTable(screens, { ...ctx, access: { ...NO_ACCESS, full: true } }).routes.map((r) => r.name));
  const { owners } = accessRulesOf(screens);
  const roots: PermissionNode[] = [];
  const groups = new Set<PermissionNode>();
  walkScreens(screens, (decl, _path, trail) => {
    const name = nameOf(decl);
    if (!existing.has(name) || !grantable(decl, name, ctx.shopKind)) return;
    let level = roots;
    for (const title of trail) {
      let group = level.find((n) => groups.has(n) && n.key === title);
      if (!group) {
        group = { key: title, title, hidden: false, children: [] };
        groups.add(group);
        level.push(group);
      }
      level = group.children;
    }
    level.push({ key: name, title: decl.title ?? name, hidden: decl.hidden === true && owners.has(name), children: [] });
  });
  return roots;
}

const flatten = <T extends { children: T[] }>(nodes: readonly T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** The screens (leaves) of the tree. */
export const leafKeys = (tree: readonly PermissionNode[]) => flatten(tree).filter((n) => !n.children.length).map((n) => n.key);

/** The hidden screens: always checked. */
export const lockedKeys = (tree: readonly PermissionNode[]) => flatten(tree).filter((n) => n.hidden).map((n) => n.key);

/** Each entry an entry checked now implies, with the entry that implies it (its hint, and why it is locked). */
export function impliedBy(checked: Iterable<string>, implies: ReadonlyMap<string, readonly string[]>): Map<string, string> {
  const granted = new Map<string, string>();
  const queue = [...checked];
  const seen = new Set(queue);
  while (queue.length) {
    const name = queue.shift()!;
    for (const other of implies.get(name) ?? []) {
      if (!granted.has(other)) granted.set(other, name);
      if (seen.has(other)) continue;
      seen.add(other);
      queue.push(other);
    }
  }
  return granted;
}

/** The screens a role has: those checked, the hidden ones, and what they imply (screens of the tree only). */
export function normalizeChecked(tree: readonly PermissionNode[], checked: Iterable<string>, implies: ReadonlyMap<string, readonly string[]>): string[] {
  const wanted = new Set([...checked, ...lockedKeys(tree)]);
  for (const name of impliedBy(wanted, implies).keys()) wanted.add(name);
  return leafKeys(tree).filter((key) => wanted.has(key));
}

/** Whether the role can open anything: a screen checked besides the hidden ones. */
export const grantsAny = (tree: readonly PermissionNode[], checked: readonly string[]) => {
  const locked = new Set(lockedKeys(tree));
  return checked.some((key) => !locked.has(key));
};

export interface MenuText {
  /** A node's title as the server keeps it. */
  titleOf: (node: PermissionNode) => string;
  /** The URLs the entry's screens call (`auth_regular`), as the server's menus have it. */
  authOf: (key: string) => string;
}

/**
 * The `menus` tree of a role with these screens checked (normalise them first). A group is checked when
 * one of the visible screens under it is: a hidden screen alone grants no group (nor its URLs).
 */
export function toMenus(tree: readonly PermissionNode[], checked: readonly string[], text: MenuText): RoleMenu[] {
  const on = new Set(checked);
  const walk = (nodes: readonly PermissionNode[]): RoleMenu[] =>
    nodes.map((node) => {
      const children = walk(node.children);
      const visibleOn = (n: PermissionNode): boolean => (n.children.length ? n.children.some(visibleOn) : !n.hidden && on.has(n.key));
      return {
        title: text.titleOf(node),
        identifier: node.key,
        checked: node.children.length ? node.children.some(visibleOn) : on.has(node.key),
        auth_regular: text.authOf(node.key),
        children,
      };
    });
  return walk(tree);
}

/** The checked identifiers of a `menus` tree, depth first (what `.../roles/{id}/checked` answers). */
export function checkedOfMenus(menus: readonly RoleMenu[] | null | undefined): string[] {
  const checked: string[] = [];
  const walk = (nodes: readonly RoleMenu[] | null | undefined) =>
    (nodes ?? []).forEach((m) => {
      if (m.checked === true) checked.push(m.identifier);
      walk(m.children);
    });
  walk(menus);
  return checked;
}
