import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import LoginPage from '@/pages/login';
import { ThemedRoot } from './ThemedRoot';
import { LoginToasts } from './toasts';

/**
 * /login opened signed out, on its own: the sign-in form in the console's theme, without the router,
 * Refine or the api client (/login carries only what the login form needs).
 */
export function LoginApp({ onSignedIn }: { onSignedIn: (path: string) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedRoot>
        <LoginToasts />
        <LoginPage forward={new URLSearchParams(window.location.search).get('forward')} onSignedIn={onSignedIn} />
      </ThemedRoot>
    </I18nextProvider>
  );
}
