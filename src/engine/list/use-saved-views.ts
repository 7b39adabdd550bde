import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localStore, readStored } from '@/session/stored-state';
import { parseTableState, toSearch, type TableState, type TableStateSpec } from '../table-state';
import type { ColumnSettings } from './column-settings';
import {
  addView,
  asSavedViews,
  BUILT_IN_PREFIX,
  nameProblem,
  newViewId,
  NO_VIEWS,
  removeView,
  renameView,
  toggleDefault,
  viewState,
  type BuiltInView,
  type SavedView,
  type SavedViews,
} from './saved-views';

export interface SavedViewsInput {
  storageKey: string;
  spec: TableStateSpec;
  state: TableState;
  /**
   * The state last asked for, which a save keeps: a tab chosen a moment ago may not be shown yet (its
   * navigation renders as a transition that the clicks after it hold back). The state shown by default.
   */
  latest?: () => TableState;
  apply: (next: TableState, options?: { replace?: boolean }) => void;
  columns: ColumnSettings;
  setColumns: (next: Partial<ColumnSettings>) => void;
  builtIns?: readonly BuiltInView[];
  /** Seconds since the epoch; a built-in view's filters may depend on it. */
  now?: () => number;
  /**
   * Whether `storageKey` is final: the views are the user's, and the user is known only once their
   * identity has loaded. The default view is looked for then, not under the key of nobody.
   */
  ready?: boolean;
}

interface Opening {
  state: TableState;
  columns?: Partial<ColumnSettings>;
  builtIn?: { id: string; search: string };
}

/** One entry of the views menu: a built-in view or one the user saved. */
export interface ViewEntry {
  id: string;
  /** The user's name, or the built-in view's i18n key. */
  name: string;
  builtIn: boolean;
  isDefault: boolean;
  active: boolean;
}

const wallClock = () => Math.floor(Date.now() / 1000);

const read = (key: string) => readStored(key, asSavedViews) ?? NO_VIEWS;

/** A list's saved and built-in views, headless: which one is shown, and the ways to keep, change and share them. */
export function useSavedViews({ storageKey, spec, state, latest, apply, columns, setColumns, builtIns = [], now = wallClock, ready = true }: SavedViewsInput) {
  // Read again when the key changes (the user became known).
  const [stored, setStored] = useState(() => ({ key: storageKey, saved: read(storageKey) }));
  const saved = stored.key === storageKey ? stored.saved : read(storageKey);
  const persist = useCallback(
    (next: SavedViews) => {
      setStored({ key: storageKey, saved: next });
      try {
        localStore()?.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Not remembered past this page; still applied.
      }
    },
    [storageKey],
  );

  /** The list's own state as a view keeps it. */
  const current = useMemo(() => toSearch(viewState(state), spec), [spec, state]);
  // A built-in view's filters are those of the moment it was applied: it is the one shown while they are.
  const [appliedBuiltIn, setAppliedBuiltIn] = useState<{ id: string; search: string }>();

  const searchOfBuiltIn = useCallback(
    (view: BuiltInView): TableState => {
      const { tab, filters = {}, sort } = view.state(now());
      // Through the list's own check, like any address.
      return parseTableState(toSearch({ page: 1, pageSize: spec.defaultPageSize, tab, filters, sort }, spec), spec);
    },
    [now, spec],
  );

  const applyView = useCallback(
    (id: string, options?: { replace?: boolean }) => {
      if (id.startsWith(BUILT_IN_PREFIX)) {
        const view = builtIns.find((v) => BUILT_IN_PREFIX + v.key === id);
        if (!view) return;
        const next = searchOfBuiltIn(view);
        setAppliedBuiltIn({ id, search: toSearch(next, spec) });
        apply(next, options);
        return;
      }
      const view = saved.views.find((v) => v.id === id);
      if (!view) return;
      if (view.columns) setColumns(view.columns);
      apply(parseTableState(view.search, spec), options);
    },
    [apply, builtIns, saved.views, searchOfBuiltIn, setColumns, spec],
  );

  // A list opened at an address that says nothing of its state opens with the default view, in place of
  // that address: worked out once, on the first render whose views are the user's, and applied after it.
  // An address changed before then (the user chose a tab) is kept.
  const openingOf = (): Opening | null => {
    const id = current === '' ? saved.defaultId : undefined;
    if (!id) return null;
    if (id.startsWith(BUILT_IN_PREFIX)) {
      const view = builtIns.find((v) => BUILT_IN_PREFIX + v.key === id);
      if (!view) return null;
      const next = searchOfBuiltIn(view);
      return { state: next, builtIn: { id, search: toSearch(next, spec) } };
    }
    const view = saved.views.find((v) => v.id === id);
    return view ? { state: parseTableState(view.search, spec), columns: view.columns } : null;
  };
  const [decided, setDecided] = useState<{ opening: Opening | null } | undefined>(() => (ready ? { opening: openingOf() } : undefined));
  if (!decided && ready) setDecided({ opening: openingOf() });
  const opening = decided?.opening ?? undefined;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !opening) return;
    opened.current = true;
    if (opening.columns) setColumns(opening.columns);
    apply(opening.state, { replace: true });
  }, [apply, opening, setColumns]);

  const entries = useMemo<ViewEntry[]>(() => {
    const applied = appliedBuiltIn ?? opening?.builtIn;
    return [
      ...builtIns.map((view) => {
        const id = BUILT_IN_PREFIX + view.key;
        return { id, name: view.label, builtIn: true, isDefault: saved.defaultId === id, active: applied?.id === id && applied.search === current };
      }),
      ...saved.views.map((view) => ({ id: view.id, name: view.name, builtIn: false, isDefault: saved.defaultId === view.id, active: view.search === current })),
    ];
  }, [appliedBuiltIn, builtIns, current, opening, saved]);

  const problemOf = useCallback((name: string, exceptId?: string) => nameProblem(saved.views, name, exceptId), [saved.views]);
  const save = useCallback(
    (name: string) => {
      if (nameProblem(saved.views, name)) return undefined;
      const search = latest ? toSearch(viewState(latest()), spec) : current;
      const view: SavedView = { id: newViewId(saved.views, saved.views.length + 1), name, search, columns: { order: columns.order, hidden: columns.hidden } };
      persist(addView(saved, view));
      return view.id;
    },
    [columns, current, latest, persist, saved, spec],
  );
  const rename = useCallback(
    (id: string, name: string) => {
      if (nameProblem(saved.views, name, id)) return false;
      persist(renameView(saved, id, name));
      return true;
    },
    [persist, saved],
  );
  const remove = useCallback((id: string) => persist(removeView(saved, id)), [persist, saved]);
  const setDefault = useCallback((id: string) => persist(toggleDefault(saved, id)), [persist, saved]);
  const searchOf = useCallback(
    (id: string) => {
      if (id.startsWith(BUILT_IN_PREFIX)) {
        const view = builtIns.find((v) => BUILT_IN_PREFIX + v.key === id);
        return view ? toSearch(searchOfBuiltIn(view), spec) : undefined;
      }
      const view = saved.views.find((v) => v.id === id);
      return view ? toSearch(parseTableState(view.search, spec), spec) : undefined;
    },
    [builtIns, saved.views, searchOfBuiltIn, spec],
  );

  // The same object while nothing in it changes: the list's toolbar renders with it, not with every render of the list.
  return useMemo(
    () => ({
      entries,
      apply: applyView,
      /** Why `name` cannot name a view (an i18n key), or undefined. */
      problemOf,
      /** Keeps the list's state and columns under `name`; returns the new view's id, or undefined when the name cannot be used. */
      save,
      rename,
      remove,
      /** Makes a view the default, or the default no longer one. */
      toggleDefault: setDefault,
      /** The list's URL state that opens a view: what its link carries. */
      searchOf,
    }),
    [applyView, entries, problemOf, remove, rename, save, searchOf, setDefault],
  );
}
