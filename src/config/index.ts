/**
 * Runtime settings, read once from the build environment. Nothing else in the console reads
 * import.meta.env. VITE_MOCK is the exception: vite.config.ts turns it into the literal `__DEMO_MODE__`,
 * tested where the demo is loaded, so that a build with the demo off holds no demo code.
 */
const env = import.meta.env;

const trimSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['on', 'true', '1', 'yes'].includes(value.toLowerCase());

export const config = {
  /** Base URL of `seller/...` calls; '' = same origin. */
  sellerApiUrl: trimSlash(env.VITE_SELLER_API_URL),
  /** Base URL of `base/...` calls; '' = same origin. */
  baseApiUrl: trimSlash(env.VITE_BASE_API_URL),
  /** Buyer site, for the shop-apply link. */
  buyerSiteUrl: trimSlash(env.VITE_BUYER_SITE_URL),
  /** The seller prefix (history mode). */
  routerBase: env.VITE_ROUTER_BASE || '/',
  /** In-app messaging (customer-service chat). */
  imEnabled: flag(env.VITE_IM, true),
  /** Show the header language switcher. */
  languageSwitcher: flag(env.VITE_LANGUAGE_SWITCHER, true),
  /** Restricted mode: the reduced route set (README lists it). */
  restricted: flag(env.VITE_RESTRICTED, false),
  /** International mode: country / province / city pickers instead of the domestic cascade. */
  international: flag(env.VITE_INTERNATIONAL, false),
  /** Origin of the shop-decoration window; '' = this console's own origin. */
  decorationOrigin: trimSlash(env.VITE_DECORATION_ORIGIN),
  /** Origin of the console, as the decoration window hears it; '' = the window's own origin. */
  consoleOrigin: trimSlash(env.VITE_CONSOLE_ORIGIN),
} as const;

export type AppConfig = typeof config;

/** Spec §9 constants. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const DECORATION_SYNC_MS = 200;
export const VIEW_REMOUNT_MS = 100;
export const TOAST_DURATION_S = 5;
export const STORAGE_DAYS = 3650;
export const ID_MAX = '9223372036854775807';

/**
 * A list page read this recently is shown again without a new call: a kept-alive tab shown again
 * re-subscribes its reads. Changes made in the console invalidate them at once; the tab's refresh reloads.
 */
export const LIST_FRESH_MS = 30_000;

/**
 * A list that already shows rows covers them with its spinner only when the next ones take longer
 * than this: a quick answer replaces the rows without a flash of the cover (and without restyling the
 * whole table twice, about 25 ms a page on a 2-core machine). A list with no rows yet shows
 * its spinner at once.
 */
export const LIST_COVER_DELAY_MS = 200;

/**
 * The pointer has rested on a pager's page, a row's record link or a menu item this long: its read goes
 * out before the click (the server's time runs while the hand presses), and a pointer only passing over
 * asks for nothing.
 */
export const HOVER_INTENT_MS = 80;

/** The demo's stand-in for the buyer site's shop application (demo builds only). */
export const DEMO_SHOP_APPLY_PATH = '/demo/shop-apply';
