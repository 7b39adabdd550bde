import { validateIdText } from './ids';

/** What a tap on an image or a text does (spec §5 text and image pickers). */
export const ACTION_TYPES = ['NONE', 'URL', 'KEYWORD', 'GOODS', 'SHOP', 'CATEGORY'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface Action {
  opt_type: ActionType;
  opt_value: string;
}

/** Message keys (namespace pickers) of an action value that fails its rule. */
export type ActionError = 'action.valueRequired' | 'action.urlPrefix' | 'action.positiveInteger' | 'action.idTooLarge';

/** A URL action value starts with exactly one slash followed by a path character. */
export const isSingleSlashPath = (value: string): boolean => /^\/[^/\\\s]/.test(value);

/**
 * The rule of an action value: none for NONE; required otherwise; URL starts with a single /;
 * GOODS, SHOP and CATEGORY are positive integers not above 9223372036854775807.
 */
export function validateAction(action: Action): ActionError | null {
  if (action.opt_type === 'NONE') return null;
  const value = (action.opt_value ?? '').trim();
  if (!value) return 'action.valueRequired';
  if (action.opt_type === 'URL') return isSingleSlashPath(value) ? null : 'action.urlPrefix';
  if (action.opt_type === 'GOODS' || action.opt_type === 'SHOP' || action.opt_type === 'CATEGORY') {
    const error = validateIdText(value);
    if (error === 'notPositiveInteger') return 'action.positiveInteger';
    if (error === 'idTooLarge') return 'action.idTooLarge';
  }
  return null;
}
