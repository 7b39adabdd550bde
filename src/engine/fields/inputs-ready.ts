import { useEffect, useState } from 'react';
import type { PreloadableInput } from './lazy-input';
import { fieldTypeOf, type Field } from './registry';

/** Inputs whose code has arrived (or failed: the input's own load then says so, where it is shown). */
const arrived = new WeakSet<object>();

const inputsOf = (fields: readonly Field[]): PreloadableInput[] =>
  fields.flatMap((field) => [fieldTypeOf(field).input as PreloadableInput | undefined, ...inputsOf((field.item ?? []) as readonly Field[])]).filter((input): input is PreloadableInput => Boolean(input?.preload));

/**
 * Whether the code of every input of these fields (a group's items included) is here, asking for what is
 * not: a form shows its skeleton until then and appears whole, instead of its labels standing over empty
 * rooms that fill in one input at a time (the region picker, the mobile field, the images…).
 */
export function useInputsReady(fields: readonly Field[]): boolean {
  const [, rerender] = useState(0);
  const waiting = inputsOf(fields).filter((input) => !arrived.has(input));
  const ready = waiting.length === 0;
  useEffect(() => {
    if (ready) return;
    let live = true;
    const pending = inputsOf(fields).filter((input) => !arrived.has(input));
    void Promise.all(pending.map((input) => input.preload!().then(() => arrived.add(input), () => arrived.add(input)))).then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [fields, ready]);
  return ready;
}
