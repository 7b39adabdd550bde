import { isInteger, isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

/**
 * JSON with 64-bit ids. An integer beyond 2^53 is kept as its decimal string, never a JS number;
 * on the way back an id field holding such a string is written as the bare number the server sent.
 */
export function parseJson(text: string): unknown {
  return parse(text, null, (value) => (isSafeNumber(value) || !isInteger(value) ? Number(value) : value));
}

const ID_KEY = /(^|_)ids?$/;
const BIG_INTEGER = /^-?\d{16,}$/;

function restoreIds(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return ID_KEY.test(key) && BIG_INTEGER.test(value) && !isSafeNumber(value) ? new LosslessNumber(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => restoreIds(item, key));
  if (value && typeof value === 'object' && !(value instanceof LosslessNumber) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreIds(v, k)]));
  }
  return value;
}

export function stringifyJson(value: unknown): string {
  return stringify(restoreIds(value)) ?? '';
}
