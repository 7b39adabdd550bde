/**
 * Declarations: a screen (or a menu group) and the screen families behind them. Everything else —
 * routes, menu, tabs, breadcrumb, permissions, Refine resources, the screens themselves — is derived.
 */
import type { ComponentType } from 'react';
import type { Schema } from '@/schemas/types';
import type { AnswerShape } from '@/validation/answer-shape';
import type { Row } from './actions/types';
import type { FormMode, FormScreenConfig, SettingsConfig } from './form/types';
import type { ListConfig } from './list/types';
import type { ParamRule } from './params';
import type { ShowConfig } from './record/types';

export type ShopKind = 'ordinary' | 'supplier';
export type Lazy = () => Promise<{ default: ComponentType }>;

/** What a screen knows of where it is: the route's params and the shop's kind. */
export interface ScreenContext {
  params: Readonly<Record<string, string>>;
  shopKind: ShopKind;
}

/** A family's calls: the list, and one record (`{id}`); both may hold `{param}` of the route. */
export interface FamilyApi {
  list: string;
  /** Default `${list}/{id}`. */
  one?: string;
}

/**
 * A screen family (orders, after-sales services, a promotion kind): what its list, record page, forms
 * and actions share.
 */
export interface Family<R = Row> {
  /** The Refine resource: what its reads are cached under and what its writes make stale. */
  name: string;
  api: FamilyApi;
  /** Another API for a shop kind (supplier orders). */
  apiFor?: Partial<Record<ShopKind, FamilyApi>>;
  /** The record's id field: goods_id, sn, service_sn, ... */
  idField: string;
  schema: Schema<R>;
  /**
   * What one record's answer must hold for its screens (declared next to the schema); default a
   * non-empty record. Any other answer is the load error with Retry, never a blank page or form.
   */
  shape?: AnswerShape;
  /** Where a row's allowed operations live (`order_operate_allowable_vo`), or how to compute them. */
  flags?: string | ((row: R) => Record<string, unknown> | undefined);
  /** The record's name in its tab title and heading (an order's number). */
  titleOf?: (row: R) => string;
}

export type ScreenSpec =
  | { kind: 'list'; family: Family; config: ListConfig }
  | { kind: 'show'; family: Family; config: ShowConfig }
  | { kind: 'form'; family: Family; mode: FormMode; config: FormScreenConfig }
  | { kind: 'settings'; family: Family; config: SettingsConfig };

/**
 * What the shell needs of a family before any of its screens loads: Refine's resource (name and
 * calls) and, through the name, which list a hidden screen of the family belongs to.
 */
export type FamilyHead = Pick<Family, 'name' | 'api' | 'apiFor' | 'idField'>;

/**
 * A family screen whose declaration (the family's schema, the screen's columns, actions, sections)
 * loads with the screen, not with the shell: the shell knows its kind and family head only.
 */
export interface LazyScreen {
  lazy: true;
  kind: ScreenSpec['kind'];
  mode?: FormMode;
  family: FamilyHead;
  /** The screen's full spec (a repeated call is the same module). */
  load: () => Promise<ScreenSpec>;
}

/** A declaration's screen: given at once, or loaded with the screen. */
export type ScreenRef = ScreenSpec | LazyScreen;

export const isLazyScreen = (screen: ScreenRef): screen is LazyScreen => 'lazy' in screen;

const modeOf = (spec: Pick<ScreenSpec, 'kind'> & { mode?: FormMode }) => (spec.kind === 'form' ? spec.mode : undefined);

/**
 * The screens of an area whose declarations load with its first screen opened (`load` imports the
 * area's families and screen configs). Each screen names its family's head (eager, small) and picks
 * its spec from the loaded module:
 *
 * ```ts
 * const screens = lazyScreens(() => import('./screens'));
 * { path: 'order-list', screen: screens.list(ordersHead, (m) => m.orders.list(m.orderList)) },
 * ```
 * A picked spec of another kind or family is an error (the declaration and its head disagree).
 */
export function lazyScreens<M>(load: () => Promise<M>) {
  const ref = (kind: ScreenSpec['kind'], family: FamilyHead, pick: (module: M) => ScreenSpec, mode?: FormMode): LazyScreen => ({
    lazy: true,
    kind,
    mode,
    family,
    load: async () => {
      const spec = pick(await load());
      if (spec.kind !== kind || spec.family.name !== family.name || modeOf(spec) !== mode)
        throw new Error(`The screen loaded (${spec.kind} of ${spec.family.name}) is not the one declared (${kind} of ${family.name})`);
      return spec;
    },
  });
  return {
    list: (family: FamilyHead, pick: (module: M) => ScreenSpec) => ref('list', family, pick),
    show: (family: FamilyHead, pick: (module: M) => ScreenSpec) => ref('show', family, pick),
    settings: (family: FamilyHead, pick: (module: M) => ScreenSpec) => ref('settings', family, pick),
    /** One form declaration, three screens. */
    form: (family: FamilyHead, pick: (module: M) => Record<FormMode, ScreenSpec>): Record<FormMode, LazyScreen> => ({
      create: ref('form', family, (m) => pick(m).create, 'create'),
      edit: ref('form', family, (m) => pick(m).edit, 'edit'),
      view: ref('form', family, (m) => pick(m).view, 'view'),
    }),
  };
}


/**
 * A typed family: its screens type-check against the family's row type, and come out as plain
 * screen specs for the declarations (no casts in an area's code).
 */
export function defineFamily<R>(family: Family<R>) {
  const erased = family as unknown as Family;
  return {
    ...family,
    family: erased,
    list: (config: ListConfig<R> = {}): ScreenSpec => ({ kind: 'list', family: erased, config: config as unknown as ListConfig }),
    show: (config: ShowConfig<R>): ScreenSpec => ({ kind: 'show', family: erased, config: config as unknown as ShowConfig }),
    /** One form declaration, three screens. */
    form: (config: FormScreenConfig<R>): Record<FormMode, ScreenSpec> => ({
      create: { kind: 'form', family: erased, mode: 'create', config: config as unknown as FormScreenConfig },
      edit: { kind: 'form', family: erased, mode: 'edit', config: config as unknown as FormScreenConfig },
      view: { kind: 'form', family: erased, mode: 'view', config: config as unknown as FormScreenConfig },
    }),
    settings: (config: SettingsConfig<R>): ScreenSpec => ({ kind: 'settings', family: erased, config: config as unknown as SettingsConfig }),
  };
}

export type DefinedFamily<R> = ReturnType<typeof defineFamily<R>>;

/** One screen (or a menu group of screens). */
export interface ScreenDeclaration {
  /** Path relative to the parent; `:param?` marks optional params. A group without `path` only groups the menu. */
  path?: string;
  /** Route and permission name; defaults to the lowerCamelCase of the first path segment. */
  name?: string;
  /** i18n key in the `menu` namespace; defaults to the name. */
  title?: string;
  /** The title (i18n key in `menu`) when the address names a record (a param is there): an editor says "edit", not "publish". */
  editTitle?: string;
  icon?: string;
  hidden?: boolean;
  noCache?: boolean;
  /** Open to every signed-in user whatever the role (the dashboard). */
  everyone?: boolean;
  /** The tab cannot be closed. */
  affix?: boolean;
  /** Which shops see it; default both. */
  shops?: readonly ShopKind[];
  /** Part of the reduced route set of restricted mode. */
  restricted?: boolean;
  /** Default child of a path group (`import` → `spu-import`). */
  redirect?: string;
  /** Patterns (or checks) of the route's params, beyond the defaults by name (ids, numbers). */
  params?: Readonly<Record<string, ParamRule>>;
  /**
   * A hidden route (a detail, an editor) belongs to the entries that lead to it: a role that may open
   * one of them may open it, and no other role. Default: the list of its family.
   */
  belongsTo?: string | readonly string[];
  /** Opening this entry grants these too (api reference §8.7: the order list grants export records). */
  implies?: readonly string[];
  /** A bespoke page. */
  component?: Lazy;
  /** A screen of a family (list, record page, form, settings), or a reference to one loaded with it. */
  screen?: ScreenRef;
  children?: readonly ScreenDeclaration[];
}

/** What the shell declares of a screen whose declaration is built by code and loaded with it. */
export type ScreenStub = Pick<LazyScreen, 'kind' | 'mode' | 'family'>;

/** The route fields the shell reads: a loaded declaration must agree with its stub on each. */
const SHELL_FIELDS = ['name', 'title', 'editTitle', 'icon', 'hidden', 'noCache', 'everyone', 'affix', 'shops', 'restricted', 'belongsTo', 'implies'] as const;

/**
 * Declarations an area builds by code (a promotion kind's four routes, a list of coupon screens),
 * loaded with their first screen opened. The shell keeps each route as declared here — its path,
 * permission fields and its screen's kind and family head — and a screen's spec is the loaded
 * declaration's at the same path (which must agree with the stub: see `SHELL_FIELDS`).
 */
export function lazyDeclarations(
  load: () => Promise<readonly ScreenDeclaration[]>,
  routes: ReadonlyArray<Omit<ScreenDeclaration, 'screen' | 'children'> & { path: string; screen: ScreenStub }>,
): ScreenDeclaration[] {
  return routes.map(({ screen, ...route }) => ({
    ...route,
    screen: {
      lazy: true,
      ...screen,
      load: async () => {
        const loaded = (await load()).find((decl) => decl.path === route.path);
        const spec = loaded?.screen;
        if (!loaded || !spec || isLazyScreen(spec)) throw new Error(`No screen is declared at ${route.path}`);
        const differs = SHELL_FIELDS.filter((key) => JSON.stringify(loaded[key]) !== JSON.stringify(route[key]));
        if (spec.kind !== screen.kind || spec.family.name !== screen.family.name || modeOf(spec) !== screen.mode || differs.length)
          throw new Error(`The screen loaded at ${route.path} is not the one declared (${[spec.kind, spec.family.name, ...differs].join(', ')})`);
        return spec;
      },
    },
  }));
}
