/** The number and money inputs (antd's InputNumber): loaded with the first form that has one. */
import { InputNumber } from 'antd';
import type { KeyboardEvent } from 'react';
import type { FieldInputProps } from '../registry';

/**
/**
 * A plain number's `min`, `max` and `precision` are rules (see number-bounds), not given to InputNumber:
 * it would round or clamp the typed value on blur, so a value the field refused would be sent altered.
 */
function inputPropsOf(props: Record<string, unknown> | undefined) {
  const { min: _min, max: _max, precision: _precision, ...rest } = props ?? {};
  return rest;
}

/**
 * A number is typed in plain digits: JavaScript reads `1e5` as 100000, which no seller means by typing
 * it. The exponent's keys do nothing, and a pasted exponent is no number.
 */
const EXPONENT = /[eE]/;
// antd reads the parser's text as the number (its own default parser returns text too).
const plainDigits = (text: string | undefined) => (text === undefined || EXPONENT.test(text) ? '' : text.replace(/[^\d.-]/g, '')) as unknown as number;
const noExponentKey = (event: KeyboardEvent) => {
  if (event.key.length === 1 && EXPONENT.test(event.key)) event.preventDefault();
};

const numberInput = (money: boolean) =>
  function NumberInput({ field, value, onChange, disabled, id, placeholder }: FieldInputProps) {
    return (
      <InputNumber
        id={id}
        disabled={disabled}
        placeholder={placeholder}
        style={{ width: '100%', maxWidth: 240 }}
        value={value as number | undefined}
        onChange={(v) => onChange?.(v ?? undefined)}
        min={money ? 0 : undefined}
        precision={money ? 2 : undefined}
        prefix={money ? '￥' : undefined}
        parser={plainDigits}
        onKeyDown={noExponentKey}
        {...(money ? field.props : inputPropsOf(field.props))}
      />
    );
  };

export const NumberInput = numberInput(false);
export const MoneyInput = numberInput(true);
