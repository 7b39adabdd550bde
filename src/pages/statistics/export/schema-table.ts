import type { TFunction } from 'i18next';
import { enumOptionOf } from '@/engine/fields/registry';
import type { Schema } from '@/schemas/types';
import { formatUnix } from '@/utils/time';
import type { CellValue, ReportTable } from './report-table';

type Row = Record<string, unknown>;

/** A list's rows as a report table, one column per column of its schema: numbers stay numbers, times and enums read as on screen. */
export function schemaTable(schema: Schema<Row>, rows: readonly Row[], t: TFunction): ReportTable {
  const fields = schema.filter((f) => f.column);
  const cell = (field: (typeof fields)[number], row: Row): CellValue => {
    const value = row[field.key];
    if (value === undefined || value === null || value === '') return null;
    if (field.type === 'money' || field.type === 'number') return Number(value);
    if (field.type === 'time') return formatUnix(value as number);
    const option = enumOptionOf(field, value);
    return option ? t(option.label) : String(value);
  };
  return {
    columns: fields.map((f) => ({ key: f.key, title: t(f.label), money: f.type === 'money', numeric: f.type === 'number' })),
    rows: rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, cell(f, row)]))),
  };
}
