import type { NotificationProvider } from '@refinedev/core';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_S } from '@/config';

/**
 * Refine's notifications through antd's message. Errors are left out: every failed call has already
 * shown the server's message from the api client, and one failure must not toast twice.
 */
export const notificationProviderFor = (message: { open: (...args: Parameters<MessageInstance['open']>) => void; destroy: MessageInstance['destroy'] }): NotificationProvider => ({
  open: ({ type, message: text, description, key }) => {
    if (type === 'error') return;
    message.open({ type: type === 'progress' ? 'loading' : type, content: description ?? text, key, duration: TOAST_DURATION_S });
  },
  close: (key) => message.destroy(key),
});
