import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One function for a component's life that calls the latest `fn` (a new one comes with every address):
 * the parts it is handed to keep the same props, and are not rendered again for it.
 */
export function useLatest<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  }, [fn]);
  return useCallback((...args: Args) => latest.current(...args), []);
}
