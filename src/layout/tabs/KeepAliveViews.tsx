import { Spin } from 'antd';
import { Activity, memo, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Routes, useLocation, type Location } from 'react-router';
import { useTabsState } from './tabs-store';

const scrollTops = new Map<string, number>();

/** Keeps a view's scroll position while it is hidden; restores it when the view shows again. */
function ScrollKeeper({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = scrollTops.get(id) ?? 0;
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

/** A view renders at its own address; a hidden one keeps the same address object, so it does not re-render. */
const View = memo(function View({ id, pathname, search, hash, routes }: { id: string; pathname: string; search: string; hash: string; routes: ReactNode }) {
  const at = useMemo<Partial<Location>>(() => ({ pathname, search, hash }), [pathname, search, hash]);
  return (
    <ScrollKeeper id={id}>
      <Routes location={at}>{routes}</Routes>
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
