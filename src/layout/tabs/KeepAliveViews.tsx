import { Spin } from 'antd';
import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
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
        const at: Partial<Location> = visible ? location : { pathname: key, search: tab?.search ?? '', hash: '' };
        return (
          <Activity key={`${key}#${versions[key] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            <ScrollKeeper id={key}>
              {remounting === key ? <Spin style={{ display: 'block', margin: '80px auto' }} /> : <Routes location={at}>{routes}</Routes>}
            </ScrollKeeper>
          </Activity>
        );
      })}
    </>
  );
}
