/**
 * Declarations: a screen (or a menu group) and the screen families behind them. Everything else —
 * routes, menu, tabs, breadcrumb, permissions, Refine resources, the screens themselves — is derived.
 */
import type { ComponentType } from 'react';
import type { Schema } from '@/schemas/types';
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
  /** A screen of a family (list, record page, form, settings). */
  screen?: ScreenSpec;
  children?: readonly ScreenDeclaration[];
}
