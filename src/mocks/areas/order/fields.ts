/** Request-field checks of the order area: 400 code 004 naming the snake_case field, in both languages. */
import { badParam } from '../../lib/errors';
import { decimals, num, str } from '../../lib/values';
import { toCents } from './amounts';

type Fields = Record<string, unknown>;

/** A trimmed text; `required` blank → 400; longer than `max` → 400. */
export function textField(f: Fields, key: string, name: string, max: number, required = false): string {
  const value = str(f[key]).trim();
  if (required && !value) throw badParam(`${key}（${name}）不能为空`, `${key} is required`);
  if (value.length > max) throw badParam(`${key}（${name}）最多 ${max} 个字符`, `${key} allows at most ${max} characters`);
  return value;
}

/** A required amount in yuan (0.01 … 99,999,999, at most 2 decimals), as cents. */
export function moneyField(f: Fields, key: string, name: string, min = 0.01): number {
  const value = num(f[key]);
  if (value === undefined) throw badParam(`${key}（${name}）不能为空`, `${key} is required`);
  if (value < min || value > 99_999_999 || decimals(f[key]) > 2) {
    throw badParam(`${key}（${name}）必须在 ${min}–99999999 之间，最多两位小数`, `${key} must be between ${min} and 99999999 with at most 2 decimals`);
  }
  return toCents(value);
}

/** A required whole number in [min, max]. */
export function intField(f: Fields, key: string, name: string, min: number, max: number): number {
  const value = num(f[key]);
  if (value === undefined) throw badParam(`${key}（${name}）不能为空`, `${key} is required`);
  if (!Number.isInteger(value) || value < min || value > max) throw badParam(`${key}（${name}）必须是 ${min}–${max} 的整数`, `${key} must be a whole number from ${min} to ${max}`);
  return value;
}

/** A required value from a fixed set. */
export function enumField<T extends string>(f: Fields, key: string, name: string, allowed: readonly T[], fallback?: T): T {
  const value = str(f[key]).trim();
  if (!value && fallback !== undefined) return fallback;
  if (!allowed.includes(value as T)) throw badParam(`${key}（${name}）必须是 ${allowed.join('、')} 之一`, `${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** A tracking number: letters and digits, at most 20. */
export function trackingNo(f: Fields, key: string): string {
  const value = textField(f, key, '物流单号', 20, true);
  if (!/^[A-Za-z0-9]+$/.test(value)) throw badParam(`${key}（物流单号）只能包含字母和数字`, `${key} may contain only letters and digits`);
  return value;
}

/** An id (digits). */
export function idField(f: Fields, key: string, name: string): string {
  const value = str(f[key]).trim();
  if (!value) throw badParam(`${key}（${name}）不能为空`, `${key} is required`);
  if (!/^\d+$/.test(value)) throw badParam(`${key}（${name}）格式不正确`, `${key} must be a numeric id`);
  return value;
}

/** A list-query value from a fixed set ('' when absent); 400 otherwise. */
export function queryEnum(query: URLSearchParams, key: string, allowed: readonly string[]): string {
  const value = (query.get(key) ?? '').trim();
  if (value && !allowed.includes(value)) throw badParam(`${key} 的值不正确：${value}，可选 ${allowed.join('、')}`, `${key} must be one of ${allowed.join(', ')}`);
  return value;
}

/** `start_time` / `end_time` of a list query in unix seconds (open ends when absent); 400 when not a number. */
export function queryTimeRange(query: URLSearchParams): { start: number; end: number } {
  const bound = (key: string, open: number) => {
    const value = (query.get(key) ?? '').trim();
    if (!value) return open;
    if (!/^\d+$/.test(value)) throw badParam(`${key} 必须是以秒为单位的时间戳`, `${key} must be a unix time in seconds`);
    return Number(value);
  };
  return { start: bound('start_time', -Infinity), end: bound('end_time', Infinity) };
}
