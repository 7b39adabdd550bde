/**
 * Tabs of visited pages, as pure state transitions (the store around them persists and notifies).
 * A tab's key is its path, so two orders are two tabs; its search is the latest one seen there.
 */
export interface Tab {
  /** pathname, e.g. /order/detail/2026112100001 */
  key: string;
  search: string;
  /** Route name and title key (menu namespace); `label` is a record-specific title such as an order number. */
  name: string;
  title: string;
  label?: string;
  affix: boolean;
  noCache: boolean;
}

export interface TabsState {
  tabs: Tab[];
  active?: string;
  /** Views kept mounted, least recently used first; bounded by the cap. */
  alive: string[];
  /** Bumped to remount a view. */
  versions: Record<string, number>;
  /** The view being refreshed shows nothing for a moment (spec: 100 ms). */
  remounting?: string;
}

export const MAX_ALIVE_VIEWS = 12;
export const EMPTY_TABS: TabsState = { tabs: [], alive: [], versions: {} };

const touch = (alive: string[], key: string, cap: number, active: string) => {
  const next = [...alive.filter((k) => k !== key), key];
  while (next.length > cap) {
    const oldest = next.findIndex((k) => k !== active);
    if (oldest < 0) break;
    next.splice(oldest, 1);
  }
  return next;
};

/** Visit a page: add its tab (or refresh its search and label), make it active, keep its view alive. */
export function visit(state: TabsState, tab: Tab, cap = MAX_ALIVE_VIEWS): TabsState {
  const existing = state.tabs.find((t) => t.key === tab.key);
  const tabs = existing ? state.tabs.map((t) => (t.key === tab.key ? { ...t, ...tab, label: t.label ?? tab.label } : t)) : [...state.tabs, tab];
  // A not-cached view remounts on every visit: leaving it drops its view.
  const leaving = state.tabs.find((t) => t.key === state.active);
  const alive = leaving?.noCache && leaving.key !== tab.key ? state.alive.filter((k) => k !== leaving.key) : state.alive;
  return { ...state, tabs, active: tab.key, alive: touch(alive, tab.key, cap, tab.key) };
}

/** A click on a tab makes it active at once; the address follows (a navigation commits later). */
export function activate(state: TabsState, key: string, cap = MAX_ALIVE_VIEWS): TabsState {
  const tab = state.tabs.find((t) => t.key === key);
  return tab ? visit(state, tab, cap) : state;
}

/** What a close leaves: the new state, and where to go when the active tab went (last remaining tab, or /). */
export interface CloseResult {
  state: TabsState;
  navigateTo?: string;
}

const pathOf = (tab: Tab | undefined) => (tab ? `${tab.key}${tab.search}` : '/');

function keepOnly(state: TabsState, keep: (t: Tab) => boolean): CloseResult {
  const tabs = state.tabs.filter(keep);
  const keys = new Set(tabs.map((t) => t.key));
  const alive = state.alive.filter((k) => keys.has(k));
  if (state.active && keys.has(state.active)) return { state: { ...state, tabs, alive } };
  const last = tabs[tabs.length - 1];
  return { state: { ...state, tabs, alive, active: last?.key }, navigateTo: pathOf(last) };
}

export function close(state: TabsState, key: string): CloseResult {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab || tab.affix) return { state };
  return keepOnly(state, (t) => t.key !== key);
}

export const closeOthers = (state: TabsState, key: string): CloseResult => keepOnly(state, (t) => t.affix || t.key === key);

/** Close all goes to / (spec §2), whatever tab is left. */
export function closeAll(state: TabsState): CloseResult {
  const { state: next } = keepOnly(state, (t) => t.affix);
  return { state: { ...next, active: undefined }, navigateTo: '/' };
}

export const startRefresh = (state: TabsState, key: string): TabsState => ({ ...state, remounting: key });

export const refresh = (state: TabsState, key: string): TabsState => ({
  ...state,
  remounting: state.remounting === key ? undefined : state.remounting,
  versions: { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 },
});

/** What survives a reload: the open tabs and the active one (views start fresh). */
export const persistable = (state: TabsState) => ({ tabs: state.tabs, active: state.active });

export function restore(raw: unknown): TabsState {
  if (!raw || typeof raw !== 'object') return EMPTY_TABS;
  const { tabs, active } = raw as { tabs?: unknown; active?: unknown };
  if (!Array.isArray(tabs)) return EMPTY_TABS;
  // Only what a tab is made of, checked: a path of this console (not `//host`), a query, texts.
  const valid = tabs
    .filter((t): t is Tab => Boolean(t) && typeof t.key === 'string' && /^\/(?!\/)/.test(t.key) && typeof t.name === 'string' && typeof t.title === 'string')
    .map(({ key, name, title, label, search, affix, noCache }) => ({
      key,
      name,
      title,
      ...(typeof label === 'string' ? { label } : {}),
      search: typeof search === 'string' && search.startsWith('?') ? search : '',
      affix: Boolean(affix),
      noCache: Boolean(noCache),
    }));
  return { tabs: valid, active: typeof active === 'string' ? active : undefined, alive: [], versions: {} };
}

/** Affixed tabs (the dashboard) are always there, first. */
export function withAffixed(state: TabsState, affixed: Tab[]): TabsState {
  const missing = affixed.filter((a) => !state.tabs.some((t) => t.key === a.key));
  return missing.length ? { ...state, tabs: [...missing, ...state.tabs] } : state;
}

/** Drop restored tabs the session cannot open any more (another role, another shop kind). */
export const retain = (state: TabsState, canOpen: (tab: Tab) => boolean): TabsState => {
  const tabs = state.tabs.filter(canOpen);
  return tabs.length === state.tabs.length ? state : { ...state, tabs, alive: state.alive.filter((k) => tabs.some((t) => t.key === k)) };
};

/** The latest search of a tab's page, recorded when a list changes its URL (before the view commits). */
export const rememberSearch = (state: TabsState, key: string, search: string): TabsState =>
  state.tabs.some((t) => t.key === key && t.search !== search)
    ? { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, search } : t)) }
    : state;

/** A record's own name in its tab's title (an order's number), once the record is loaded. */
export const labelTab = (state: TabsState, key: string, label: string): TabsState =>
  state.tabs.some((t) => t.key === key && t.label !== label)
    ? { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, label } : t)) }
    : state;
