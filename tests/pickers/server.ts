/** The demo marketplace for picker tests (tests/helpers/demo-marketplace.ts), with the country cache cleared per test. */
import { resetCountries } from '@/components/pickers/shared/countries';
import { startDemoMarketplace as start } from '../helpers/demo-marketplace';

export { lastRequestTo, requests, requestsTo, server, toasts, type LoggedRequest } from '../helpers/demo-marketplace';

export const startDemoMarketplace = () => start({ beforeEach: resetCountries });
