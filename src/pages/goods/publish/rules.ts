/**
 * Validation of the publish and SKU forms (api reference §3.3, spec §5). The checks are the shared
 * rule vocabulary (`src/validation/checks.ts`); this file only says which rules each goods field
 * has, and words each broken rule the way these forms have always said it (namespace goodsPublish,
 * the field named by `{{field}}`). What is goods' own (no HTML in a name, a plain number without a
 * sign) is a `check` or `pattern` rule of the same vocabulary.
 */
import type { Rule } from 'antd/es/form';
import { t } from '@/i18n';
import type { RuleSpec } from '@/schemas/types';
import { checkRule } from '@/validation/checks';

const MAX_AMOUNT = 99_999_999;
const NAME_MIN = 3;
const NAME_MAX = 200;
const SPEC_VALUE_MAX = 10;

export interface RuleError {
  key: string;
  values?: Record<string, unknown>;
}

export type Check = (value: unknown) => RuleError | null;

/** A shared rule, and the goodsPublish message (with its values) shown when it is broken. */
type Worded = readonly [rule: RuleSpec, key: string, values?: Record<string, unknown>];

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
/** 99 999 999: thousands apart by a space, as the messages show limits. */
const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** The first rule the value breaks, in this form's words. */
const firstOf = (rules: readonly Worded[], value: unknown): RuleError | null => {
  for (const [rule, key, values] of rules) {
    if (checkRule(rule, value)) return { key, values };
  }
  return null;
};

/** A check on the text as typed, trimmed: the goods fields have always been judged without outer spaces. */
const onTrimmed =
  (rules: readonly Worded[]): Check =>
  (value) =>
    firstOf(rules, text(value).trim());

const REQUIRED: Worded = [{ kind: 'required' }, 'rules.required'];
const NO_HTML: Worded = [{ kind: 'check', check: (v) => (/<[^>]+>/.test(String(v)) ? 'rules.noHtml' : undefined) }, 'rules.noHtml'];
const NOT_NEGATIVE: Worded = [{ kind: 'check', check: (v) => (/^-\d+(\.\d+)?$/.test(String(v)) ? 'rules.negative' : undefined) }, 'rules.negative'];
/** A plain decimal text: no sign, no exponent, no spaces. */
const PLAIN_NUMBER: Worded = [{ kind: 'pattern', value: /^\d+(\.\d+)?$/, message: 'rules.number' }, 'rules.number'];
const SN: Worded = [{ kind: 'pattern', value: /^[A-Za-z0-9_-]+$/, message: 'rules.snPattern' }, 'rules.snPattern'];

/** Goods name: required, not starting with a space, no HTML, 3–200 characters (without outer spaces). */
export const checkGoodsName: Check = (value) => {
  if (!text(value).trim()) return { key: 'rules.required' };
  return (
    firstOf([[{ kind: 'nonBlank' }, 'rules.nonBlank'], NO_HTML], text(value)) ??
    onTrimmed([[{ kind: 'length', min: NAME_MIN, max: NAME_MAX }, 'rules.nameLength', { min: NAME_MIN, max: NAME_MAX }]])(value)
  );
};

/** Goods / SKU number: required, letters, digits, _ and - only. */
export const checkSn: Check = onTrimmed([REQUIRED, SN]);

/** A money (2 decimals) or weight (4 decimals) amount: ≥ 0, ≤ 99 999 999. */
export const checkAmount = (places: number, required = true): Check =>
  onTrimmed([
    ...(required ? [REQUIRED] : []),
    NOT_NEGATIVE,
    PLAIN_NUMBER,
    [{ kind: 'decimals', value: places }, 'rules.decimals', { places }],
    [{ kind: 'range', min: 0, max: MAX_AMOUNT }, 'rules.max', { max: spaced(MAX_AMOUNT) }],
  ]);

export const checkMoney = checkAmount(2);
export const checkOptionalMoney = checkAmount(2, false);
export const checkWeight = checkAmount(4);
/** A virtual goods' weight may be left empty. */
export const checkOptionalWeight = checkAmount(4, false);

/** A whole number from min to max (stock 0–99 999 999, validity days ≥ 1, points ≥ 1). */
const checkInteger = (min: number, max = MAX_AMOUNT): Check =>
  onTrimmed([
    REQUIRED,
    [{ kind: 'integer' }, 'rules.integer'],
    [{ kind: 'range', min, max }, 'rules.range', { min, max: spaced(max) }],
  ]);

export const checkStock = checkInteger(0);

/**
 * Validity days and exchange points: the reference (§3.3) types them `int` and states no bounds, so a
 * whole number is all that blocks; 1 – 99 999 999 is a hint (`hintPositiveInteger`, shown as a warning).
 */
export const checkPositiveInteger: Check = onTrimmed([REQUIRED, [{ kind: 'integer' }, 'rules.integer']]);
export const hintPositiveInteger: Check = onTrimmed([[{ kind: 'range', min: 1, max: MAX_AMOUNT }, 'rules.range', { min: 1, max: spaced(MAX_AMOUNT) }]]);

/** A spec group or value name: required, at most 10 characters. */
export const checkSpecName: Check = onTrimmed([REQUIRED, [{ kind: 'maxLength', value: SPEC_VALUE_MAX }, 'rules.specLength', { max: SPEC_VALUE_MAX }]]);

/** A required parameter / select. */
export const checkRequired: Check = onTrimmed([REQUIRED]);

/** The gallery needs at least one image. */
export const checkGallery: Check = (value) => firstOf([[{ kind: 'items', min: 1 }, 'rules.gallery']], Array.isArray(value) ? value : []);

/** The message of a check's error, for a field label. */
export const messageOf = (error: RuleError, field: string): string =>
  t(error.key, { ns: 'goodsPublish', field, ...error.values });

/** An antd rule from a check that only warns: shown at the field, it never blocks a save. */
export const hintOf = (check: Check, field: string): Rule => ({ ...ruleOf(check, field), warningOnly: true });

/** An antd rule from a check. The label names the field in "required" messages. */
export const ruleOf = (check: Check, field: string, validateTrigger?: string): Rule => ({
  validateTrigger,
  validator: async (_, value: unknown) => {
    const error = check(value);
    if (error) throw new Error(messageOf(error, field));
  },
});
