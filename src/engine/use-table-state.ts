import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useScreenHost } from './host/screen-host';
import { parseTableState, toSearch, type FilterValue, type SortState, type TableState, type TableStateSpec } from './table-state';

/**
 * The list's state from the URL, and the ways to change it (each a new history entry). `onNext` hears
 * each new state as it is asked for, before the navigation renders it (the list asks for its read then).
 */
export function useTableState(spec: TableStateSpec, onNext?: (next: TableState) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useScreenHost();
  const state = useMemo(() => parseTableState(location.search, spec), [location.search, spec]);
  // A navigation is a transition that may commit later than the next click: a tab chosen and then a search
  // made before the list has rendered the tab builds on the tab's address, not on the one still shown. An
  // address asked for counts while the router still shows the one it was asked from.
  const asked = useRef<{ from: string; search: string } | undefined>(undefined);
  // Once the router shows another address (the one asked, or one the user went back to), the ask is done.
  useLayoutEffect(() => {
    if (asked.current && asked.current.from !== location.search) asked.current = undefined;
  }, [location.search]);
  const latest = useCallback(() => {
    const pending = asked.current?.from === location.search ? asked.current.search : undefined;
    return { search: pending ?? location.search, state: pending === undefined ? state : parseTableState(pending, spec) };
  }, [location.search, spec, state]);

  const go = useCallback(
    (next: TableState, options?: { replace?: boolean }) => {
      const base = latest().search;
      const search = toSearch(next, spec, base);
      if (search === base) return;
      onNext?.(next);
      asked.current = { from: location.search, search };
      // The tab learns the new address now, for the same reason.
      host.rememberSearch(location.pathname, search);
      navigate({ pathname: location.pathname, search }, { replace: options?.replace });
    },
    [host, latest, location.pathname, location.search, navigate, onNext, spec],
  );
  /** A change to the latest state asked for. */
  const change = useCallback((edit: (from: TableState) => TableState) => go(edit(latest().state)), [go, latest]);

  return {
    state,
    /** The state last asked for: the one shown, or the one a navigation on its way will show. */
    latest: useCallback(() => latest().state, [latest]),
    setPage: useCallback(
      (page: number, pageSize?: number) => change((from) => ({ ...from, page: (pageSize ?? from.pageSize) === from.pageSize ? page : 1, pageSize: pageSize ?? from.pageSize })),
      [change],
    ),
    /** New filters start again at page 1. */
    setFilters: useCallback((filters: Record<string, FilterValue | undefined>) => {
      const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length))) as Record<string, FilterValue>;
      change((from) => ({ ...from, filters: clean, page: 1 }));
    }, [change]),
    setSort: useCallback((sort: SortState | undefined) => change((from) => ({ ...from, sort, page: 1 })), [change]),
    setTab: useCallback((tab: string | undefined) => change((from) => ({ ...from, tab, page: 1 })), [change]),
    /** A whole state at once (a saved view); `replace` when it stands for the address opened (a default view). */
    apply: go,
    reset: useCallback(() => change((from) => ({ page: 1, pageSize: spec.defaultPageSize, filters: {}, tab: from.tab })), [change, spec.defaultPageSize]),
  };
}
