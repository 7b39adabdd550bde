/**
 * One registry renders a field type as a table cell, a value on a record page and an input (form and
 * search), and converts between the API's record and the form's value. The engine registers the
 * built-in types; an area registers its own (`registerFieldType`) next to its declarations.
 */
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { EnumOption, FieldSchema, FormValues } from '@/schemas/types';

export type Field = FieldSchema<FormValues>;
export type Row = Record<string, unknown>;

export interface FieldInputProps {
  field: Field;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
}

export interface FieldTypeDefinition {
  /** The value in a table cell (and on a record page unless `detail` says otherwise). */
  cell?: (value: unknown, record: Row, field: Field, t: TFunction) => ReactNode;
  detail?: (value: unknown, record: Row, field: Field, t: TFunction) => ReactNode;
  /** The form input (antd Form compatible: value / onChange). */
  input?: ComponentType<FieldInputProps>;
  /** The search form's input, when it is not the form's. */
  search?: ComponentType<FieldInputProps>;
  /**
   * A check every non-empty value of the type must pass (a mobile number's format): an i18n key when it
   * fails (or the key with its values). It gets the field too (the goods picker checks the inputs of
   * each chosen goods by its `item`).
   */
  check?: (value: unknown, field: Field) => string | { key: string; values?: Record<string, unknown> } | undefined;
  /** A value chosen, not typed (a region, days of the week): a missing one says "choose", not "enter" (spec §5). */
  chosen?: boolean;
  /** The form's value of a field, from the record (default: `record[key]`). */
  read?: (record: Row, field: Field) => unknown;
  /** Writes the form's value into the body sent to the API (default: `body[key] = value`). */
  write?: (value: unknown, field: Field, body: Row) => void;
}

const types = new Map<string, FieldTypeDefinition>();

/** Adds a field type, or overrides parts of one. */
export function registerFieldType(name: string, definition: FieldTypeDefinition): void {
  types.set(name, { ...types.get(name), ...definition });
}

export const fieldTypeOf = (field: Pick<Field, 'type'>): FieldTypeDefinition => types.get(field.type) ?? types.get('text') ?? {};

export const hasFieldType = (name: string) => types.has(name);

/** An enum field's option for a value, compared as text (a URL and a select give strings, the API its own type). */
export const enumOptionOf = (field: { enum?: readonly EnumOption[] }, value: unknown): EnumOption | undefined =>
  field.enum?.find((option) => String(option.value) === String(value));

/** A field's form value from a record. */
export const readField = (field: Field, record: Row) => {
  const def = fieldTypeOf(field);
  return def.read ? def.read(record, field) : record[field.key];
};

/** The form's values of a record, for the given fields. */
export function readFields(fields: readonly Field[], record: Row): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.key] = readField(field, record);
  return values;
}

/** The body of the given fields' form values (each type writes its own keys). */
export function writeFields(fields: readonly Field[], values: FormValues, body: Row = {}): Row {
  for (const field of fields) {
    if (!(field.key in values)) continue;
    const def = fieldTypeOf(field);
    if (def.write) def.write(values[field.key], field, body);
    else body[field.key] = values[field.key];
  }
  return body;
}

/**
 * Options loaded from the API for enum fields (`field.options`): the call, and which keys of a row are
 * the value and the label. Registered by name, so schemas stay plain data.
 */
export interface OptionSource {
  /** The Refine resource the options belong to (a change there refreshes them). */
  resource: string;
  api: string;
  /** Paths of the value and the label in a row (dotted for nested objects). */
  value: string;
  label: string;
  /** Rows nest in this key (a tree). */
  children?: string;
  /** Only rows where this path is truthy are options. */
  when?: string;
  /**
   * Why a row is shown but cannot be chosen (an i18n key: a gift with no stock left), or nothing: the
   * user sees the option and its reason instead of missing it, and cannot pick it.
   */
  unavailable?: (row: Row) => string | undefined;
}

const optionSources = new Map<string, OptionSource>();
export const registerOptions = (name: string, source: OptionSource) => void optionSources.set(name, source);
export const optionSourceOf = (name: string | undefined) => (name ? optionSources.get(name) : undefined);
