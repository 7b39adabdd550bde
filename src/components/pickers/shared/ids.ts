import { ID_MAX } from '@/config';

/** A positive integer written in decimal without a leading zero. */
export const isPositiveIntegerText = (text: string): boolean => /^[1-9]\d*$/.test(text);

/** Exact comparison of two non-negative decimal integer strings (no leading zeros): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

export type IdTextError = 'notPositiveInteger' | 'idTooLarge';

/** Validates an id typed by the user: positive integer not above 9223372036854775807, compared exactly. */
export function validateIdText(text: string): IdTextError | null {
  const value = text.trim();
  if (!isPositiveIntegerText(value)) return 'notPositiveInteger';
  if (compareDecimal(value, ID_MAX) > 0) return 'idTooLarge';
  return null;
}
