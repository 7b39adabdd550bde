import { UserOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPicker, type MemberItem } from '@/components/pickers';
import type { LabeledValue } from './options';
import type { FieldInputProps } from './registry';

/** A buyer chosen with the member picker: `{value: member_id, label: name}`. */
export default function MemberInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation('engine');
  const [open, setOpen] = useState(false);
  const chosen = value as LabeledValue | undefined;
  return (
    <Space id={id} data-testid={`member-input-${field.key}`}>
      {chosen?.value ? <Tag icon={<UserOutlined />} closable={!disabled} onClose={() => onChange?.(undefined)}>{chosen.label || chosen.value}</Tag> : null}
      {!disabled && <Button onClick={() => setOpen(true)}>{t(chosen?.value ? 'member.change' : 'member.choose')}</Button>}
      {open && (
        <MemberPicker
          open
          limit={1}
          value={chosen?.value ? [chosen.value] : []}
          onClose={() => setOpen(false)}
          onConfirm={([member]: MemberItem[]) => {
            onChange?.(member ? { value: String(member.member_id), label: member.uname } : undefined);
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}
