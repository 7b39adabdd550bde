import { isInteger, isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

/** Sixteen digits in a row: the fewest an integer beyond 2^53 (9007199254740992) is written with. */
const LONG_DIGITS = /\d{16}/;

/**
 * JSON with 64-bit ids. An integer beyond 2^53 is kept as its decimal string, never a JS number;
 * on the way back an id field holding such a string is written as the bare number the server sent.
 * A text with no sixteen digits in a row holds no such integer: the engine's own parser reads it, to the
 * same values, in a fraction of lossless-json's time (a page of ten goods: ~5 ms of a first load's main
 * thread).
 */
export function parseJson(text: string): unknown {
  return LONG_DIGITS.test(text) ? parseJsonLossless(text) : JSON.parse(text);
}

/** Every number read by lossless-json: an integer beyond 2^53 as its digits, any other as a number. */
export function parseJsonLossless(text: string): unknown {
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
