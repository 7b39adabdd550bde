import { Refine, useLogin, type AuthActionResponse } from '@refinedev/core';
import { useEffect } from 'react';
import { authProvider } from '@/providers/auth-provider';
import { refineOptions } from '@/providers/refine-options';
import type { Credentials } from '@/session/sign-in';

export type SignInThroughRefine = (values: Credentials) => Promise<AuthActionResponse>;

function HandOver({ onReady }: { onReady: (signIn: SignInThroughRefine) => void }) {
  const { mutateAsync } = useLogin<Credentials>();
  useEffect(() => onReady(mutateAsync), [mutateAsync, onReady]);
  return null;
}

/**
 * Refine around nothing but its login hook: the sign-in form hands its values to `useLogin`, which calls
 * `authProvider.login`. It renders beside the form and loads when the user starts on it, so that /login's
 * first paint carries only the form (Refine's code, 52 kB gzip, comes with the sign-in call's code).
 */
export default function RefineSignIn({ onReady }: { onReady: (signIn: SignInThroughRefine) => void }) {
  return (
    <Refine authProvider={authProvider} options={refineOptions}>
      <HandOver onReady={onReady} />
    </Refine>
  );
}
