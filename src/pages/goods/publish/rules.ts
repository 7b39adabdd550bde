/**
 * Validation of the publish and SKU forms (api reference §3.3, spec §5), as pure checks that answer an
 * i18n key (namespace goodsPublish) or null, plus antd rules built from them.
 */
import type { Rule } from 'antd/es/form';
import { t } from '@/i18n';

export const MAX_AMOUNT = 99_999_999;
export const NAME_MIN = 3;
export const NAME_MAX = 200;
export const SPEC_VALUE_MAX = 10;
const HTML_TAG = /<[^>]+>/;
const SN = /^[A-Za-z0-9_-]+$/;
const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

export interface RuleError {
  key: string;
  values?: Record<string, unknown>;
}

export type Check = (value: unknown) => RuleError | null;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const err = (key: string, values?: Record<string, unknown>): RuleError => ({ key, values });

/** Goods name: required, not starting with a space, no HTML, 3–200 characters. */
export const checkGoodsName: Check = (value) => {
  const v = text(value);
  if (!v.trim()) return err('rules.required');
  if (/^\s/.test(v)) return err('rules.nonBlank');
  if (HTML_TAG.test(v)) return err('rules.noHtml');
  const length = v.trim().length;
  if (length < NAME_MIN || length > NAME_MAX) return err('rules.nameLength', { min: NAME_MIN, max: NAME_MAX });
  return null;
};

/** Goods / SKU number: required, letters, digits, _ and - only. */
export const checkSn: Check = (value) => {
  const v = text(value).trim();
  if (!v) return err('rules.required');
  if (!SN.test(v)) return err('rules.snPattern');
  return null;
};

/** Digits after the point of a decimal text. */
export const decimalsOf = (value: string): number => {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
};

/** A money (2 decimals) or weight (4 decimals) amount: ≥ 0, ≤ 99 999 999. */
export const checkAmount =
  (places: number, required = true): Check =>
  (value) => {
    const v = text(value).trim();
    if (!v) return required ? err('rules.required') : null;
    if (v.startsWith('-') && NUMBER.test(v.slice(1))) return err('rules.negative');
    if (!NUMBER.test(v)) return err('rules.number');
    if (decimalsOf(v) > places) return err('rules.decimals', { places });
    if (Number(v) > MAX_AMOUNT) return err('rules.max', { max: MAX_AMOUNT.toLocaleString('en-US').replace(/,/g, ' ') });
    return null;
  };

export const checkMoney = checkAmount(2);
export const checkOptionalMoney = checkAmount(2, false);
export const checkWeight = checkAmount(4);

/** A whole number from min to max (stock 0–99 999 999, validity days ≥ 1, points ≥ 1). */
export const checkInteger =
  (min: number, max = MAX_AMOUNT): Check =>
  (value) => {
    const v = text(value).trim();
    if (!v) return err('rules.required');
    if (!INTEGER.test(v)) return err('rules.integer');
    const n = Number(v);
    if (n < min || n > max) return err('rules.range', { min, max: max.toLocaleString('en-US').replace(/,/g, ' ') });
    return null;
  };

export const checkStock = checkInteger(0);
export const checkPositiveInteger = checkInteger(1);

/** A spec group or value name: required, at most 10 characters. */
export const checkSpecName: Check = (value) => {
  const v = text(value).trim();
  if (!v) return err('rules.required');
  if (v.length > SPEC_VALUE_MAX) return err('rules.specLength', { max: SPEC_VALUE_MAX });
  return null;
};

/** A required parameter / select. */
export const checkRequired: Check = (value) => (text(value).trim() ? null : err('rules.required'));

/** The gallery needs at least one image. */
export const checkGallery: Check = (value) => (Array.isArray(value) && value.length > 0 ? null : err('rules.gallery'));

/** The message of a check's error, for a field label. */
export const messageOf = (error: RuleError, field: string): string =>
  t(error.key, { ns: 'goodsPublish', field, ...error.values });

/** An antd rule from a check. The label names the field in "required" messages. */
export const ruleOf = (check: Check, field: string, validateTrigger?: string): Rule => ({
  validateTrigger,
  validator: async (_, value: unknown) => {
    const error = check(value);
    if (error) throw new Error(messageOf(error, field));
  },
});
