import type { RuleSpec } from '@/schemas/types';
import { checkRule, type RuleMessage } from '@/validation/checks';
import type { Field } from './registry';
import { ruleSpecsOf } from './rules';

/** The bounds a number field declares in its props (`min`, `max`, `precision`). */
export interface NumberBounds {
  min?: number;
  max?: number;
  precision?: number;
}

export const boundsOf = (field: Pick<Field, 'props'>): NumberBounds => {
  const { min, max, precision } = (field.props ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  return { min: num(min), max: num(max), precision: num(precision) };
};

/**
 * A number field's declared bounds as rules. antd's InputNumber would round `12.5` to `13` and clamp
 * `100000000` to the maximum when the field loses focus, so the rule that refused the typed value then
 * passes and the form sends what nobody typed; the engine checks the bounds instead and never alters the
 * value. A bound a schema rule already states is left to that rule (one message, not two).
 */
export function checkNumberBounds(value: unknown, field: Field): RuleMessage | undefined {
  const { min, max, precision } = boundsOf(field);
  const stated = new Set(ruleSpecsOf(field).map((r) => r.kind));
  const rules: RuleSpec[] = [];
  if (precision !== undefined && !stated.has('integer') && !stated.has('decimals')) rules.push(precision === 0 ? { kind: 'integer' } : { kind: 'decimals', value: precision });
  if (!stated.has('range') && !stated.has('min') && !stated.has('max')) {
    if (min !== undefined && max !== undefined) rules.push({ kind: 'range', min, max });
    else if (min !== undefined) rules.push({ kind: 'check', check: (v) => (Number(v) < min ? { key: 'engine:rule.min', values: { min } } : undefined) });
    else if (max !== undefined) rules.push({ kind: 'check', check: (v) => (Number(v) > max ? { key: 'engine:rule.max', values: { max } } : undefined) });
  }
  for (const rule of rules) {
    const broken = checkRule(rule, value);
    if (broken) return broken;
  }
  return undefined;
}
