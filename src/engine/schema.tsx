import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldSchema, Schema, SearchOptions } from '@/schemas/types';
import type { FieldKeys } from '@/validation/server-errors';
import './fields/builtin';
import './fields/check-tree-field';
import './fields/goods-picker';
import { fieldTypeOf } from './fields/registry';
import type { FilterSpec } from './table-state';

type Row = Record<string, unknown>;
type Field = FieldSchema<Row>;

const optionsOf = <T extends object>(value: boolean | T | undefined): T | undefined =>
  value === true ? ({} as T) : value || undefined;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A field's value as it shows in a column (`cell`) or on a record page (`detail`). */
export function displayValue(field: Field, record: Row, t: TFunction, place: 'cell' | 'detail' = 'cell'): ReactNode {
  if (field.render) return field.render(record);
  const value = record[field.key];
  const def = fieldTypeOf(field);
  if (isBlank(value) && !field.range) return '—';
  const render = place === 'detail' ? (def.detail ?? def.cell) : def.cell;
  return render ? render(value, record, field, t) : String(value);
}

export const columnFields = (schema: Schema<Row>) => schema.filter((f) => f.column);
export const searchFields = (schema: Schema<Row>) => schema.filter((f) => f.search);
export const detailFields = (schema: Schema<Row>) => schema.filter((f) => f.detail);
export const formFields = (schema: Schema<Row>) => schema.filter((f) => f.form);

export const searchOptionsOf = (field: Field): SearchOptions => optionsOf<SearchOptions>(field.search) ?? {};
export const searchParamOf = (field: Field) => searchOptionsOf(field).param ?? field.key;

/** The URL filters a schema's search form may set (enum fields only accept their values). */
export function filterSpecsOf(schema: Schema<Row>): Record<string, FilterSpec> {
  const specs: Record<string, FilterSpec> = {};
  for (const field of searchFields(schema)) {
    const search = searchOptionsOf(field);
    if (search.range) {
      specs[search.range.start] = { pattern: /^\d{1,12}$/ };
      specs[search.range.end] = { pattern: /^\d{1,12}$/ };
      continue;
    }
    specs[searchParamOf(field)] = {
      multiple: search.multiple,
      values: field.options ? undefined : field.enum?.map((o) => String(o.value)),
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
      className: field.type === 'time' || field.type === 'date' ? 'console-nowrap-cell' : undefined,
      sorter: options.sortable ? true : undefined,
      sortOrder: options.sortable && sort?.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: Row) => displayValue(field, record, t),
    };
  });
}

/** The body keys each field sends (a range sends two), to find the field a server error names. */
export function fieldKeysOf(fields: readonly Field[], path: (string | number)[] = []): FieldKeys {
  const keys: Record<string, (string | number)[]> = {};
  for (const field of fields) {
    keys[field.key] = [...path, field.key];
    if (field.range) {
      keys[field.range.start] = [...path, field.key];
      keys[field.range.end] = [...path, field.key];
    }
  }
  return keys;
}

/**
 * Body key → translated label, for a server message that names the field by its label or by its key:
 * a group's item fields too (`items[0].unit_price`), where no field of the form has the same key.
 */
export const fieldLabelsOf = (fields: readonly Field[], t: TFunction): Record<string, string> => ({
  ...Object.fromEntries(fields.flatMap((f) => (f.item ?? []).map((item) => [item.key, t(item.label)]))),
  ...Object.fromEntries(fields.map((f) => [f.key, t(f.label)])),
});
