/**
 * Fields as plain data. One field list drives a screen's search form, table columns, record page and
 * form: the way one column array drives a whole ProTable. The engine's field registry
 * (`src/engine/fields`) renders each type as a cell, a detail value and an input.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'money'
  | 'enum'
  /** enum shown as radio buttons in a form */
  | 'radio'
  /** several values of an enum, as checkboxes */
  | 'checkboxes'
  | 'image'
  /** several images (URLs) */
  | 'images'
  /** several files (URLs): pictures as thumbnails, others (a PDF) as links */
  | 'files'
  /** unix seconds, shown with the time */
  | 'time'
  /** unix seconds, a day */
  | 'date'
  /** a start and an end (unix seconds) kept in two keys: `range` */
  | 'timeRange'
  | 'tags'
  | 'switch'
  /** a mobile number (spec §5 rules) */
  | 'mobile'
  /** a region from the region picker (its JSON value) */
  | 'region'
  /** goods lines of a record: image, name, specs, price × quantity, subtotal */
  | 'lines'
  /** a repeatable group of sub-fields (`item`), e.g. the steps of a promotion */
  | 'group'
  /** checked leaves of a tree (`options` or `props.tree`; `props.depth`, `props.joined`): business categories */
  | 'checkTree'
  /** a type registered by an area (`registerFieldType`): goods picker, checkable tree, ... */
  | (string & {});

export interface EnumOption {
  value: string | number;
  /** i18n key */
  label: string;
  /** antd Tag colour */
  color?: string;
}

/** What a cross-field rule sees: every value of the form (or of the group item it sits in). */
export type FormValues = Record<string, unknown>;

/**
 * Validation rules as data; the engine turns them into antd rules with translated messages. `warn`: a
 * limit neither the api reference nor the spec states, kept as a hint — shown at the field, it never
 * blocks a save (the server's own validation error is mapped onto the field if it refuses).
 */
export type RuleSpec = RuleKind & { warn?: boolean };
type RuleKind =
  | { kind: 'required' }
  /** spec §5: must begin with a non-space character, on blur */
  | { kind: 'nonBlank' }
  | { kind: 'maxLength'; value: number }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'range'; min: number; max: number }
  /** one bound alone: where the contract states a floor (a price above 0) but no ceiling, or the reverse */
  | { kind: 'min'; value: number }
  | { kind: 'max'; value: number }
  /** at most N digits after the point */
  | { kind: 'decimals'; value: number }
  | { kind: 'integer' }
  | { kind: 'pattern'; value: RegExp; message: string }
  /** each item of a list (tags) at most N characters */
  | { kind: 'itemMaxLength'; value: number }
  /** a number or time greater than another field's (end after start; value below threshold: `less`) */
  | { kind: 'greaterThan'; field: string; message: string }
  | { kind: 'lessThan'; field: string; message: string }
  /** a time in the future */
  | { kind: 'future'; message: string }
  /** a group: between min and max items */
  | { kind: 'items'; min?: number; max?: number }
  /** a group: no two items share this sub-field's value */
  | { kind: 'unique'; field: string; message: string }
  /** anything else: an i18n key (with values) when the value is wrong */
  | { kind: 'check'; check: (value: unknown, values: FormValues) => string | { key: string; values?: Record<string, unknown> } | undefined };

export interface ColumnOptions {
  width?: number;
  sortable?: boolean;
  fixed?: 'left' | 'right';
  /** Off until the user shows it in the column settings. */
  hiddenByDefault?: boolean;
  /** Not shown at a phone's width, where the row keeps only what identifies it (name, price, status). */
  hiddenOnPhone?: boolean;
}

export interface SearchOptions {
  /** Query param name, when it is not the key. */
  param?: string;
  /** Several values (select multiple). */
  multiple?: boolean;
  /** A date range searched as two params in unix seconds. */
  range?: { start: string; end: string };
}

export interface FormOptions {
  rules?: RuleSpec[];
  placeholder?: string;
  /** i18n key of a hint under the input. */
  extra?: string;
  /** Shown only when this holds for the form's values (a field that depends on another). */
  when?: (values: FormValues) => boolean;
  /** Shown but not editable (an id, a field the record's state freezes). */
  readOnly?: boolean | ((values: FormValues) => boolean);
  /** The field's initial value in a new record. */
  initial?: unknown;
  /** A goods row's input: starts as this key of the picked row (a quoted unit price as the list price). */
  initialFrom?: string;
  /** `group`: i18n key of the add button, when "add" and the group's label do not make it (a list of tiers adds a tier). */
  addLabel?: string;
}

export interface FieldSchema<R = Record<string, unknown>> {
  key: string;
  /** i18n key */
  label: string;
  type: FieldType;
  enum?: readonly EnumOption[];
  /** Enum options loaded from the API: the name of a registered option source (`registerOptions`). */
  options?: string;
  /** `timeRange`: the two keys holding the start and the end. */
  range?: { start: string; end: string };
  /** `group`: the fields of one item. */
  item?: readonly FieldSchema[];
  /** Options for the type's renderer (a picker's mode and limit, the keys of goods lines, ...). */
  props?: Record<string, unknown>;
  column?: boolean | ColumnOptions;
  search?: boolean | SearchOptions;
  detail?: boolean;
  form?: boolean | FormOptions;
  /** How the value shows in a column or the record page, when the type's default does not fit. */
  render?: (record: R) => React.ReactNode;
}

export type Schema<R = Record<string, unknown>> = readonly FieldSchema<R>[];
