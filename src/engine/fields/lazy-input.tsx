import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { FieldInputProps } from './registry';

/** An input whose code can be asked for before it is shown (a form asks for all of its inputs at once). */
export type PreloadableInput = ComponentType<FieldInputProps> & { preload?: () => Promise<unknown> };

/**
 * An input whose code loads when a form or search bar first shows it: a field kind's heavy widget
 * (antd's date pickers, the region cascader, ...) stays out of the screens that have no such field.
 * The module's export `name` is the input; a repeated import is the same promise. `Fallback` shows
 * while it loads, where the input's room must not stay empty (a search bar would move). `preload`
 * starts the load: a form waits for all of its inputs, so that they appear together, not one by one.
 */
export function lazyInput<M, K extends keyof M>(load: () => Promise<M>, name: K, Fallback?: ComponentType<FieldInputProps>): PreloadableInput {
  let Loaded: ComponentType<FieldInputProps> | undefined;
  let loading: Promise<ComponentType<FieldInputProps>> | undefined;
  const loadInput = () =>
    (loading ??= load().then(
      (module) => (Loaded = module[name] as ComponentType<FieldInputProps>),
      (error: unknown) => {
        // A failed load (the network dropped) is tried again by the next render that needs it.
        loading = undefined;
        throw error;
      },
    ));
  const Input = lazy(async () => ({ default: await loadInput() }));
  function LazyInput(props: FieldInputProps) {
    // An input whose code is here when it mounts renders at once, never through its boundary: a first
    // suspension shows what the boundary held only after React's pause (~300 ms), even for a module
    // already loaded. Decided once per input, so that one shown through its boundary is not mounted
    // anew (losing what is typed and the focus) when the code arrives.
    const [direct] = useState(() => Loaded);
    if (direct) {
      const Shown = direct;
      return <Shown {...props} />;
    }
    return (
      <Suspense fallback={Fallback && <Fallback {...props} />}>
        <Input {...props} />
      </Suspense>
    );
  }
  LazyInput.displayName = `LazyInput(${String(name)})`;
  LazyInput.preload = loadInput;
  return LazyInput;
}
