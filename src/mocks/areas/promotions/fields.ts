/**
 * Request values of the promotion calls, checked the way the Spring backend binds them: a failure is a 400 code 004
 * naming the field by its snake_case key (`step_list[1].threshold`).
 */
import { badParam } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { decimals, num, str } from '../../lib/values';

const MAX_AMOUNT = 99_999_999;
/** Unix seconds up to 2100: a millisecond value is refused instead of read as a date in the far future. */
const MAX_TIME = 4_102_444_800;

const blank = (value: unknown) => str(value).trim() === '';

export function requiredText(value: unknown, key: string, max: number, min = 1): string {
  const s = str(value).trim();
  if (!s) throw badParam(`${key} 不能为空`, `${key} is required`);
  const length = [...s].length;
  if (length < min || length > max) {
    throw badParam(`${key} 长度须在 ${min}–${max} 个字符之间`, `${key} must be ${min}–${max} characters long`);
  }
  return s;
}

export function optionalText(value: unknown, key: string, max: number): string {
  return blank(value) ? '' : requiredText(value, key, max);
}

/** Yuan with at most 2 decimals, 0–99,999,999; `positive` excludes 0. */
export function money(value: unknown, key: string, positive = true): number {
  if (blank(value)) throw badParam(`${key} 不能为空`, `${key} is required`);
  const n = num(value);
  if (n === undefined || decimals(value) > 2 || n < 0 || n > MAX_AMOUNT || (positive && n <= 0)) {
    const range = positive ? '大于 0' : '不小于 0';
    throw badParam(`${key} 须为${range}、最多两位小数的金额`, `${key} must be an amount ${positive ? 'above' : 'of at least'} 0 with at most 2 decimals`);
  }
  return n;
}

/** An integer in [min, max]; a blank value gives `fallback` when there is one. */
export function integer(value: unknown, key: string, min: number, max = MAX_AMOUNT, fallback?: number): number {
  if (blank(value)) {
    if (fallback !== undefined) return fallback;
    throw badParam(`${key} 不能为空`, `${key} is required`);
  }
  const n = num(value);
  if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
    throw badParam(`${key} 须为 ${min}–${max} 之间的整数`, `${key} must be an integer from ${min} to ${max}`);
  }
  return n;
}

/** A 0/1 flag (blank = 0). */
export const flag = (value: unknown, key: string) => integer(value, key, 0, 1, 0);

/** One of the listed values (compared as text, so 1 and "1" both match); blank gives `fallback` when there is one. */
export function oneOf<T extends string | number>(value: unknown, key: string, values: readonly T[], fallback?: T): T {
  if (blank(value) && fallback !== undefined) return fallback;
  const found = values.find((v) => String(v) === str(value).trim());
  if (found === undefined) throw badParam(`${key} 须为 ${values.join(' / ')} 之一`, `${key} must be one of ${values.join(', ')}`);
  return found;
}

function unixTime(value: unknown, key: string): number {
  if (blank(value)) throw badParam(`${key} 不能为空`, `${key} is required`);
  const n = num(value);
  if (n === undefined || !Number.isInteger(n) || n <= 0 || n > MAX_TIME) {
    throw badParam(`${key} 须为以秒为单位的 Unix 时间`, `${key} must be a unix time in seconds`);
  }
  return n;
}

/** `start_time` and `end_time` of a body: the end after the start and, with `startInFuture`, the start still to come. */
export function timeRange(body: Record<string, unknown>, startInFuture = true): { start_time: number; end_time: number } {
  const start = unixTime(body.start_time, 'start_time');
  const end = unixTime(body.end_time, 'end_time');
  if (end <= start) throw badParam('end_time 结束时间必须晚于开始时间', 'end_time must be after start_time');
  if (startInFuture && start <= nowSeconds()) throw badParam('start_time 活动开始时间必须晚于当前时间', 'start_time must be in the future');
  return { start_time: start, end_time: end };
}

/** The list filters `start_time` / `end_time`: rows whose range lies inside the given one. */
export function withinQueryRange(query: URLSearchParams, start: number, end: number): boolean {
  const from = num(query.get('start_time'));
  const to = num(query.get('end_time'));
  return (from === undefined || start >= from) && (to === undefined || end <= to);
}

/** A body value that must be a JSON array. */
export function array(value: unknown, key: string): unknown[] {
  if (!Array.isArray(value)) throw badParam(`${key} 须为数组`, `${key} must be an array`);
  return value;
}

/** A body row that must be a JSON object. */
export function object(value: unknown, key: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badParam(`${key} 格式不正确`, `${key} must be an object`);
  return value as Record<string, unknown>;
}
