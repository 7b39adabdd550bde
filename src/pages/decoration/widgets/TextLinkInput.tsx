/** A text and its tap action, edited with the shared text picker. */
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextPicker } from '@/components/pickers';
import type { TextLink } from '../model/widgets';

export function TextLinkInput({ value, onChange, label }: { value: TextLink; onChange: (link: TextLink) => void; label?: string }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="choose-text">{label ?? t('editor.editText')}</Button>{' '}
      {value.text && <Typography.Text type="secondary">{value.text}{value.opt_type !== 'NONE' ? ` → ${value.opt_value}` : ''}</Typography.Text>}
      <TextPicker open={open} value={value} onClose={() => setOpen(false)} onConfirm={(link) => { onChange(link); setOpen(false); }} />
    </>
  );
}
