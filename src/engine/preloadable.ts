import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on demand, or ahead of its first render: `preload` answers the component;
 * `warm` only starts the load, for a page opened or a link within reach (a failure is not the caller's:
 * it shows when the component renders, whose error boundary's retry loads again).
 */
export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>>; warm: () => void };

/**
 * A component whose code loads on first use, like React's `lazy`, but without suspending: once its code
 * is in (preloaded while the user reached for a link) it renders in the same pass, and until then it
 * shows `placeholder` and renders again when the code arrives. React's `lazy` suspends on its first
 * render even with its code in; the Suspense fallback it shows then holds back every content reveal
 * that follows for 300 ms (React's fallback throttle): an order's record page showed ~400 ms after the
 * click instead of ~220. A failed load is thrown to the error boundary and forgotten, so
 * that its retry loads it anew.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, placeholder: ReactNode = null): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Preloaded(props: P) {
    // The code itself is the module's (`loaded`); this state only renders again when it arrives.
    const [, setArrived] = useState(false);
    const [failed, setFailed] = useState<{ error: unknown }>();
    const ready = loaded !== undefined;
    useEffect(() => {
      if (ready) return;
      let current = true;
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailed({ error }),
      );
      return () => {
        current = false;
      };
    }, [ready]);
    if (failed) throw failed.error;
    return loaded ? createElement(loaded, props) : placeholder;
  }
  const warm = () => void preload().catch(() => undefined);
  return Object.assign(Preloaded, { preload, warm });
}
