import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldSchema, FormOptions } from '@/schemas/types';

type Row = Record<string, unknown>;

/** The input of a form field, by its type. */
export function FieldInput({ field, ...props }: { field: FieldSchema<Row>; value?: unknown; onChange?: (value: unknown) => void }) {
  const { t } = useTranslation();
  // The placeholder is a translation key like the label (not text to show as it is).
  const placeholder = t((field.form && field.form !== true ? (field.form as FormOptions).placeholder : undefined) ?? field.label);
  const common = { ...props, placeholder, id: field.key } as Record<string, unknown>;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} {...common} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...common} />;
    case 'money':
      return <InputNumber style={{ width: '100%' }} min={0} precision={2} prefix="￥" {...common} />;
    case 'enum':
      return <Select {...common} options={field.enum?.map((o) => ({ value: o.value, label: t(o.label) }))} />;
    case 'tags':
      return <Select mode="tags" tokenSeparators={[',', '，']} {...common} />;
    case 'switch':
      return <Switch checked={Boolean(Number(props.value))} onChange={(on) => props.onChange?.(on ? 1 : 0)} />;
    default:
      return <Input {...common} />;
  }
}
