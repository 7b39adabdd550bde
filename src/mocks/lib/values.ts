/** Coercing loose request values (JSON numbers, form strings, single/array values). */
import { LosslessNumber } from 'lossless-json';

export function str(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return str(value[0]);
  if (value instanceof LosslessNumber) return value.toString();
  return typeof value === 'object' ? '' : String(value);
}

/** A number, or undefined when absent/blank/not numeric. */
export function num(value: unknown): number | undefined {
  const s = str(value).trim();
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** Decimal places of a numeric value as written. */
export function decimals(value: unknown): number {
  const s = str(value).trim();
  if (/e/i.test(s)) return 99;
  return s.includes('.') ? s.split('.')[1].length : 0;
}

/** A list from an array value, a comma-joined string or a single value. */
export function list(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : str(value).split(',');
  return items.map((v) => str(v).trim()).filter(Boolean);
}

/** Case-insensitive "contains" on any of the texts. */
export const matches = (keyword: string, ...texts: (string | undefined)[]) => {
  const k = keyword.trim().toLowerCase();
  return !k || texts.some((t) => (t ?? '').toLowerCase().includes(k));
};
