import { Select } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import type { FieldInputProps } from '../registry';

/**
 * antd's multiple select treats Enter on a value already chosen as "unselect it": typing it again to
 * add it would silently remove it. With these handlers Enter only adds; a value is removed by its ×
 * (or Backspace). `wrapper` goes on an element around the select, `select` on the select.
 */
export function useEnterOnlyAdds<T>(current: readonly T[], onChange: (next: T[]) => void) {
  const entering = useRef(false);
  return {
    wrapper: {
      onKeyDownCapture: (event: KeyboardEvent) => {
        entering.current = event.key === 'Enter';
      },
    },
    select: {
      // Called after the select has handled the key: the next change is not this Enter's.
      onKeyDown: () => {
        entering.current = false;
      },
      onChange: (next: T[]) => {
        if (entering.current && current.some((v) => !next.includes(v))) return;
        onChange(next);
      },
    },
  };
}

/** Typed values, one per Enter (or comma). */
export function TagsInput({ value, onChange, disabled, id, placeholder }: FieldInputProps) {
  const current = Array.isArray(value) ? (value as string[]) : [];
  const enter = useEnterOnlyAdds(current, (next) => onChange?.(next));
  return (
    <span style={{ display: 'block' }} {...enter.wrapper}>
      <Select id={id} mode="tags" disabled={disabled} placeholder={placeholder} tokenSeparators={[',', '，']} value={value as string[] | undefined} {...enter.select} />
    </span>
  );
}
