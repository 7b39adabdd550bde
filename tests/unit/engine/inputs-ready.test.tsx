import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useInputsReady } from '@/engine/fields/inputs-ready';
import { lazyInput } from '@/engine/fields/lazy-input';
import { registerFieldType, type Field } from '@/engine/fields/registry';
import { aFrame } from '../../helpers/clock';

const held = () => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { release, load: () => arrived.then(() => ({ Input: () => <input aria-label="held" /> })) };
};
const outer = held();
const inner = held();
registerFieldType('heldOuter', { input: lazyInput(outer.load, 'Input') });
registerFieldType('heldInner', { input: lazyInput(inner.load, 'Input') });
const fields: Field[] = [
  { key: 'name', label: 'x', type: 'text' },
  { key: 'outer', label: 'x', type: 'heldOuter' },
  { key: 'steps', label: 'x', type: 'group', item: [{ key: 'inner', label: 'x', type: 'heldInner' }] },
];

it("is ready once the code of every input has arrived, a group's items included, and not before", async () => {
  const { result, rerender } = renderHook(() => useInputsReady(fields));
  expect(result.current).toBe(false);
  outer.release();
  await aFrame();
  rerender();
  expect(result.current).toBe(false);
  inner.release();
  await waitFor(() => expect(result.current).toBe(true));
  // A form opened again finds them here: no skeleton at all.
  expect(renderHook(() => useInputsReady(fields)).result.current).toBe(true);
});
