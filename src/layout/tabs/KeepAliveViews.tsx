import { Spin } from 'antd';
import { Activity, memo, useContext, useLayoutEffect, useMemo, useRef, useState, type ContextType, type ReactNode } from 'react';
import { NavigationType, Routes, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext, useLocation, type Location } from 'react-router';
import { useTabsState } from './tabs-store';

const scrollTops = new Map<string, number>();

/** Keeps a view's scroll position while it is hidden; restores it when the view shows again. */
function ScrollKeeper({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A view opened, or left at its top, is at its top: setting it would only force a layout of the view.
    const top = scrollTops.get(id);
    if (top) el.scrollTop = top;
    const remember = () => scrollTops.set(id, el.scrollTop);
    el.addEventListener('scroll', remember, { passive: true });
    return () => el.removeEventListener('scroll', remember);
  }, [id]);
  return (
    <div ref={ref} className="tab-view" data-tab={id} style={{ height: '100%', overflow: 'auto', padding: 16, boxSizing: 'border-box' }}>
      {children}
    </div>
  );
}

type RouteContextValue = ContextType<typeof RouteContext>;

/**
 * The console's parent route (`/*`) as matched at a view's own path: its splat is the view's path,
 * also for a view kept alive behind another tab (restored, or opened before).
 */
function viewRouteContext(parent: RouteContextValue, pathname: string): RouteContextValue {
  const last = parent.matches.at(-1);
  if (!last || !('*' in last.params)) return parent;
  const base = last.pathnameBase === '/' ? '' : last.pathnameBase;
  if (!pathname.startsWith(base)) return parent;
  const match = { ...last, params: { ...last.params, '*': pathname.slice(base.length).replace(/^\//, '') }, pathname };
  return { ...parent, matches: [...parent.matches.slice(0, -1), match] };
}

/**
 * A view renders at its own address. The router's address and route contexts change with every
 * navigation, and every `<Routes>` reads them: left alone, each kept-alive view (a whole screen, its
 * table and form) would render again on every click elsewhere, and a tab shown again would first catch
 * up with all of it. So a view gets its own, stable contexts: its address (a hidden one keeps the
 * address object it had) and the parent route as matched at its own address.
 */
const View = memo(function View({ id, pathname, search, hash, routes }: { id: string; pathname: string; search: string; hash: string; routes: ReactNode }) {
  const [parentRoute] = useState(viewRouteContext(useContext(RouteContext), pathname));
  const at = useMemo(() => ({ location: { pathname, search, hash, state: null, key: 'default' } satisfies Location, navigationType: NavigationType.Pop }), [pathname, search, hash]);
  // The same element while the address is the same: React does not render the routes again.
  const content = useMemo(() => <Routes location={at.location}>{routes}</Routes>, [at, routes]);
  return (
    <ScrollKeeper id={id}>
      <RouteContext.Provider value={parentRoute}>
        <LocationContext.Provider value={at}>{content}</LocationContext.Provider>
      </RouteContext.Provider>
    </ScrollKeeper>
  );
});

/**
 * One kept-alive view per open tab: the visible one follows the address; hidden ones keep their
 * state (filters, page, half-typed forms) and render at their own address, without refetching.
 */
export function KeepAliveViews({ routes }: { routes: ReactNode }) {
  const location = useLocation();
  const { tabs, alive, versions, remounting } = useTabsState();
  const current = location.pathname;
  const keys = alive.includes(current) ? alive : [...alive, current];
  return (
    <>
      {keys.map((key) => {
        const visible = key === current;
        const tab = tabs.find((t) => t.key === key);
        return (
          <Activity key={`${key}#${versions[key] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            {remounting === key ? (
              <Spin style={{ display: 'block', margin: '80px auto' }} />
            ) : (
              <View id={key} pathname={key} search={visible ? location.search : (tab?.search ?? '')} hash={visible ? location.hash : ''} routes={routes} />
            )}
          </Activity>
        );
      })}
    </>
  );
}
