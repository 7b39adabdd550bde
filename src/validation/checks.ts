/**
 * The rule vocabulary of every form (RuleSpec, `src/schemas/types.ts`) as pure checks: a value (and the
 * values it may be compared with) in, an i18n message key with its values out, or nothing when it is
 * right. The engine turns them into antd rules; bespoke forms call them directly.
 */
import type { FormValues, RuleSpec } from '@/schemas/types';
import { NON_BLANK } from './rules';

export interface RuleMessage {
  /** i18n key, e.g. `common:rule.required` */
  key: string;
  values?: Record<string, unknown>;
}

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

/** A time as unix seconds, whether it is a number, a numeric text or a dayjs/Date. */
const asTime = (value: unknown): number => {
  if (value && typeof value === 'object' && 'unix' in value && typeof (value as { unix: unknown }).unix === 'function') {
    return (value as { unix: () => number }).unix();
  }
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  return asNumber(value);
};

/** Digits after the point, as the number was typed (or as it prints). */
export const decimalsOf = (value: unknown): number => {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

const msg = (key: string, values?: Record<string, unknown>): RuleMessage => ({ key, values });

/**
 * One rule on one value. `values` are the sibling values (the form, or the group item), `now` the
 * current unix time (for `future`). Empty values pass every rule but `required`/`nonBlank`/`items`:
 * whether a field is needed at all is the `required` rule's business.
 */
export function checkRule(rule: RuleSpec, value: unknown, values: FormValues = {}, now = Math.floor(Date.now() / 1000)): RuleMessage | undefined {
  switch (rule.kind) {
    case 'required':
      return isEmpty(value) ? msg('common:rule.required') : undefined;
    case 'nonBlank':
      if (isEmpty(value)) return msg('common:rule.required');
      return typeof value === 'string' && !NON_BLANK.test(value) ? msg('common:rule.nonBlank') : undefined;
    case 'items': {
      const count = Array.isArray(value) ? value.length : 0;
      if (rule.min !== undefined && count < rule.min) return msg('engine:rule.minItems', { min: rule.min });
      if (rule.max !== undefined && count > rule.max) return msg('engine:rule.maxItems', { max: rule.max });
      return undefined;
    }
    default:
      break;
  }
  if (isEmpty(value)) return undefined;
  switch (rule.kind) {
    case 'maxLength':
      return String(value).length > rule.value ? msg('engine:rule.maxLength', { max: rule.value }) : undefined;
    case 'length': {
      const length = String(value).length;
      return length < rule.min || length > rule.max ? msg('engine:rule.length', { min: rule.min, max: rule.max }) : undefined;
    }
    case 'range': {
      const n = asNumber(value);
      return !Number.isFinite(n) || n < rule.min || n > rule.max ? msg('engine:rule.range', { min: rule.min, max: rule.max }) : undefined;
    }
    case 'min': {
      const n = asNumber(value);
      return !Number.isFinite(n) || n < rule.value ? msg('engine:rule.min', { min: rule.value }) : undefined;
    }
    case 'max': {
      const n = asNumber(value);
      return !Number.isFinite(n) || n > rule.value ? msg('engine:rule.max', { max: rule.value }) : undefined;
    }
    case 'decimals':
      return decimalsOf(value) > rule.value ? msg('engine:rule.decimals', { count: rule.value }) : undefined;
    case 'integer':
      return !/^-?\d+$/.test(String(value)) ? msg('engine:rule.integer') : undefined;
    case 'pattern':
      return rule.value.test(String(value)) ? undefined : msg(rule.message);
    case 'itemMaxLength':
      return Array.isArray(value) && value.some((v) => String(v).length > rule.value) ? msg('engine:rule.itemMaxLength', { max: rule.value }) : undefined;
    case 'greaterThan': {
      const other = values[rule.field];
      if (isEmpty(other)) return undefined;
      return asTime(value) > asTime(other) ? undefined : msg(rule.message);
    }
    case 'lessThan': {
      const other = values[rule.field];
      if (isEmpty(other)) return undefined;
      return asTime(value) < asTime(other) ? undefined : msg(rule.message);
    }
    case 'future':
      return asTime(value) > now ? undefined : msg(rule.message);
    case 'unique': {
      if (!Array.isArray(value)) return undefined;
      const seen = new Set<string>();
      for (const item of value as FormValues[]) {
        const v = item?.[rule.field];
        if (isEmpty(v)) continue;
        const key = String(asNumber(v) || v);
        if (seen.has(key)) return msg(rule.message);
        seen.add(key);
      }
      return undefined;
    }
    case 'check': {
      const answer = rule.check(value, values);
      if (!answer) return undefined;
      return typeof answer === 'string' ? msg(answer) : answer;
    }
  }
}

/** The first rule a value breaks. */
export const firstBroken = (rules: readonly RuleSpec[], value: unknown, values?: FormValues, now?: number) => {
  for (const rule of rules) {
    const broken = checkRule(rule, value, values, now);
    if (broken) return broken;
  }
  return undefined;
};
