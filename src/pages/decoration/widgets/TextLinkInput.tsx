/** A text (the shared text picker) and where a tap on it leads (a typed link). */
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextPicker } from '@/components/pickers';
import type { ClientType } from '../model/server-page';
import type { TextLink } from '../model/widgets';
import { LinkField } from './LinkField';

/** The text picker alone: the text only, its link is set by the link field. */
export function TextInput({ value, onChange, label }: { value: string; onChange: (text: string) => void; label?: string }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="choose-text">{label ?? t('editor.editText')}</Button>{' '}
      {value && <Typography.Text type="secondary">{value}</Typography.Text>}
      <TextPicker open={open} value={{ text: value }} withAction={false} onClose={() => setOpen(false)} onConfirm={(picked) => { onChange(picked.text); setOpen(false); }} />
    </>
  );
}

export function TextLinkInput({ value, onChange, client }: { value: TextLink; onChange: (link: TextLink) => void; client: ClientType }) {
  return (
    <Space direction="vertical" size={4}>
      <div><TextInput value={value.text} onChange={(text) => onChange({ ...value, text })} /></div>
      <LinkField value={value.link} client={client} onChange={(link) => onChange({ ...value, link })} />
    </Space>
  );
}
