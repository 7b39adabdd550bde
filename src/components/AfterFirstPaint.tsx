import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Once the page has painted, later mounts (a language change, a new session) need not wait. */
let painted = false;

/**
 * False in the first render, true once the browser has painted it (a frame, then a task): the parts of
 * the shell that the first screen does not need render after it, not in it (on a signed-in
 * first load the header's tools and the tabs bar were about 150 ms of the main thread before the first
 * row). Their render is a transition, so input and the screen's own updates go first.
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        painted = true;
        startTransition(() => setShown(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown]);
  return shown;
}

/** `children` once the page has painted; until then `placeholder`, which keeps their room (nothing moves). */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return useAfterFirstPaint() ? children : placeholder;
}

/** A test's next page starts unpainted. */
export const forgetFirstPaint = () => {
  painted = false;
};
