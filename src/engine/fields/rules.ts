import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { FieldSchema, FormOptions, FormValues, RuleSpec } from '@/schemas/types';
import { checkRule, isEmpty } from '@/validation/checks';
import { fieldTypeOf } from './registry';

type Field = FieldSchema<FormValues>;
/** What antd hands a rule: the form's values, read by name path. */
export type RuleForm = Parameters<Extract<Rule, (...args: never[]) => unknown>>[0];

export const formOptionsOf = (field: Field): FormOptions => (field.form && field.form !== true ? field.form : {});
export const ruleSpecsOf = (field: Field): RuleSpec[] => formOptionsOf(field).rules ?? [];

/** A field is required when one of its rules makes it so (its Form.Item shows the asterisk); a hint (`warn`) does not. */
export const isRequired = (field: Field) => ruleSpecsOf(field).some((r) => (r.kind === 'required' || r.kind === 'nonBlank') && !r.warn);

/** The sibling fields a field's rules compare with: its Form.Item revalidates when they change. */
export const dependenciesOf = (field: Field): string[] =>
  ruleSpecsOf(field).flatMap((r) => (r.kind === 'greaterThan' || r.kind === 'lessThan' ? [r.field] : []));

/**
 * A field's rules as antd rules. `siblings` reads the values the field is compared with: the form's,
 * or those of the group item the field sits in. Non-blank is checked on blur (spec §5).
 */
export function antdRules(field: Field, t: TFunction, siblings: (form: RuleForm) => FormValues): Rule[] {
  const label = t(field.label);
  const { check: typeCheck, chosen } = fieldTypeOf(field);
  const rules = ruleSpecsOf(field).map(
    (rule): Rule =>
      (form: RuleForm) => ({
        validateTrigger: rule.kind === 'nonBlank' ? 'onBlur' : undefined,
        warningOnly: rule.warn,
        validator: async (_: unknown, value: unknown) => {
          const broken = checkRule(rule, value, siblings(form));
          if (!broken) return;
          const key = chosen && broken.key === 'common:rule.required' ? 'common:rule.choose' : broken.key;
          throw new Error(t(key, { label, ...broken.values }));
        },
      }),
  );
  if (typeCheck) {
    rules.push({
      validator: async (_: unknown, value: unknown) => {
        const broken = isEmpty(value) ? undefined : typeCheck(value, field);
        if (typeof broken === 'string') throw new Error(t(broken, { label }));
        if (broken) throw new Error(t(broken.key, { label, ...broken.values }));
      },
    });
  }
  return rules;
}
