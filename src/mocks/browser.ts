/** The demo marketplace in the browser: a service worker answering the seller/base calls. */
import { setupWorker } from 'msw/browser';
import { faultSwitch } from './fault-switch';
import { handlers } from './handlers';
import { db, startBrowserJournal } from './db/store';

/**
 * MSW asks a worker registered on an earlier visit to update itself and does not wait for the answer:
 * a reload or navigation during that check rejects it uncaught, an error in the console of a clean
 * start. The check is a courtesy (the registered worker serves either way), so its failure is caught.
 */
function catchWorkerUpdates() {
  const proto = ServiceWorkerRegistration.prototype;
  const update = proto.update;
  proto.update = function (this: ServiceWorkerRegistration) {
    const checked = update.call(this);
    checked.catch(() => undefined);
    return checked;
  };
}

/** `onStoreDropped`: the stored demo store could not be read and was dropped (the console tells the user). */
export async function startDemoMarketplace(onStoreDropped: () => void = () => undefined): Promise<void> {
  startBrowserJournal(onStoreDropped);
  db();
  if ('serviceWorker' in navigator) catchWorkerUpdates();
  await setupWorker(faultSwitch, ...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: import.meta.env.BASE_URL + 'mockServiceWorker.js' },
  });
}
