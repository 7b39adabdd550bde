/**
 * Fields as plain data. One field list drives a screen's search form, table columns, detail view and
 * form: the way one column array drives a whole ProTable.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'enum'
  | 'image'
  /** unix seconds */
  | 'time'
  | 'tags'
  | 'switch';

export interface EnumOption {
  value: string | number;
  /** i18n key */
  label: string;
  /** antd Tag colour */
  color?: string;
}

/** Validation rules as data; the engine turns them into antd rules with translated messages. */
export type RuleSpec =
  | { kind: 'required' }
  /** spec §5: must begin with a non-space character, on blur */
  | { kind: 'nonBlank' }
  | { kind: 'maxLength'; value: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'pattern'; value: RegExp; message: string }
  /** each item of a list (tags) at most N characters */
  | { kind: 'itemMaxLength'; value: number };

export interface ColumnOptions {
  width?: number;
  sortable?: boolean;
  fixed?: 'left' | 'right';
  /** Off until the user shows it in the column settings. */
  hiddenByDefault?: boolean;
}

export interface SearchOptions {
  /** Query param name, when it is not the key. */
  param?: string;
  /** Several values (select multiple). */
  multiple?: boolean;
  /** A date range searched as `${param}` start/end params in unix seconds. */
  range?: { start: string; end: string };
  /** Options loaded from the API (e.g. the shop's categories as a tree). */
  options?: 'shopCategories';
}

export interface FormOptions {
  rules?: RuleSpec[];
  placeholder?: string;
}

export interface FieldSchema<R = Record<string, unknown>> {
  key: string;
  /** i18n key */
  label: string;
  type: FieldType;
  enum?: readonly EnumOption[];
  column?: boolean | ColumnOptions;
  search?: boolean | SearchOptions;
  detail?: boolean;
  form?: boolean | FormOptions;
  /** How the value shows in a column or the detail view, when the type's default does not fit. */
  render?: (record: R) => React.ReactNode;
}

export type Schema<R = Record<string, unknown>> = readonly FieldSchema<R>[];
