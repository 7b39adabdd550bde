import { SearchOutlined } from '@ant-design/icons';
import { Input, List, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpen } from '@/providers/access-control-provider';
import { useConsoleRouter } from '@/providers/ConsoleRouter';
import { useSession } from '@/session/session-context';
import { pageCommands, searchCommands, type Command } from './command-palette';

/** The palette's dialog (loaded with its first opening: antd's List is no part of the first page). */
export default function CommandDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['layout', 'menu']);
  const { table } = useSession();
  const { navigate } = useConsoleRouter();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const input = useRef<InputRef>(null);
  // The dialog takes the focus as it opens (autoFocus loses to it): the input takes it back at once,
  // and again once the dialog is shown, so that what is typed after Ctrl/⌘+K lands in it.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const commands = useMemo(() => pageCommands(table.menu, (key) => t(`menu:${key}`)), [table.menu, t]);
  const orderCommand = canOpen('orderList')
    ? (sn: string): Command => ({ key: `order:${sn}`, label: t('layout:palette.order', { sn }), path: `/order/detail/${encodeURIComponent(sn)}` })
    : undefined;
  const results = searchCommands(commands, query, orderCommand).slice(0, 50);

  const close = () => {
    onClose();
    setQuery('');
    setCursor(0);
  };
  const go = (command: Command | undefined) => {
    if (!command) return;
    navigate(command.path);
    close();
  };

  return (
    <Modal open={open} onCancel={close} footer={null} closable={false} width={560} destroyOnHidden title={t('layout:palette.title')} afterOpenChange={(shown) => shown && input.current?.focus()}>
      <Input
        ref={input}
        autoFocus
        data-testid="command-input"
        prefix={<SearchOutlined />}
        placeholder={t('layout:palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
          else if (e.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
          else if (e.key === 'Enter') go(results[cursor]);
        }}
      />
      <List
        style={{ maxHeight: 360, overflow: 'auto', marginTop: 8 }}
        dataSource={results}
        locale={{ emptyText: t('layout:palette.empty') }}
        renderItem={(item, index) => (
          <List.Item
            onClick={() => go(item)}
            style={{ cursor: 'pointer', padding: '6px 8px', background: index === cursor ? 'var(--ant-control-item-bg-hover)' : undefined }}
          >
            <span>{item.label}</span>
            {item.group && <Typography.Text type="secondary">{item.group}</Typography.Text>}
          </List.Item>
        )}
      />
    </Modal>
  );
}
