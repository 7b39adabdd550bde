import '@ant-design/v5-patch-for-react-19';
import { message } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_DURATION_S } from '@/config';
import { i18nReady } from '@/i18n';
import { registerSessionCredentials } from '@/session/credentials';
import { reportStoredStateDropped } from '@/session/stored-state';
import App from './App';

// Toasts last 5000 ms (spec §8), static ones included.
message.config({ duration: TOAST_DURATION_S });

async function start() {
  registerSessionCredentials();
  // Folded away when the demo is off: such a build holds no demo code.
  // The first screen's messages load while the demo starts: no raw keys on the first paint.
  const translations = i18nReady.catch(() => undefined);
  if (__DEMO_MODE__) {
    const { startDemoMarketplace } = await import('./mocks/browser');
    await startDemoMarketplace(reportStoredStateDropped);
  }
  await translations;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
