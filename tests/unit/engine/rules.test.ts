// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RuleSpec } from '@/schemas/types';
import { checkRule, decimalsOf, firstBroken } from '@/validation/checks';

const key = (rule: RuleSpec, value: unknown, values = {}) => checkRule(rule, value, values, 1_000)?.key;

describe('the rule vocabulary as pure checks', () => {
  it('required and non-blank (spec §5: begins with a non-space character)', () => {
    expect(key({ kind: 'required' }, '')).toBe('common:rule.required');
    expect(key({ kind: 'required' }, [])).toBe('common:rule.required');
    expect(key({ kind: 'required' }, 0)).toBeUndefined();
    expect(key({ kind: 'nonBlank' }, undefined)).toBe('common:rule.required');
    expect(key({ kind: 'nonBlank' }, ' x')).toBe('common:rule.nonBlank');
    expect(key({ kind: 'nonBlank' }, 'x ')).toBeUndefined();
  });

  it('lengths, ranges, decimals and integers; an empty value passes all but required', () => {
    expect(key({ kind: 'maxLength', value: 3 }, 'abcd')).toBe('engine:rule.maxLength');
    expect(key({ kind: 'length', min: 2, max: 25 }, 'a')).toBe('engine:rule.length');
    expect(key({ kind: 'range', min: 0.01, max: 10 }, 0)).toBe('engine:rule.range');
    expect(key({ kind: 'range', min: 0.01, max: 10 }, '0.01')).toBeUndefined();
    expect(key({ kind: 'decimals', value: 2 }, 1.234)).toBe('engine:rule.decimals');
    expect(decimalsOf('12.50')).toBe(2);
    expect(key({ kind: 'integer' }, '1.5')).toBe('engine:rule.integer');
    expect(key({ kind: 'maxLength', value: 3 }, '')).toBeUndefined();
  });

  it('one bound alone: a floor without a ceiling, a ceiling without a floor', () => {
    expect(checkRule({ kind: 'min', value: 0.01 }, '0')).toEqual({ key: 'engine:rule.min', values: { min: 0.01 } });
    expect(key({ kind: 'min', value: 0.01 }, 123_456_789_012)).toBeUndefined();
    expect(checkRule({ kind: 'max', value: 100 }, 101)).toEqual({ key: 'engine:rule.max', values: { max: 100 } });
    expect(key({ kind: 'max', value: 100 }, 'abc')).toBe('engine:rule.max');
    expect(key({ kind: 'min', value: 1 }, '')).toBeUndefined();
  });

  it('a pattern gives its own message', () => {
    expect(key({ kind: 'pattern', value: /^[A-Za-z0-9]{1,20}$/, message: 'order:rule.shipNo' }, 'SF 1')).toBe('order:rule.shipNo');
    expect(key({ kind: 'pattern', value: /^[A-Za-z0-9]{1,20}$/, message: 'order:rule.shipNo' }, 'SF123')).toBeUndefined();
  });

  it('compares with another field (end after start; value below threshold) and with now', () => {
    expect(key({ kind: 'greaterThan', field: 'start', message: 'm.after' }, 5, { start: 9 })).toBe('m.after');
    expect(key({ kind: 'greaterThan', field: 'start', message: 'm.after' }, 10, { start: 9 })).toBeUndefined();
    expect(key({ kind: 'lessThan', field: 'threshold', message: 'm.below' }, 100, { threshold: 100 })).toBe('m.below');
    expect(key({ kind: 'greaterThan', field: 'start', message: 'm.after' }, 5, {})).toBeUndefined();
    expect(key({ kind: 'future', message: 'm.future' }, 999)).toBe('m.future');
    expect(key({ kind: 'future', message: 'm.future' }, { unix: () => 2_000 })).toBeUndefined();
  });

  it('group limits and unique sub-fields', () => {
    expect(checkRule({ kind: 'items', min: 1, max: 5 }, [])).toEqual({ key: 'engine:rule.minItems', values: { min: 1 } });
    expect(checkRule({ kind: 'items', max: 2 }, [{}, {}, {}])).toEqual({ key: 'engine:rule.maxItems', values: { max: 2 } });
    expect(key({ kind: 'unique', field: 'threshold', message: 'm.unique' }, [{ threshold: 100 }, { threshold: '100.0' }])).toBe('m.unique');
    expect(key({ kind: 'unique', field: 'threshold', message: 'm.unique' }, [{ threshold: 100 }, { threshold: 200 }])).toBeUndefined();
  });

  it('anything else through a check; the first broken rule wins', () => {
    const odd: RuleSpec = { kind: 'check', check: (v) => (Number(v) % 2 ? { key: 'm.even', values: { n: v } } : undefined) };
    expect(checkRule(odd, 3)).toEqual({ key: 'm.even', values: { n: 3 } });
    expect(firstBroken([{ kind: 'required' }, odd], '')?.key).toBe('common:rule.required');
    expect(firstBroken([{ kind: 'required' }, odd], 4)).toBeUndefined();
  });
});
