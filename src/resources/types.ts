import type { ComponentType } from 'react';
import type { ListConfig } from '@/engine/list/types';
import type { ApiMeta } from '@/providers/data-provider';

export type ShopKind = 'ordinary' | 'supplier';
export type Lazy = () => Promise<{ default: ComponentType }>;

/** One screen (or a menu group of screens). Everything else — routes, menu, tabs, permission — derives from it. */
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
  /** Open to every signed-in user whatever the role (the dashboard, as in the original's constant routes). */
  everyone?: boolean;
  /** The tab cannot be closed. */
  affix?: boolean;
  /** Which shops see it; default both. */
  shops?: readonly ShopKind[];
  /** Part of the reduced route set of restricted mode. */
  restricted?: boolean;
  /** Default child of a path group (`import` → `spu-import`). */
  redirect?: string;
  /** Params that must match a pattern, else the path is unknown (role-permission/:id is numeric only). */
  params?: Readonly<Record<string, RegExp>>;
  /** The data provider's view of the resource. */
  api?: ApiMeta;
  /** A bespoke page. */
  component?: Lazy;
  /** An ordinary list screen, from a schema (with its actions and its create/edit form). */
  list?: ListConfig<never>;
  children?: readonly ScreenDeclaration[];
}
