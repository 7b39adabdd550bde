import type { RuleSpec } from '@/schemas/types';
import type { Family } from '../declare';
import type { Action, ActionForm, Row } from './types';

/** A row's allowed operations, where its family keeps them (`order_operate_allowable_vo`, `allowable`, ...). */
export function flagsOf(family: Pick<Family, 'flags'> | undefined, row: Row): Record<string, unknown> {
  const flags = typeof family?.flags === 'function' ? family.flags(row) : family?.flags ? row[family.flags] : undefined;
  return flags && typeof flags === 'object' ? (flags as Record<string, unknown>) : {};
}

/** Whether an action is offered for a row: its flag is set (the server allows it) and its condition holds. */
export function allows(action: Pick<Action, 'flag' | 'visible'>, row: Row, family?: Pick<Family, 'flags'>): boolean {
  if (action.flag && !flagsOf(family, row)[action.flag]) return false;
  return !action.visible || action.visible(row);
}

/** An action's form: its own, or the one text a prompt asks (required, non-blank). */
export function formOf(action: Action): ActionForm | undefined {
  if (action.form) return action.form;
  if (!action.prompt) return undefined;
  const { field, label, maxLength, hintLength } = action.prompt;
  const rules: RuleSpec[] = [{ kind: 'nonBlank' }];
  if (maxLength !== undefined) rules.push({ kind: 'maxLength', value: maxLength });
  else if (hintLength !== undefined) rules.push({ kind: 'maxLength', value: hintLength, warn: true });
  return {
    fields: [{ key: field, label, type: 'textarea', props: maxLength !== undefined ? { maxLength } : undefined, form: { rules } }],
  };
}
