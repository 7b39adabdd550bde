import type { Action } from '../shared/actions';
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../shared/constants';

/** Text action (spec §3). */
export interface TextAction extends Action {
  text: string;
}

export type TextError = 'text.required' | 'text.length';

/** Required (must begin with a non-space character) and min–max long (default 1–100). */
export function validateText(text: string | undefined, min = TEXT_MIN_LENGTH, max = TEXT_MAX_LENGTH): TextError | null {
  const value = text ?? '';
  if (!value || /^\s/.test(value)) return 'text.required';
  if (value.length < min || value.length > max) return 'text.length';
  return null;
}
