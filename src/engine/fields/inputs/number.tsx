/** The number and money inputs (antd's InputNumber): loaded with the first form that has one. */
import { InputNumber } from 'antd';
import type { FieldInputProps } from '../registry';

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
        {...field.props}
      />
    );
  };

export const NumberInput = numberInput(false);
export const MoneyInput = numberInput(true);
