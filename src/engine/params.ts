/**
 * Route params are checked before a screen sees them: an id (a name ending in `id`) is a positive
 * integer up to 9223372036854775807, a number (sn) letters, digits, `_` and `-`; anything else is not a page (404).
 * A param whose name says neither must be given a pattern by its declaration.
 */
import { ID_MAX } from '@/config';

export const ID_PATTERN = /^[1-9]\d{0,18}$/;
export const SN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const FLAG_PATTERN = /^[01]$/;

/** A positive integer id not above 2^63 − 1, compared as text (ids never pass through a JS number). */
export const isId = (value: string) =>
  ID_PATTERN.test(value) && (value.length < ID_MAX.length || (value.length === ID_MAX.length && value <= ID_MAX));

export type ParamRule = RegExp | ((value: string) => boolean);

/** The default rule of a param by its name, or undefined when the name says nothing. */
export function defaultParamRule(name: string): ParamRule | undefined {
  if (/id$/i.test(name)) return isId;
  if (/(^sn$|_sn$)/.test(name)) return SN_PATTERN;
  if (/^is[a-z]+$/.test(name)) return FLAG_PATTERN;
  return undefined;
}

/** The params of a route path, without the optional mark: `detail/:sn/:tab?` → ['sn', 'tab']. */
export const paramNamesOf = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)\??/g)].map((m) => m[1]!);

/** A record screen's id: the last param of its route that has a value (detail/:sn, editFullCut/:promotion_id). */
export const recordIdOf = (path: string, params: Readonly<Record<string, string | undefined>>) =>
  paramNamesOf(path).map((name) => params[name]).filter(Boolean).at(-1);

export const passes = (rule: ParamRule, value: string) => (typeof rule === 'function' ? rule(value) : rule.test(value));
