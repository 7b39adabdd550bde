/** The built-in demo marketplace: accounts for the login page, settings and reset. Start it from `./browser`. */
export { DEMO_ACCOUNTS, DEMO_CAPTCHA, type DemoAccount } from './accounts';
export { DEFAULT_DEMO_SETTINGS, getDemoSettings, setDemoSettings, SETTINGS_STORAGE_KEY, type DemoSettings } from './settings';
export { getRefreshCount, resetDemoStore, STORE_STORAGE_KEY } from './db/store';
