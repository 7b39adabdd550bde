/** The demo marketplace for picker tests (tests/helpers/demo-marketplace.ts). */
import { startDemoMarketplace as start } from '../helpers/demo-marketplace';

export { lastRequestTo, requests, requestsTo, server, settled, toasts, type LoggedRequest } from '../helpers/demo-marketplace';

export const startDemoMarketplace = () => start();
