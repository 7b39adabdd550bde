// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkNumberBounds } from '@/engine/fields/number-bounds';
import type { Field } from '@/engine/fields/registry';
import type { RuleSpec } from '@/schemas/types';

const field = (props: Record<string, unknown>, rules: RuleSpec[] = []): Field => ({
  key: 'quantity',
  label: 'order:quotation.quantity',
  type: 'number',
  props,
  form: { rules },
});

describe('a number field\'s declared bounds', () => {
  it('refuses a fraction where the field allows none, instead of rounding it', () => {
    expect(checkNumberBounds(1.5, field({ precision: 0 }))?.key).toBe('engine:rule.integer');
    expect(checkNumberBounds(2, field({ precision: 0 }))).toBeUndefined();
    expect(checkNumberBounds(1.234, field({ precision: 2 }))).toEqual({ key: 'engine:rule.decimals', values: { count: 2 } });
  });

  it('refuses a value past its bounds, instead of clamping it', () => {
    expect(checkNumberBounds(99_999_999, field({ min: 1, max: 999_999 }))).toEqual({ key: 'engine:rule.range', values: { min: 1, max: 999_999 } });
    expect(checkNumberBounds(-1, field({ min: 0 }))).toEqual({ key: 'engine:rule.min', values: { min: 0 } });
    expect(checkNumberBounds(101, field({ max: 100 }))).toEqual({ key: 'engine:rule.max', values: { max: 100 } });
    expect(checkNumberBounds(50, field({ min: 0, max: 100 }))).toBeUndefined();
  });

  it('leaves a bound to the schema rule that already states it (one message, not two)', () => {
    expect(checkNumberBounds(1.5, field({ precision: 0 }, [{ kind: 'integer' }]))).toBeUndefined();
    expect(checkNumberBounds(99_999_999, field({ max: 999_999 }, [{ kind: 'range', min: 1, max: 999_999 }]))).toBeUndefined();
  });
});
