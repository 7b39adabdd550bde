import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldInputProps } from './registry';

/**
 * An input whose code loads when a form or search bar first shows it: a field kind's heavy widget
 * (antd's date pickers, the region cascader, ...) stays out of the screens that have no such field.
 * The module's named export is the input; a repeated import is the same promise. `Fallback` shows
 * while it loads, where the input's room must not stay empty (a search bar would move).
 */
export function lazyInput<M, K extends keyof M>(load: () => Promise<M>, name: K, Fallback?: ComponentType<FieldInputProps>): ComponentType<FieldInputProps> {
  const Input = lazy(async () => ({ default: (await load())[name] as ComponentType<FieldInputProps> }));
  function LazyInput(props: FieldInputProps) {
    return (
      <Suspense fallback={Fallback && <Fallback {...props} />}>
        <Input {...props} />
      </Suspense>
    );
  }
  LazyInput.displayName = `LazyInput(${String(name)})`;
  return LazyInput;
}
