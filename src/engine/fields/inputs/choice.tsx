/** Radio buttons and checkboxes of an enum: loaded with the first form that has them. */
import { Checkbox, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../registry';

export function RadioInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group id={id} disabled={disabled} value={value} onChange={(e) => onChange?.(e.target.value)}
      options={field.enum?.map((o) => ({ value: o.value, label: t(o.label) }))} />
  );
}

export function CheckboxesInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group data-id={id} disabled={disabled} value={(value as unknown[]) ?? []} onChange={(v) => onChange?.(v)}
      options={field.enum?.map((o) => ({ value: o.value, label: t(o.label) }))} />
  );
}
