/** The number and money inputs (antd's InputNumber): loaded with the first form that has one. */
import { InputNumber } from 'antd';
import type { FieldInputProps } from '../registry';

/**
 * A plain number's `min`, `max` and `precision` are rules (see number-bounds), not given to InputNumber:
 * it would round or clamp the typed value on blur, so a value the field refused would be sent altered.
 */
function inputPropsOf(props: Record<string, unknown> | undefined) {
  const { min: _min, max: _max, precision: _precision, ...rest } = props ?? {};
  return rest;
}

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
        {...(money ? field.props : inputPropsOf(field.props))}
      />
    );
  };

export const NumberInput = numberInput(false);
export const MoneyInput = numberInput(true);
