import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { can, NO_ACCESS, permissionName, type Access } from '@/access/permissions';
import type { Lazy, ScreenDeclaration, ShopKind } from '@/resources/types';

export interface RouteContext {
  access: Access;
  shopKind: ShopKind;
  /** Restricted mode: only the reduced route set exists. */
  restricted: boolean;
}

/** A screen as the router, tabs and breadcrumb see it. */
export interface RouteEntry {
  name: string;
  /** Full path with params, e.g. `/goods/good-publish/:goodsid?/:isdraft?`. */
  path: string;
  title: string;
  icon?: string;
  hidden: boolean;
  noCache: boolean;
  affix: boolean;
  /** The role may open it; a refused entry still has a route, which tells the user why. */
  allowed: boolean;
  /** Menu titles above it, for the breadcrumb. */
  trail: string[];
  params?: Readonly<Record<string, RegExp>>;
  /** The lazily loaded screen; none yet for a declared but unbuilt screen. */
  view?: LazyExoticComponent<ComponentType>;
  api?: ScreenDeclaration['api'];
  list?: ScreenDeclaration['list'];
}

const views = new WeakMap<Lazy, LazyExoticComponent<ComponentType>>();
/** One lazy component per screen for the page's lifetime, however often the table is rebuilt. */
const lazyView = (load: Lazy) => {
  let view = views.get(load);
  if (!view) views.set(load, (view = lazy(load)));
  return view;
};

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** Leaves have a path; groups have children. */
  path?: string;
  children?: MenuNode[];
}

export interface Redirect {
  from: string;
  to: string;
}

export interface RouteTable {
  routes: RouteEntry[];
  menu: MenuNode[];
  redirects: Redirect[];
}

const nameOf = (decl: ScreenDeclaration) => decl.name ?? permissionName(decl.path ?? '');
const joinPath = (base: string, path: string | undefined) => (path ? `${base.replace(/\/$/, '')}/${path}` : base);

const exists = (decl: ScreenDeclaration, ctx: RouteContext) =>
  (!decl.shops || decl.shops.includes(ctx.shopKind)) && (!ctx.restricted || decl.restricted === true);

/**
 * The route tree, menu and redirects for one session: built once after sign-in from the role's
 * permissions (spec §4), rebuilt on reload. Hidden routes stay whatever the role (spec §6).
 */
export function buildRouteTable(screens: readonly ScreenDeclaration[], ctx: RouteContext): RouteTable {
  const routes: RouteEntry[] = [];
  const redirects: Redirect[] = [];

  const walk = (decls: readonly ScreenDeclaration[], base: string, trail: string[]): MenuNode[] => {
    const menu: MenuNode[] = [];
    for (const decl of decls) {
      if (!exists(decl, ctx)) continue;
      const name = nameOf(decl);
      const title = decl.title ?? name;
      const path = joinPath(base, decl.path);
      if (decl.children) {
        const children = walk(decl.children, path, [...trail, title]);
        if (decl.path) {
          const firstAllowed = routes.find((r) => r.path.startsWith(`${path}/`) && r.allowed && !r.hidden);
          const preferred = decl.redirect && routes.find((r) => r.path === joinPath(path, decl.redirect) && r.allowed);
          const target = preferred || firstAllowed;
          if (target) redirects.push({ from: path, to: target.path });
        }
        if (children.length) menu.push({ key: name, title, icon: decl.icon, children });
        continue;
      }
      const hidden = decl.hidden === true;
      const allowed = hidden || decl.everyone === true || can(ctx.access, name);
      routes.push({
        name,
        path,
        title,
        icon: decl.icon,
        hidden,
        noCache: decl.noCache === true,
        affix: decl.affix === true,
        allowed,
        trail,
        params: decl.params,
        view: decl.component && lazyView(decl.component),
        api: decl.api,
        list: decl.list,
      });
      if (allowed && !hidden) menu.push({ key: name, title, icon: decl.icon, path });
    }
    return menu;
  };

  const menu = walk(screens, '/', []);
  return { routes, menu, redirects };
}

/** The screen at a path. */
export const routeAt = (routes: readonly RouteEntry[], pathname: string) => routes.find((r) => matchPath(r.path, pathname));

/**
 * Every screen of every shop kind, whatever the role: what exists, for Refine's resources and for
 * titles outside a session. A screen both shop kinds have appears once.
 */
export function everyRoute(screens: readonly ScreenDeclaration[]): RouteEntry[] {
  const byName = new Map<string, RouteEntry>();
  for (const shopKind of ['ordinary', 'supplier'] as const) {
    for (const route of buildRouteTable(screens, { access: { ...NO_ACCESS, full: true }, shopKind, restricted: false }).routes) {
      if (!byName.has(route.name)) byName.set(route.name, route);
    }
  }
  return [...byName.values()];
}
