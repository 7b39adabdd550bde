import { CustomerServiceOutlined } from '@ant-design/icons';
import { useInvalidate, useOne, type BaseRecord } from '@refinedev/core';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { badgeText } from '../menu-rules';
import { connectChat } from './chat-socket';

export const UNREAD_POLL_MS = 60_000;
const UNREAD_URL = 'seller/im/unread-num';

/**
 * The customer-service shortcut: the unread count (`POST seller/im/unread-num`), read through the
 * data provider under the resource `chat`, every minute and whenever the chat's data is stale.
 */
export function ChatEntry() {
  const { t } = useTranslation('layout');
  const unread = useOne<BaseRecord>({
    resource: 'chat',
    id: UNREAD_URL,
    meta: { one: UNREAD_URL, method: 'post', silent: true },
    queryOptions: { refetchInterval: UNREAD_POLL_MS },
  }).result;
  const count = Number(unread ?? 0) || 0;
  const invalidate = useInvalidate();
  // Any frame of the chat socket (a new message, a read receipt) makes the chat's data stale.
  useEffect(() => connectChat(() => void invalidate({ resource: 'chat', invalidates: ['resourceAll'] })), [invalidate]);
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
