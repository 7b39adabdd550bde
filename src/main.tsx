import '@ant-design/v5-patch-for-react-19';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCallsUntil } from '@/api/hold';
import { LoginApp } from '@/app/LoginApp';
import { opensBareLogin, startSignedInEarly } from '@/app/start';
import { StartFailed } from '@/app/StartFailed';
import { i18nReady } from '@/i18n';
import { registerApiLocale } from '@/i18n/api-locale';
import { onAuthFailure, onSessionEnd } from '@/api/session-events';
import { endSessionOn } from '@/providers/auth-provider';
import { registerSessionCredentials } from '@/session/credentials';
import { leaveSession } from '@/session/session-end';
import { consoleUrl } from '@/session/navigation';
import { reportStoredStateDropped } from '@/session/stored-state';

async function start() {
  registerSessionCredentials();
  registerApiLocale();
  // Before the first call: a 403 or a failed refresh while the console's code is still arriving signs out
  // too, decided by the auth provider as after it has arrived.
  onAuthFailure(endSessionOn);
  onSessionEnd(leaveSession);
  // The first screen's messages load while the demo starts: no raw keys on the first paint.
  const translations = i18nReady.catch(() => undefined);
  // Folded away when the demo is off: such a build holds no demo code. The page renders while the demo
  // starts; its calls wait for it (the demo's code is most of what a cold dev server serves).
  const apiReady = __DEMO_MODE__ ? import('./mocks/browser').then((demo) => demo.startDemoMarketplace(reportStoredStateDropped)) : Promise.resolve();
  holdCallsUntil(apiReady);
  const root = createRoot(document.getElementById('root')!);
  const render = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>);
  const openConsole = async (app: Promise<typeof import('./App')>) => {
    await translations;
    try {
      const { default: App } = await app;
      render(<App />);
    } catch {
      render(<StartFailed />);
    }
  };

  if (opensBareLogin()) {
    await translations;
    // Signed in: the console (router, Refine, the shell) takes over the page at the forward path.
    const enterConsole = (path: string) => {
      window.history.replaceState(null, '', consoleUrl(path));
      startSignedInEarly(apiReady);
      void openConsole(import('./App'));
    };
    render(<LoginApp onSignedIn={enterConsole} />);
    return;
  }
  startSignedInEarly(apiReady);
  await openConsole(import('./App'));
}

void start();
