/** The demo marketplace in the browser: a service worker answering the seller/base calls. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db } from './db/store';

export async function startDemoMarketplace(): Promise<void> {
  db();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: import.meta.env.BASE_URL + 'mockServiceWorker.js' },
  });
}
