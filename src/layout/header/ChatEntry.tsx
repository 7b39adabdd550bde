import { CustomerServiceOutlined } from '@ant-design/icons';
import { useOne, type BaseRecord } from '@refinedev/core';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { badgeText } from '../menu-rules';
import { subscribeChat } from './chat-hub';
import { unreadOfFrame } from './chat-frames';

export const UNREAD_POLL_MS = 60_000;
const UNREAD_URL = 'seller/im/unread-num';

/**
 * The customer-service shortcut: the unread count (`POST seller/im/unread-num`), read through the
 * data provider under the resource `chat`, every minute and whenever the chat's data is stale.
 */
export function ChatEntry() {
  const { t } = useTranslation('layout');
  const { result: unread, query } = useOne<BaseRecord>({
    resource: 'chat',
    id: UNREAD_URL,
    meta: { one: UNREAD_URL, method: 'post', silent: true },
    queryOptions: { refetchInterval: UNREAD_POLL_MS },
  });
  // The socket's count (from whichever tab holds it) is shown until a newer read of the call.
  const [live, setLive] = useState<{ count: number; at: number }>();
  useEffect(
    () =>
      subscribeChat((frame) => {
        const count = unreadOfFrame(frame);
        if (count !== undefined) setLive({ count, at: Date.now() });
      }),
    [],
  );
  const count = live && live.at >= query.dataUpdatedAt ? live.count : Number(unread ?? 0) || 0;
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
