import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchAt, openableAt, titleAt, type RouteEntry } from '@/engine/routes';
import { retain, visit, withAffixed, type Tab } from './tabs-model';
import { tabsStore } from './tabs-store';

const tabFor = (entry: RouteEntry, key: string, search = ''): Tab => ({
  key,
  search,
  name: entry.name,
  title: titleAt(entry, key),
  affix: entry.affix,
  noCache: entry.noCache,
});

/** A record's own label in its tab title: the params of a hidden detail route (the order number, ...). */
const labelOf = (entry: RouteEntry, pathname: string) => {
  if (!entry.hidden) return undefined;
  const params = Object.values(matchAt(entry.path, pathname)?.params ?? {}).filter(Boolean);
  return params.length ? params.join(' / ') : undefined;
};

/**
 * Every page the user may open that exists becomes (or refreshes) a tab; the dashboard's is always there.
 * An address whose params break their rules (a bad id, a traversal, an id out of range) is the 404 page,
 * not a page: it leaves no tab, and a stored tab of one is dropped on load.
 */
export function useTabTracker(routes: RouteEntry[]) {
  const location = useLocation();
  useEffect(() => {
    const affixed = routes.filter((r) => r.affix && r.allowed).map((r) => tabFor(r, r.path));
    tabsStore.set(retain(withAffixed(tabsStore.get(), affixed), (tab) => openableAt(routes, tab.key) !== undefined));
  }, [routes]);
  useEffect(() => {
    const entry = openableAt(routes, location.pathname)?.entry;
    if (!entry) return;
    tabsStore.set(visit(tabsStore.get(), { ...tabFor(entry, location.pathname, location.search), label: labelOf(entry, location.pathname) }));
    // location.key: each navigation is new, also one back to the path last committed (a transition to
    // another path in between may never have committed).
  }, [routes, location.key, location.pathname, location.search]);
}
