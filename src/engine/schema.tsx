import { Image, Switch, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldSchema, RuleSpec, Schema } from '@/schemas/types';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';
import { nonBlankRule, requiredRule } from '@/validation/rules';
import type { FilterSpec } from './table-state';

type Row = Record<string, unknown>;

const optionsOf = <T extends object>(value: boolean | T | undefined): T | undefined =>
  value === true ? ({} as T) : value || undefined;

/** A field's value as it shows in a column or a detail view. */
export function displayValue(field: FieldSchema<Row>, record: Row, t: TFunction): ReactNode {
  if (field.render) return field.render(record);
  const value = record[field.key];
  if (value === undefined || value === null || value === '') return '—';
  switch (field.type) {
    case 'money':
      return formatMoney(value as number);
    case 'time':
      return formatUnix(value as number);
    case 'image':
      return <Image src={String(value)} width={48} height={48} style={{ objectFit: 'cover' }} preview={{ src: String(value) }} />;
    case 'enum': {
      const option = field.enum?.find((o) => String(o.value) === String(value));
      return option ? <Tag color={option.color}>{t(option.label)}</Tag> : String(value);
    }
    case 'tags':
      return (Array.isArray(value) ? value : [value]).map((v) => <Tag key={String(v)}>{String(v)}</Tag>);
    case 'switch':
      return <Switch size="small" checked={Boolean(Number(value))} disabled />;
    default:
      return String(value);
  }
}

export const columnFields = (schema: Schema<Row>) => schema.filter((f) => f.column);
export const searchFields = (schema: Schema<Row>) => schema.filter((f) => f.search);
export const detailFields = (schema: Schema<Row>) => schema.filter((f) => f.detail);
export const formFields = (schema: Schema<Row>) => schema.filter((f) => f.form);

export const searchParamOf = (field: FieldSchema<Row>) => optionsOf<{ param?: string }>(field.search)?.param ?? field.key;

/** The URL filters a schema's search form may set (enum fields only accept their values). */
export function filterSpecsOf(schema: Schema<Row>): Record<string, FilterSpec> {
  const specs: Record<string, FilterSpec> = {};
  for (const field of searchFields(schema)) {
    const search = optionsOf<{ multiple?: boolean; range?: { start: string; end: string } }>(field.search)!;
    if (search.range) {
      specs[search.range.start] = { pattern: /^\d{1,12}$/ };
      specs[search.range.end] = { pattern: /^\d{1,12}$/ };
      continue;
    }
    specs[searchParamOf(field)] = {
      multiple: search.multiple,
      values: field.enum?.map((o) => String(o.value)),
    };
  }
  return specs;
}

export const sortableKeys = (schema: Schema<Row>) =>
  columnFields(schema)
    .filter((f) => optionsOf<{ sortable?: boolean }>(f.column)?.sortable)
    .map((f) => f.key);

export function columnsOf(schema: Schema<Row>, t: TFunction, sort?: { field: string; order: 'asc' | 'desc' }): ColumnType<Row>[] {
  return columnFields(schema).map((field) => {
    const options = optionsOf<{ width?: number; sortable?: boolean; fixed?: 'left' | 'right' }>(field.column)!;
    return {
      key: field.key,
      dataIndex: field.key,
      title: t(field.label),
      width: options.width,
      fixed: options.fixed,
      sorter: options.sortable ? true : undefined,
      sortOrder: options.sortable && sort?.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: Row) => displayValue(field, record, t),
    };
  });
}

/** Data rules → antd rules with translated messages. */
export function rulesOf(field: FieldSchema<Row>, t: TFunction): Rule[] {
  const label = t(field.label);
  const specs: RuleSpec[] = optionsOf<{ rules?: RuleSpec[] }>(field.form)?.rules ?? [];
  return specs.map((rule): Rule => {
    switch (rule.kind) {
      case 'required':
        return requiredRule(label);
      case 'nonBlank':
        return nonBlankRule(label);
      case 'maxLength':
        return { max: rule.value, message: t('engine:rule.maxLength', { label, max: rule.value }) };
      case 'range':
        return { type: 'number', min: rule.min, max: rule.max, message: t('engine:rule.range', { label, min: rule.min, max: rule.max }) };
      case 'pattern':
        return { pattern: rule.value, message: t(rule.message, { label }) };
      case 'itemMaxLength':
        return {
          validator: async (_, value: unknown) => {
            if (Array.isArray(value) && value.some((v) => String(v).length > rule.value)) {
              throw new Error(t('engine:rule.itemMaxLength', { label, max: rule.value }));
            }
          },
        };
    }
  });
}

/** Which field a server validation message (400, code 004) is about: by key or by label. */
export function fieldNamedIn(message: string, schema: Schema<Row>, t: TFunction): string | undefined {
  return formFields(schema).find((f) => message.includes(f.key) || message.includes(t(f.label)))?.key;
}
