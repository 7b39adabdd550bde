import { CustomerServiceOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import { config } from '@/config';
import { badgeText } from '../menu-rules';
import { connectChat } from './chat-socket';

export const UNREAD_POLL_MS = 60_000;

/** The customer-service shortcut: unread count from `seller/im/unread-num`, refreshed on an interval and when the chat socket says so. */
export function ChatEntry() {
  const { t } = useTranslation('layout');
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .post<number>('seller/im/unread-num', undefined, { silent: true })
        .then((n) => live && setCount(Number(n) || 0))
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, UNREAD_POLL_MS);
    // Any frame of the chat socket (a new message, a read receipt) may change the count.
    const disconnect = connectChat(() => void load());
    return () => {
      live = false;
      clearInterval(timer);
      disconnect();
    };
  }, []);
  return (
    <Tooltip title={t('header.chat')}>
      <Badge count={count > 0 ? badgeText(count) : 0} size="small" data-testid="chat-badge">
        <Button
          type="text"
          aria-label={t('header.chat')}
          icon={<CustomerServiceOutlined />}
          onClick={() => window.open(`${config.routerBase.replace(/\/$/, '')}/chat`, '_blank', 'noopener')}
        />
      </Badge>
    </Tooltip>
  );
}
