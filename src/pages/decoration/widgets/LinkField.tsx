/** A link in the properties panel: what it is, and the dialog to change it. */
import { Button, Space, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLink, type Link } from '../model/links';
import type { ClientType } from '../model/server-page';
import { LinkDialog } from './LinkDialog';
import { linkText } from './link-text';

export function LinkField({ value, client, onChange }: { value: unknown; client: ClientType; onChange: (link: Link | null) => void }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  // The stored link may be anything (a page from anywhere): only a readable one is shown and edited.
  const link = readLink(value);
  return (
    <Space size={4} wrap>
      <Button size="small" icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="choose-link">{t('link.set')}</Button>
      <Typography.Text type="secondary" data-testid="link-text">{linkText(t, link)}</Typography.Text>
      <LinkDialog
        open={open}
        value={link}
        client={client}
        onClose={() => setOpen(false)}
        onConfirm={(next) => {
          onChange(next);
          setOpen(false);
        }}
      />
    </Space>
  );
}
