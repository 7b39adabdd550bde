/**
 * Field checks of the settings area. A failure is 400 code 004 naming the field by its snake_case key
 * (api reference §1.3): `店铺名称（shop_name）不能为空` / `shop_name is required`.
 */
import { COUNTRIES } from '../../../db/seed/countries';
import { badParam } from '../../../lib/errors';
import { decimals, num, str } from '../../../lib/values';

export type Fields = Record<string, unknown>;

export const fieldError = (key: string, label: string, zh: string, en: string) => badParam(`${label}（${key}）${zh}`, `${key} ${en}`);

const required = (key: string, label: string) => fieldError(key, label, '不能为空', 'is required');
const malformed = (key: string, label: string, en: string) => fieldError(key, label, '格式不正确', `must be ${en}`);

/** Trimmed text; '' when absent and not required. Lengths count characters. */
export function text(f: Fields, key: string, label: string, rule: { required?: boolean; min?: number; max: number }): string {
  const value = str(f[key]).trim();
  if (!value) {
    if (rule.required) throw required(key, label);
    return '';
  }
  const length = [...value].length;
  if (rule.min && length < rule.min) throw fieldError(key, label, `至少 ${rule.min} 个字符`, `needs at least ${rule.min} characters`);
  if (length > rule.max) throw fieldError(key, label, `最多 ${rule.max} 个字符`, `allows at most ${rule.max} characters`);
  return value;
}

/** Text that must match a pattern (`what` says what it must be, in English). */
export function pattern(f: Fields, key: string, label: string, re: RegExp, what: string, rule = { required: true, max: 200 }): string {
  const value = text(f, key, label, rule);
  if (value && !re.test(value)) throw malformed(key, label, what);
  return value;
}

/** An integer in [min, max]. */
export function integer(f: Fields, key: string, label: string, min: number, max: number): number {
  const value = num(f[key]);
  if (value === undefined) throw required(key, label);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw fieldError(key, label, `必须是 ${min}–${max} 的整数`, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** An amount with at most `places` decimals in [min, max]. */
export function amount(f: Fields, key: string, label: string, min: number, max: number, places = 2): number {
  const value = num(f[key]);
  if (value === undefined) throw required(key, label);
  if (decimals(f[key]) > places || value < min || value > max) {
    throw fieldError(key, label, `必须在 ${min}–${max} 之间，最多 ${places} 位小数`, `must be from ${min} to ${max} with at most ${places} decimals`);
  }
  return value;
}

/** 0 or 1. */
export function flag(f: Fields, key: string, label: string): 0 | 1 {
  const value = num(f[key]);
  if (value === undefined) throw required(key, label);
  if (value !== 0 && value !== 1) throw fieldError(key, label, '只能是 0 或 1', 'must be 0 or 1');
  return value;
}

const CN_MOBILE = /^1[3-9]\d{9}$/;

/**
 * A mobile number: a Chinese number, or `<calling code>,<number>` checked with that country's pattern (the
 * console's mobile field in international mode). A Chinese number is kept without its calling code.
 */
export function mobileNumber(value: unknown, key: string, label: string): string {
  const raw = str(value).trim().replace(/\s+/g, '');
  if (!raw) throw required(key, label);
  const [code, number] = raw.includes(',') ? raw.split(',', 2) : ['86', raw];
  const country = COUNTRIES.find((c) => c.tel === code.replace(/^\+/, ''));
  if (!country || !new RegExp(country.mobile_regex).test(number)) throw malformed(key, label, 'a mobile number');
  return country.code === 'CN' && CN_MOBILE.test(number) ? number : `${country.tel},${number}`;
}

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

export const email = (f: Fields, key: string, label: string, isRequired: boolean) =>
  pattern(f, key, label, EMAIL, 'an e-mail address', { required: isRequired, max: 50 });

/** An uploaded image: what `seller/uploaders` answers (a data URL, SVG text included) or an http(s) URL. */
export const isImageUrl = (value: string) => /^https?:\/\/\S+$/.test(value) || /^data:image\/[\w.+-]+[;,]/.test(value);

export function imageUrl(f: Fields, key: string, label: string, isRequired = true): string {
  const value = str(f[key]).trim();
  if (!value) {
    if (isRequired) throw required(key, label);
    return '';
  }
  if (!isImageUrl(value)) throw malformed(key, label, 'an image URL');
  return value;
}

/** A password sent as lowercase hex MD5 (api reference §1.1): the server never sees the plain text. */
export function md5Hex(f: Fields, key: string, label: string): string {
  const value = str(f[key]).trim().toLowerCase();
  if (!value) throw required(key, label);
  if (!/^[0-9a-f]{32}$/.test(value)) throw malformed(key, label, 'the 32-character hex MD5 of the password');
  return value;
}
