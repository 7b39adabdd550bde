import { use, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const loads = new WeakMap<Loader<never>, Promise<{ default: ComponentType<never> }>>();

/** Renders a lazily loaded component (inside a Suspense); each loader runs once. */
export function Deferred<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  let promise = loads.get(load as Loader<never>) as Promise<{ default: ComponentType<P> }> | undefined;
  if (!promise) {
    promise = load();
    loads.set(load as Loader<never>, promise as Promise<{ default: ComponentType<never> }>);
  }
  const View = use(promise).default;
  return <View {...props} />;
}
