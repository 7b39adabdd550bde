import { lazy, Suspense, useLayoutEffect, useState } from 'react';

const CommandDialog = lazy(() => import('./CommandDialog'));

/**
 * Ctrl/⌘+K: jump to any permitted page by name, or to an order by its number. Only the shortcut is
 * here; the dialog's code loads when it first opens.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Listening from the commit that shows the shell, not from React's passive effects a task later: a
  // key pressed as the console appears (input goes before that task) would be lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!used) return null;
  return (
    <Suspense>
      <CommandDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
