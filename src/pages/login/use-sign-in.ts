import { createElement, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Credentials } from '@/session/sign-in';
import type { SignInThroughRefine } from './RefineSignIn';

type Bridge = ComponentType<{ onReady: (signIn: SignInThroughRefine) => void }>;

const loadBridge = () => import('./RefineSignIn').then((chunk) => chunk.default);

/**
 * Signing in through Refine's `useLogin` from a page that does not carry Refine: its code loads when the
 * user starts on the form (`prepare`), the hook is mounted beside the form, and a submit made before it
 * is there waits for it. A failure to load rejects the submit (the form says so and keeps what was typed);
 * the next submit loads again.
 */
export function useSignIn(): { prepare: () => void; signIn: SignInThroughRefine; bridge: ReactNode } {
  const [Loaded, setLoaded] = useState<Bridge>();
  const loading = useRef<Promise<Bridge> | undefined>(undefined);
  // Settled once, when the mounted hook hands its login over.
  const [ready] = useState(() => {
    let resolve!: (signIn: SignInThroughRefine) => void;
    const promise = new Promise<SignInThroughRefine>((done) => (resolve = done));
    return { promise, resolve };
  });

  const load = useCallback(() => {
    loading.current ??= loadBridge().then(
      (bridge) => {
        setLoaded(() => bridge);
        return bridge;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, []);

  const prepare = useCallback(() => void load().catch(() => undefined), [load]);
  const signIn = useCallback<SignInThroughRefine>(
    async (values: Credentials) => {
      await load();
      return (await ready.promise)(values);
    },
    [load, ready],
  );
  const onReady = ready.resolve;
  return { prepare, signIn, bridge: Loaded ? createElement(Loaded, { onReady }) : null };
}
