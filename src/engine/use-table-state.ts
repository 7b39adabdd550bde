import { useCallback, useMemo } from 'react';
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

  const go = useCallback(
    (next: TableState, options?: { replace?: boolean }) => {
      const search = toSearch(next, spec, location.search);
      if (search === location.search) return;
      onNext?.(next);
      // The tab learns the new address now: a navigation is a transition that may commit later than the next click.
      host.rememberSearch(location.pathname, search);
      navigate({ pathname: location.pathname, search }, { replace: options?.replace });
    },
    [host, location.pathname, location.search, navigate, onNext, spec],
  );

  return {
    state,
    setPage: useCallback((page: number, pageSize = state.pageSize) => go({ ...state, page: pageSize === state.pageSize ? page : 1, pageSize }), [go, state]),
    /** New filters start again at page 1. */
    setFilters: useCallback((filters: Record<string, FilterValue | undefined>) => {
      const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length))) as Record<string, FilterValue>;
      go({ ...state, filters: clean, page: 1 });
    }, [go, state]),
    setSort: useCallback((sort: SortState | undefined) => go({ ...state, sort, page: 1 }), [go, state]),
    setTab: useCallback((tab: string | undefined) => go({ ...state, tab, page: 1 }), [go, state]),
    /** A whole state at once (a saved view); `replace` when it stands for the address opened (a default view). */
    apply: go,
    reset: useCallback(() => go({ page: 1, pageSize: spec.defaultPageSize, filters: {}, tab: state.tab }), [go, spec.defaultPageSize, state.tab]),
  };
}
