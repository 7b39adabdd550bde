import { ArrowLeftOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Card, Empty, List, Spin, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useIsPhone } from '@/engine/list/use-phone';
import { badgeText } from '@/layout/menu-rules';
import { timeAgo } from '@/utils/time';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { useChat } from './use-chat';

/** /chat: online customer service (spec §1, §4), in its own browser tab. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const chat = useChat();
  // A phone has room for one pane: the list, or the open conversation with a way back to the list.
  const phone = useIsPhone();
  const showList = !phone || !chat.openId;
  const showConversation = !phone || Boolean(chat.openId);
  const scroller = useRef<HTMLDivElement>(null);
  /** Where the view was before older messages were put above (to keep the same message in sight). */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastId = chat.messages.at(-1)?.msg_id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, lastId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el || el.scrollTop > 40 || !chat.hasOlder || chat.loadingHistory) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    chat.loadOlder();
  };

  return (
    <Card title={t('title')} styles={{ body: { padding: 0 } }} data-testid="chat-page">
      <div style={{ display: 'flex', height: 'calc(100vh - 220px)', minHeight: 420 }}>
        {showList && (
        <div style={{ width: phone ? '100%' : 280, borderRight: phone ? undefined : '1px solid var(--ant-color-border-secondary, #f0f0f0)', overflowY: 'auto' }} data-testid="conversations">
          {chat.listError ? (
            <LoadFailed title={t('list.failed')} error={chat.listError} onRetry={chat.reloadList} />
          ) : (
            <List
              loading={chat.listLoading}
              dataSource={chat.conversations}
              locale={{ emptyText: t('list.empty') }}
              renderItem={(c) => (
                <List.Item key={String(c.target_id)} style={{ padding: 0 }}>
                  {/* The list item stays a list item; the button inside it opens the conversation, from the keyboard too. */}
                  <div
                    data-testid="conversation"
                    role="button"
                    tabIndex={0}
                    aria-current={String(c.target_id) === chat.openId || undefined}
                    onClick={() => chat.open(String(c.target_id))}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter' && e.key !== ' ') return;
                      e.preventDefault();
                      chat.open(String(c.target_id));
                    }}
                    style={{ width: '100%', cursor: 'pointer', padding: '10px 12px', background: String(c.target_id) === chat.openId ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}
                  >
                    <List.Item.Meta
                      avatar={
                        <Badge count={c.un_read_num > 0 ? badgeText(c.un_read_num) : 0} size="small">
                          <Avatar src={c.avatar} alt="">{c.name?.slice(0, 1)}</Avatar>
                        </Badge>
                      }
                      // No `title`: antd makes it an <h4>, and a conversation is not a heading of the page.
                      description={
                        <>
                          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 4 }}>
                            <Typography.Text ellipsis>{c.name}</Typography.Text>
                            {c.last_time ? <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>{timeAgo(c.last_time)}</Typography.Text> : null}
                          </span>
                          <Typography.Text type="secondary" ellipsis>{c.last_message}</Typography.Text>
                        </>
                      }
                    />
                  </div>
                </List.Item>
              )}
            />
          )}
        </div>
        )}
        {showConversation && (
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }} data-testid="conversation-pane">
          {!chat.openId ? (
            <Empty style={{ margin: 'auto' }} description={t('pick')} />
          ) : (
            <>
              <div style={{ padding: '10px 16px', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
                {phone && <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={chat.close} aria-label={t('back')} data-testid="chat-back" style={{ marginRight: 8 }} />}
                <Typography.Text strong data-testid="chat-with">{chat.current?.name}</Typography.Text>
              </div>
              <div ref={scroller} onScroll={onScroll} style={{ flex: 1, overflowY: 'auto', padding: '8px 16px' }} data-testid="chat-history">
                {chat.loadingHistory && <Spin size="small" style={{ display: 'block', margin: '8px auto' }} />}
                {!chat.hasOlder && chat.messages.length > 0 && (
                  <Typography.Paragraph type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>{t('history.start')}</Typography.Paragraph>
                )}
                {chat.hasOlder && !chat.loadingHistory && (
                  <div style={{ textAlign: 'center' }}>
                    <Button type="link" size="small" onClick={onScroll} data-testid="load-older">{t('history.older')}</Button>
                  </div>
                )}
                {chat.historyError !== undefined && <LoadFailed title={t('history.failed')} error={chat.historyError} onRetry={chat.retryHistory} />}
                {chat.messages.map((m) => (
                  <MessageBubble key={String(m.msg_id)} m={m} />
                ))}
              </div>
              <Composer key={chat.openId} buyerName={chat.current?.name} send={chat.send} />
            </>
          )}
        </div>
        )}
      </div>
    </Card>
  );
}
