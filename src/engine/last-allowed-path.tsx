import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { routeAt, type RouteEntry } from './routes';

const LastAllowedPath = createContext<{ current: string | undefined }>({ current: undefined });

/** Remembers the last address the role could open, where a refused navigation returns to. */
export function LastAllowedPathProvider({ routes, children }: { routes: RouteEntry[]; children: ReactNode }) {
  const location = useLocation();
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    const entry = routeAt(routes, location.pathname);
    if (entry?.allowed) last.current = `${location.pathname}${location.search}`;
  }, [location, routes]);
  return <LastAllowedPath.Provider value={last}>{children}</LastAllowedPath.Provider>;
}

/** Read `.current` in an effect or handler, not during render. */
export const useLastAllowedPath = () => useContext(LastAllowedPath);
