import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `apply` when `key` changes, and only then. A kept-alive tab's view is hidden and shown again
 * with its effects re-run: an effect that fills a form from the URL or a loaded record would then
 * overwrite what the user typed before switching tabs.
 */
export function useApplyOnChange(key: unknown, apply: () => void) {
  const applied = useRef<{ key: unknown } | null>(null);
  const run = useEffectEvent(apply);
  useEffect(() => {
    if (applied.current && Object.is(applied.current.key, key)) return;
    applied.current = { key };
    run();
  }, [key]);
}
