import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { setErrorNotifier } from '@/api/notify';
import { PlainToasts } from '@/components/feedback/PlainFeedback';
import { useStoredStateNotice } from '@/session/use-stored-state-notice';
import { readableServerMessage } from '@/validation/server-errors';

export interface Toast {
  kind: 'error' | 'warning';
  text: string;
}

/**
 * The toasts every page shows: the api client's errors (in the user's words: a server message names a
 * field by its body path, `items[0].unit_price`, which means nothing to the user) and the stored-state notice.
 */
export function useToasts(show: (toast: Toast) => void) {
  useEffect(() => setErrorNotifier((text) => show({ kind: 'error', text: readableServerMessage(text) })), [show]);
  useStoredStateNotice(useCallback((text: string) => show({ kind: 'warning', text }), [show]));
}

// antd's message code loads with the bare /login's first toast, not with the page. If it
// cannot load (the network is down), the toasts show as plain alerts.
const ToastHost = lazy(() => import('./ToastHost').catch(() => ({ default: ({ queue }: { queue: readonly Toast[] }) => <PlainToasts texts={queue.map((toast) => toast.text)} /> })));

/** The bare /login's toasts: without antd's App (modal, notification), and message only once needed. */
export function LoginToasts() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const show = useCallback((toast: Toast) => setQueue((shown) => [...shown, toast]), []);
  useToasts(show);
  // The queue only grows (a sign-in page says little): the host shows each toast once, and stays.
  return queue.length > 0 ? (
    <Suspense fallback={null}>
      <ToastHost queue={queue} />
    </Suspense>
  ) : null;
}
