import { matchPath, type PathMatch } from 'react-router';
import { can, NO_ACCESS, permissionName, withImplied, type Access, type AccessRules } from '@/access/permissions';
import type { Lazy, ScreenDeclaration, ScreenRef, ShopKind } from './declare';
import { defaultParamRule, paramNamesOf, passes, type ParamRule } from './params';
import { preloadable, type Preloadable } from './preloadable';
import { screenSpinner } from './screen-components';

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
  /** The title when the address names a record (see `titleAt`). */
  editTitle?: string;
  icon?: string;
  hidden: boolean;
  noCache: boolean;
  affix: boolean;
  /** The role may open it; a refused entry still has a route, which tells the user why. */
  allowed: boolean;
  /** What the breadcrumb shows above it: the menu groups, and the list a record page belongs to. */
  trail: Crumb[];
  /** Every param's rule: a value that breaks it makes the address unknown (404). */
  params: Readonly<Record<string, ParamRule>>;
  /** The bespoke page, its code loaded on first use (and shown, once in, without suspending: `preloadable`). */
  view?: Preloadable<object>;
  /** A family's screen (or its reference, loaded when the screen opens). */
  screen?: ScreenRef;
}

const views = new WeakMap<Lazy, Preloadable<object>>();
/** One component per bespoke page for the page's lifetime, however often the table is rebuilt. */
export const bespokeView = (load: Lazy) => {
  let view = views.get(load);
  if (!view) views.set(load, (view = preloadable(load, screenSpinner)));
  return view;
};

/** A breadcrumb above a screen: a title key, and the address it leads to when it has a page. */
export interface Crumb {
  title: string;
  path?: string;
}

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
  /** The role's permissions with what they imply, and the rules `can` needs. */
  access: Access;
  rules: AccessRules;
}

export const nameOf = (decl: ScreenDeclaration) => decl.name ?? permissionName(decl.path ?? '');
const joinPath = (base: string, path: string | undefined) => (path ? `${base.replace(/\/$/, '')}/${path}` : base);

const exists = (decl: ScreenDeclaration, ctx: Pick<RouteContext, 'shopKind' | 'restricted'>) =>
  (!decl.shops || decl.shops.includes(ctx.shopKind)) && (!ctx.restricted || decl.restricted === true);

/** Every screen declaration (leaves with a path), depth first, with its full path and menu trail. */
export function walkScreens(screens: readonly ScreenDeclaration[], visit: (decl: ScreenDeclaration, path: string, trail: string[]) => void) {
  const walk = (decls: readonly ScreenDeclaration[], base: string, trail: string[]) => {
    for (const decl of decls) {
      const path = joinPath(base, decl.path);
      if (decl.children) walk(decl.children, path, [...trail, decl.title ?? nameOf(decl)]);
      else if (decl.path) visit(decl, path, trail);
    }
  };
  walk(screens, '/', []);
}

const rulesOfScreens = new WeakMap<readonly ScreenDeclaration[], AccessRules>();

/**
 * How permission names relate (see AccessRules): a hidden route belongs to its declared entries, or
 * to the list of its family; entries open to everyone; what an entry implies. Worked out once for a
 * set of declarations: every route table a sign-in builds asks for them (read them, never change them).
 */
export function accessRulesOf(screens: readonly ScreenDeclaration[]): AccessRules {
  let rules = rulesOfScreens.get(screens);
  if (!rules) rulesOfScreens.set(screens, (rules = workOutAccessRules(screens)));
  return rules;
}

function workOutAccessRules(screens: readonly ScreenDeclaration[]): AccessRules {
  // By the family's name: a screen loaded with its declaration is known by its family's head only.
  const familyList = new Map<string, string>();
  walkScreens(screens, (decl) => {
    if (decl.screen?.kind === 'list' && !decl.hidden && !familyList.has(decl.screen.family.name)) familyList.set(decl.screen.family.name, nameOf(decl));
  });
  const owners = new Map<string, readonly string[]>();
  const everyone = new Set<string>();
  const implies = new Map<string, readonly string[]>();
  walkScreens(screens, (decl) => {
    const name = nameOf(decl);
    if (decl.everyone) everyone.add(name);
    if (decl.implies) implies.set(name, decl.implies);
    if (!decl.hidden) return;
    const declared = typeof decl.belongsTo === 'string' ? [decl.belongsTo] : decl.belongsTo;
    const fromFamily = decl.screen && familyList.get(decl.screen.family.name);
    const owner = declared ?? (fromFamily ? [fromFamily] : undefined);
    if (owner) owners.set(name, owner);
  });
  return { owners, everyone, implies };
}

/** Each param's rule: the declared one, else the default for its name. */
function paramRulesOf(decl: ScreenDeclaration, path: string): Record<string, ParamRule> {
  const rules: Record<string, ParamRule> = {};
  for (const name of paramNamesOf(path)) {
    const rule = decl.params?.[name] ?? defaultParamRule(name);
    if (rule) rules[name] = rule;
  }
  return rules;
}

/**
 * The route tree, menu and redirects for one session: built once after sign-in from the role's
 * permissions (spec §4), rebuilt on reload.
 */
export function buildRouteTable(screens: readonly ScreenDeclaration[], ctx: RouteContext): RouteTable {
  const rules = accessRulesOf(screens);
  const access = withImplied(ctx.access, rules);
  const routes: RouteEntry[] = [];
  const redirects: Redirect[] = [];

  const walk = (decls: readonly ScreenDeclaration[], base: string, trail: Crumb[]): MenuNode[] => {
    const menu: MenuNode[] = [];
    for (const decl of decls) {
      if (!exists(decl, ctx)) continue;
      const name = nameOf(decl);
      const title = decl.title ?? name;
      const path = joinPath(base, decl.path);
      if (decl.children) {
        const children = walk(decl.children, path, [...trail, { title, path: decl.path ? path : undefined }]);
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
      const allowed = can(access, name, rules);
      routes.push({
        name,
        path,
        title,
        editTitle: decl.editTitle,
        icon: decl.icon,
        hidden,
        noCache: decl.noCache === true,
        affix: decl.affix === true,
        allowed,
        trail,
        params: paramRulesOf(decl, path),
        view: decl.component && bespokeView(decl.component),
        screen: decl.screen,
      });
      if (allowed && !hidden) menu.push({ key: name, title, icon: decl.icon, path });
    }
    return menu;
  };

  const menu = walk(screens, '/', []);
  return { routes: withCrumbLinks(routes, redirects, rules), menu, redirects, access, rules };
}

/**
 * A group's crumb leads where its address redirects (its first page the role may open), or nowhere; a
 * record page's trail ends with the list it belongs to, when the role may open that list at an address
 * of its own.
 */
function withCrumbLinks(routes: RouteEntry[], redirects: readonly Redirect[], rules: AccessRules): RouteEntry[] {
  const redirected = new Set(redirects.map((r) => r.from));
  const byName = new Map(routes.map((r) => [r.name, r]));
  return routes.map((route) => {
    const groups = route.trail.map((crumb) => (crumb.path && redirected.has(crumb.path) ? crumb : { title: crumb.title }));
    const owner = route.hidden ? rules.owners.get(route.name)?.map((name) => byName.get(name)).find((r) => r?.allowed && !r.path.includes(':')) : undefined;
    return { ...route, trail: owner ? [...groups, { title: owner.title, path: owner.path }] : groups };
  });
}

const matches = new Map<string, PathMatch | null>();
/** Enough for every route at the addresses of a long session; then it starts again. */
const MATCHES_KEPT = 5_000;

/**
 * React Router's `matchPath`, once for each route pattern and address: it compiles the pattern anew on
 * every call, and each render of the shell asks for the screen at the address in several places (the
 * layout, the tabs, the title), each trying the routes in turn (~200). Read the answer, never change it.
 */
export function matchAt(pattern: string, pathname: string): PathMatch | null {
  const key = `${pattern}\n${pathname}`;
  let match = matches.get(key);
  if (match === undefined) {
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(key, (match = matchPath(pattern, pathname)));
  }
  return match;
}

/** The title key of a screen at an address: its edit title when a param names a record. */
export function titleAt(entry: Pick<RouteEntry, 'path' | 'title' | 'editTitle'>, pathname: string): string {
  if (!entry.editTitle) return entry.title;
  const params = Object.entries(matchAt(entry.path, pathname)?.params ?? {}).filter(([name, value]) => name !== '*' && value);
  return params.length ? entry.editTitle : entry.title;
}

/** The screen at a path. */
export const routeAt = (routes: readonly RouteEntry[], pathname: string) => routes.find((r) => matchAt(r.path, pathname));

/**
 * The screen at a path with its params, if the role may open it and its params keep their rules: what
 * a read asked for ahead of a screen may read (any other address renders its refusal or 404, and calls
 * nothing).
 */
export function openableAt(routes: readonly RouteEntry[], pathname: string): { entry: RouteEntry; params: Record<string, string> } | undefined {
  for (const entry of routes) {
    const match = matchAt(entry.path, pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).filter((pair): pair is [string, string] => pair[1] !== undefined));
    const valid = Object.entries(params).every(([name, value]) => !entry.params[name] || passes(entry.params[name], value));
    return entry.allowed && valid ? { entry, params } : undefined;
  }
  return undefined;
}

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
