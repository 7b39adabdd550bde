import '@ant-design/v5-patch-for-react-19';
import { message } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCallsUntil } from '@/api';
import { TOAST_DURATION_S } from '@/config';
import { i18nReady } from '@/i18n';
import { registerSessionCredentials } from '@/session/credentials';
import { reportStoredStateDropped } from '@/session/stored-state';
import App, { startSignedInEarly } from './App';

// Toasts last 5000 ms (spec §8), static ones included.
message.config({ duration: TOAST_DURATION_S });

async function start() {
  registerSessionCredentials();
  // The first screen's messages load while the demo starts: no raw keys on the first paint.
  const translations = i18nReady.catch(() => undefined);
  // Folded away when the demo is off: such a build holds no demo code. The page renders while the demo
  // starts; its calls wait for it (issue 17 #17: the demo's code is most of what a cold dev server serves).
  const apiReady = __DEMO_MODE__ ? import('./mocks/browser').then((demo) => demo.startDemoMarketplace(reportStoredStateDropped)) : Promise.resolve();
  holdCallsUntil(apiReady);
  startSignedInEarly(apiReady);
  await translations;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
