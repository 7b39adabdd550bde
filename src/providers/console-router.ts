import { createPath, NavigationType, parsePath, type Location, type Navigator, type Path, type To, type UNSAFE_createBrowserHistory } from 'react-router';

/** A history of React Router's own (browser or memory), without its `v5Compat`: it tells of back and forward only. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Action = NavigationType;

export interface RouterState {
  action: Action;
  location: Location;
}

/** A navigation: `flushSync` asks the page to show it in the navigation's own render (a tab click). */
export interface RouterUpdate extends RouterState {
  flushSync: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  flushSync?: boolean;
}

/** Whether a navigation waits for the user: the page being left, where it goes, how. */
export type BlockerFunction = (navigation: { currentLocation: Location; nextLocation: Path; historyAction: Action }) => boolean;

/** A navigation held by a blocker: go on with it, or stay. */
export interface Blocked {
  state: 'blocked';
  key: string;
  proceed(): void;
  reset(): void;
}

/** React Router's hooks hand their navigator the options they were given: `flushSync` among them. */
const flushSyncOf = (options: unknown) => (options as NavigateOptions | undefined)?.flushSync;

const stripBase = (basename: string, pathname: string) =>
  basename === '/' ? pathname : pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;

/**
 * The console's router: a history, the navigations it tells of, and blockers (a form with unsaved
 * changes holds a navigation until the user decides). React Router's data router does this too, but
 * brings its loaders, actions and fetchers, which the console does not use: 17 kB gz on every
 * signed-in page. Pages keep React Router's hooks and components (`<Router>` below them).
 */
export function createConsoleRouter(history: History, basename = '/') {
  let state: RouterState = { action: history.action, location: history.location };
  const listeners = new Set<(update: RouterUpdate) => void>();
  const blockers = new Map<string, BlockerFunction>();
  const blockedListeners = new Set<() => void>();
  let blocked: Blocked | undefined;
  // Back or forward steps the router takes itself: undoing a held one, then taking it when the user goes on.
  let undoing = 0;
  let proceeding = 0;

  const emit = (flushSync = false) => {
    state = { action: history.action, location: history.location };
    for (const listener of listeners) listener({ ...state, flushSync });
  };
  const setBlocked = (next: Blocked | undefined) => {
    blocked = next;
    for (const listener of blockedListeners) listener();
  };
  /** The blocker that holds this navigation, if any (`to` is the address with the base). */
  const holder = (to: Path, historyAction: Action) => {
    const currentLocation = { ...state.location, pathname: stripBase(basename, state.location.pathname) };
    const nextLocation = { ...to, pathname: stripBase(basename, to.pathname) };
    for (const [key, blocks] of blockers) if (blocks({ currentLocation, nextLocation, historyAction })) return key;
    return undefined;
  };
  const hold = (key: string, go: () => void) =>
    setBlocked({
      state: 'blocked',
      key,
      proceed: () => {
        setBlocked(undefined);
        go();
      },
      reset: () => setBlocked(undefined),
    });

  history.listen(({ delta }) => {
    if (undoing > 0) {
      undoing -= 1;
      return;
    }
    if (proceeding > 0) {
      proceeding -= 1;
      return emit();
    }
    const key = holder(history.location, NavigationType.Pop);
    // A step of unknown size (an entry from before the console) cannot be undone: it goes through.
    if (key === undefined || delta == null || delta === 0) return emit();
    undoing += 1;
    history.go(-delta);
    hold(key, () => {
      proceeding += 1;
      history.go(delta);
    });
  });

  /** A navigation to an address with the base (as React Router's hooks hand it to their navigator). */
  const change = (to: To, { replace = false, state: entryState, flushSync = false }: NavigateOptions) => {
    const path: Path = { pathname: state.location.pathname, search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) };
    const go = () => {
      (replace ? history.replace : history.push)(to, entryState);
      emit(flushSync);
    };
    const key = holder(path, replace ? NavigationType.Replace : NavigationType.Push);
    if (key === undefined) go();
    else hold(key, go);
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, entryState, options) => change(to, { state: entryState, flushSync: flushSyncOf(options) }),
    replace: (to, entryState, options) => change(to, { replace: true, state: entryState, flushSync: flushSyncOf(options) }),
  };

  return {
    basename,
    navigator,
    get state() {
      return state;
    },
    /** Where the console is, without the base: path and query. */
    get path() {
      return createPath({ pathname: stripBase(basename, state.location.pathname), search: state.location.search });
    },
    /** Navigates to a console address (without the base), as `useNavigate` does, without reading the route. */
    navigate(to: string, options: NavigateOptions = {}) {
      const path = parsePath(to);
      if (path.pathname && basename !== '/') path.pathname = path.pathname === '/' ? basename : `${basename}${path.pathname}`;
      change(path, options);
    },
    subscribe(listener: (update: RouterUpdate) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Registers a blocker; answers its removal (a navigation it holds is dropped with it). */
    block(key: string, blocks: BlockerFunction) {
      blockers.set(key, blocks);
      return () => {
        blockers.delete(key);
        if (blocked?.key === key) setBlocked(undefined);
      };
    },
    get blocked() {
      return blocked;
    },
    subscribeBlocked(listener: () => void) {
      blockedListeners.add(listener);
      return () => void blockedListeners.delete(listener);
    },
  };
}

export type ConsoleRouterHandle = ReturnType<typeof createConsoleRouter>;
