import { Select } from 'antd';
import { useRef } from 'react';
import type { FieldInputProps } from '../registry';

/**
 * Typed values, one per Enter. antd's select treats Enter on a value already there as "unselect it":
 * typing it again to add it would silently remove it. Enter only adds; a value is removed by its ×
 * (or Backspace).
 */
export function TagsInput({ value, onChange, disabled, id, placeholder }: FieldInputProps) {
  const entering = useRef(false);
  const current = Array.isArray(value) ? (value as string[]) : [];
  return (
    <span
      style={{ display: 'block' }}
      onKeyDownCapture={(event) => {
        entering.current = event.key === 'Enter';
      }}
    >
      <Select
        id={id}
        mode="tags"
        disabled={disabled}
        placeholder={placeholder}
        tokenSeparators={[',', '，']}
        value={value as string[] | undefined}
        // Called after the select has handled the key: the next change is not this Enter's.
        onKeyDown={() => {
          entering.current = false;
        }}
        onChange={(next: string[]) => {
          if (entering.current && current.some((v) => !next.includes(v))) return;
          onChange?.(next);
        }}
      />
    </span>
  );
}
