import { createContext, startTransition, use, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router';
import type { Blocked, BlockerFunction, ConsoleRouterHandle, RouterUpdate } from './console-router';

const RouterContext = createContext<ConsoleRouterHandle | null>(null);

/**
 * React Router's `<Router>` on the console's router: a navigation renders as a transition, or at once
 * when it asks to (`flushSync`: a tab click, whose view is already there).
 */
export function ConsoleRouter({ router, children }: { router: ConsoleRouterHandle; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(
    () => router.subscribe((update: RouterUpdate) => (update.flushSync ? flushSync(() => setState(update)) : startTransition(() => setState(update)))),
    [router],
  );
  return (
    <RouterContext value={router}>
      <Router basename={router.basename} location={state.location} navigationType={state.action} navigator={router.navigator}>
        {children}
      </Router>
    </RouterContext>
  );
}

/** The console's router itself: one object for the page's life, so reading it renders nothing again on a navigation. */
export function useConsoleRouter() {
  const router = use(RouterContext);
  if (!router) throw new Error('useConsoleRouter is used outside <ConsoleRouter>');
  return router;
}

const UNBLOCKED = { state: 'unblocked' } as const;
export type BlockerState = typeof UNBLOCKED | Blocked;

/**
 * Holds the navigations that `shouldBlock` names (the latest function passed is asked), as React
 * Router's `useBlocker` does: the state turns 'blocked' until the user goes on (`proceed`) or stays (`reset`).
 */
export function useBlocker(shouldBlock: BlockerFunction): BlockerState {
  const router = useConsoleRouter();
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router.block(key, (navigation) => latest.current(navigation)), [router, key]);
  return useSyncExternalStore(router.subscribeBlocked, () => (router.blocked?.key === key ? router.blocked : UNBLOCKED));
}
