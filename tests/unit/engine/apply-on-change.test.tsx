import { render } from '@testing-library/react';
import { Activity } from 'react';
import { expect, test, vi } from 'vitest';
import { useApplyOnChange } from '@/engine/form/use-apply-on-change';

function Filler({ value, apply }: { value: string; apply: (v: string) => void }) {
  useApplyOnChange(value, () => apply(value));
  return null;
}

test('a view shown again does not re-apply the same value; a new value is applied', () => {
  const apply = vi.fn();
  const { rerender } = render(<Activity mode="visible"><Filler value="G0000" apply={apply} /></Activity>);
  expect(apply).toHaveBeenCalledTimes(1);
  rerender(<Activity mode="hidden"><Filler value="G0000" apply={apply} /></Activity>);
  rerender(<Activity mode="visible"><Filler value="G0000" apply={apply} /></Activity>);
  expect(apply).toHaveBeenCalledTimes(1);
  rerender(<Activity mode="visible"><Filler value="G0001" apply={apply} /></Activity>);
  expect(apply).toHaveBeenLastCalledWith('G0001');
  expect(apply).toHaveBeenCalledTimes(2);
});
