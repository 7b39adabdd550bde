import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './registry';
import { CHOICE_MIN_WIDTH } from './search-widths';

/** A search bar's choice of several of a field's own options (a `checkboxes` field, or `search: { multiple }`). */
export function MultiEnumSearch({ field, value, onChange, id, placeholder }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Select id={id} allowClear mode="multiple" placeholder={placeholder} style={{ minWidth: CHOICE_MIN_WIDTH }} value={value as string[] | undefined} onChange={onChange}
      options={field.enum?.map((o) => ({ value: String(o.value), label: t(o.label) }))} />
  );
}
