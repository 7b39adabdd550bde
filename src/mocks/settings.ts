/**
 * Demo marketplace settings. Browser: localStorage `seller_demo_settings` (JSON). Node: env `DEMO_GOODS`,
 * `DEMO_ORDERS`, `DEMO_ACCESS_TTL` (and `DEMO_UNREAD`).
 */
import { isBrowser, readStorage, writeStorage } from './lib/runtime';

export interface DemoSettings {
  /** Goods seeded across the shops (240 by default; 10,000 for benchmarks). Changing it reseeds the store. */
  goodsCount: number;
  /** Orders seeded for the owner shop before BASE_TIME (200 by default; 10,000 for benchmarks; the few a day placed since and the statistics' window's come on top). Changing it reseeds the store. */
  orderCount: number;
  /** Access-token lifetime in seconds (3600 by default; e.g. 20 to watch the refresh happen). */
  accessTokenTtlSeconds: number;
  /** Answer of `seller/im/unread-num` (120 by default, so the badge shows 99+). */
  unreadCount: number;
  /** The browser demo waits 80–200 ms per call, as a network would; off for benchmarks of the console alone. */
  latency: boolean;
}

export const SETTINGS_STORAGE_KEY = 'seller_demo_settings';
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export const DEFAULT_DEMO_SETTINGS: Readonly<DemoSettings> = {
  goodsCount: 240,
  orderCount: 200,
  accessTokenTtlSeconds: 3600,
  unreadCount: 120,
  latency: true,
};

const positiveInt = (value: unknown, fallback: number, min = 0) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= min && value !== '' && value !== null && value !== undefined ? n : fallback;
};

function sanitize(raw: Partial<Record<keyof DemoSettings, unknown>>, base: DemoSettings): DemoSettings {
  return {
    goodsCount: Math.min(200_000, positiveInt(raw.goodsCount, base.goodsCount)),
    orderCount: Math.min(100_000, positiveInt(raw.orderCount, base.orderCount)),
    accessTokenTtlSeconds: positiveInt(raw.accessTokenTtlSeconds, base.accessTokenTtlSeconds, 1),
    unreadCount: positiveInt(raw.unreadCount, base.unreadCount),
    latency: typeof raw.latency === 'boolean' ? raw.latency : base.latency,
  };
}

function initialSettings(): DemoSettings {
  if (isBrowser) return sanitize(readStorage<Partial<DemoSettings>>(SETTINGS_STORAGE_KEY) ?? {}, DEFAULT_DEMO_SETTINGS);
  const env = typeof process !== 'undefined' ? process.env : {};
  return sanitize(
    { goodsCount: env.DEMO_GOODS, orderCount: env.DEMO_ORDERS, accessTokenTtlSeconds: env.DEMO_ACCESS_TTL, unreadCount: env.DEMO_UNREAD },
    DEFAULT_DEMO_SETTINGS,
  );
}

let current = initialSettings();
const listeners = new Set<(next: DemoSettings, previous: DemoSettings) => void>();

export function getDemoSettings(): DemoSettings {
  return { ...current };
}

/** Merges, stores (browser) and applies the settings; a new `goodsCount` or `orderCount` reseeds the store. */
export function setDemoSettings(partial: Partial<DemoSettings>): DemoSettings {
  const previous = current;
  current = sanitize(partial, previous);
  writeStorage(SETTINGS_STORAGE_KEY, current);
  listeners.forEach((listener) => listener(current, previous));
  return getDemoSettings();
}

/** For the store: react to setting changes. */
export function onDemoSettingsChange(listener: (next: DemoSettings, previous: DemoSettings) => void): void {
  listeners.add(listener);
}
