import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

async function start() {
  // Folded away when the demo is off: such a build holds no demo code.
  if (__DEMO_MODE__) {
    const { startDemoMarketplace } = await import('./mocks/browser');
    await startDemoMarketplace();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
