/**
 * Saved views of a list: the list's URL state (search, tab, sort, page size) and its columns, kept under
 * a name per user and list in this browser. A view holds the state as the list's own URL text, so that
 * applying it goes through the same check as any link: what the list no longer knows is dropped then.
 */
import { isRecord } from '@/utils/guards';
import { asColumnSettings, type ColumnSettings } from './column-settings';
import type { FilterValue, SortState, TableState } from '../table-state';

export interface SavedView {
  id: string;
  name: string;
  /** The list's URL state (`?tab=WAIT_SHIP&size=20`), without its page: a view starts at page 1. */
  search: string;
  columns?: Partial<ColumnSettings>;
}

export interface SavedViews {
  views: SavedView[];
  /** The view a list opens with when its address says nothing of its state. */
  defaultId?: string;
}

/** A view a list ships with; its filters may depend on the time it is applied (unpaid for over 24 h). */
export interface BuiltInView {
  key: string;
  /** i18n key */
  label: string;
  state: (nowSeconds: number) => { tab?: string; filters?: Record<string, FilterValue>; sort?: SortState };
}

/** The id of a built-in view among the saved ones (a default may be either). */
export const BUILT_IN_PREFIX = 'builtin:';

export const MAX_VIEW_NAME = 30;
export const MAX_VIEWS = 30;
const MAX_SEARCH = 2000;

export const NO_VIEWS: SavedViews = { views: [] };

/** The storage key of one user's views of one list. */
export const viewsKey = (uid: string | number | undefined, list: string) => `seller_views:${uid ?? ''}:${list}`;

const validName = (name: unknown): name is string => typeof name === 'string' && name.trim() !== '' && name.length <= MAX_VIEW_NAME;

function asView(value: unknown): SavedView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, search, columns } = value;
  if (typeof id !== 'string' || !id || !validName(name) || typeof search !== 'string' || search.length > MAX_SEARCH) return undefined;
  if (search !== '' && !search.startsWith('?')) return undefined;
  const checkedColumns = columns === undefined ? undefined : asColumnSettings(columns);
  if (columns !== undefined && !checkedColumns) return undefined;
  return checkedColumns ? { id, name, search, columns: checkedColumns } : { id, name, search };
}

/**
 * Stored views checked before they are trusted: a view that fails its check is left out, a default that
 * names no view is forgotten; anything that is not a list of views at all fails the whole entry.
 */
export function asSavedViews(value: unknown): SavedViews | undefined {
  if (!isRecord(value) || !Array.isArray(value.views)) return undefined;
  const seen = new Set<string>();
  const views = value.views
    .map(asView)
    .filter((view): view is SavedView => Boolean(view) && !seen.has(view!.id) && Boolean(seen.add(view!.id)))
    .slice(0, MAX_VIEWS);
  const { defaultId } = value;
  const keepsDefault = typeof defaultId === 'string' && (defaultId.startsWith(BUILT_IN_PREFIX) || views.some((v) => v.id === defaultId));
  return keepsDefault ? { views, defaultId } : { views };
}

/** A view's state as the list keeps it: page 1, the rest as given. */
export const viewState = (state: TableState): TableState => ({ ...state, page: 1 });

/** A new id for a view, unlike the ones there. */
export function newViewId(views: readonly SavedView[], seed: number): string {
  let n = seed;
  const ids = new Set(views.map((v) => v.id));
  while (ids.has(`v${n}`)) n++;
  return `v${n}`;
}

/** Names are compared as the user sees them: trimmed, in any case. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a name cannot be used (an i18n key), or undefined. */
export function nameProblem(views: readonly SavedView[], name: string, exceptId?: string): string | undefined {
  if (!name.trim()) return 'engine:views.nameRequired';
  if (name.trim().length > MAX_VIEW_NAME) return 'engine:views.nameTooLong';
  if (views.some((v) => v.id !== exceptId && sameName(v.name, name))) return 'engine:views.nameTaken';
  return undefined;
}

export function addView(saved: SavedViews, view: SavedView): SavedViews {
  return { ...saved, views: [...saved.views, { ...view, name: view.name.trim() }].slice(-MAX_VIEWS) };
}

export function renameView(saved: SavedViews, id: string, name: string): SavedViews {
  return { ...saved, views: saved.views.map((v) => (v.id === id ? { ...v, name: name.trim() } : v)) };
}

export function removeView(saved: SavedViews, id: string): SavedViews {
  const views = saved.views.filter((v) => v.id !== id);
  return saved.defaultId === id ? { views } : { ...saved, views };
}

/** One default at most: setting the current default again clears it. */
export function toggleDefault(saved: SavedViews, id: string): SavedViews {
  if (saved.defaultId === id) return { views: saved.views };
  return { ...saved, defaultId: id };
}
