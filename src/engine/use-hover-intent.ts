import { useEffect, useMemo, useRef } from 'react';
import { HOVER_INTENT_MS } from '@/config';
import { useLatest } from './list/use-latest';

export type HoverIntent<K> = { start: (key: K) => void; cancel: () => void };

/**
 * Acts on what the pointer rests on: `start(key)` as it reaches an element, `cancel()` as it leaves it
 * or clicks (the click makes its own read); `act(key)` runs once the pointer has stayed HOVER_INTENT_MS.
 * One pending act at a time, for the component's life: the handlers stay the same from render to render.
 */
export function useHoverIntent<K>(act: (key: K) => void): HoverIntent<K> {
  const latest = useLatest(act);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      start: (key: K) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest(key), HOVER_INTENT_MS);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [latest],
  );
}
