import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_S } from '@/config';
import type { Toast } from './toasts';

/** antd's toasts for the bare /login, in the page's theme: each toast of the queue shown once. */
export default function ToastHost({ queue }: { queue: readonly Toast[] }) {
  const [toasts, holder] = message.useMessage({ duration: TOAST_DURATION_S });
  const shown = useRef(0);
  useEffect(() => {
    for (const toast of queue.slice(shown.current)) void toasts[toast.kind](toast.text);
    shown.current = queue.length;
  }, [queue, toasts]);
  return holder;
}
