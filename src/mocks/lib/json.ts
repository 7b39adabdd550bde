/**
 * JSON in and out with exact 64-bit ids. Ids are kept as decimal strings in the store; in response text they are
 * written as plain unquoted numbers with every digit. Request bodies are parsed losslessly: integers that do not
 * fit a double stay decimal strings, everything else becomes a number.
 */
import { isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

const DIGITS = /^-?\d+$/;

/** Keys whose values (or array items) are ids. */
export function isIdKey(key: string): boolean {
  return key === 'id' || key === 'uid' || key.endsWith('_id') || key.endsWith('_ids') || key.endsWith('_pid');
}

/** Turns a store value into what lossless-json writes: id strings become LosslessNumbers; `__`-keys are dropped. */
function prepare(value: unknown, idContext: boolean, english: boolean): unknown {
  if (typeof value === 'string') return idContext && DIGITS.test(value) ? new LosslessNumber(value) : value;
  if (Array.isArray(value)) return value.map((item) => prepare(item, idContext, english));
  if (value && typeof value === 'object' && !(value instanceof LosslessNumber)) {
    const source = value as Record<string, unknown>;
    const english_ = english && source.__en && typeof source.__en === 'object' ? (source.__en as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      if (key.startsWith('__')) continue;
      out[key] = prepare(key in english_ ? english_[key] : item, isIdKey(key), english);
    }
    return out;
  }
  return value;
}

/**
 * JSON text of a response value. Records may carry `__en: {field: englishText}`: with `english`, those fields are
 * written in English (seeded bilingual data).
 */
export function toJsonText(value: unknown, english = false): string {
  return stringify(prepare(value, false, english)) ?? '';
}

/** Parses request JSON; unsafe integers become decimal strings. */
export function parseJsonText(text: string): unknown {
  return parse(text, null, (digits: string) =>
    DIGITS.test(digits) && !isSafeNumber(digits) ? digits : Number(digits),
  );
}

/** An id from a body/query/path value (number or string) as a decimal string; '' when absent. */
export function toId(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof LosslessNumber) return value.toString();
  return String(value).trim();
}
