/** Where the demo marketplace runs: the browser (service worker, localStorage, latency) or Node (tests, mock-api). */
import { hashString } from './prng';

/** True in a real browser; false in Node, including Vitest with happy-dom/jsdom. */
export const isBrowser =
  typeof window !== 'undefined' &&
  typeof localStorage !== 'undefined' &&
  !(typeof process !== 'undefined' && typeof process.versions === 'object' && !!process.versions?.node);

export function readStorage<T>(key: string): T | null {
  if (!isBrowser) return null;
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The stored text as it is (null when absent): to tell a broken entry from a missing one. */
export function readStorageText(key: string): string | null {
  if (!isBrowser) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes JSON; false when the quota is exceeded or storage is unavailable. */
export function writeStorage(key: string, value: unknown): boolean {
  if (!isBrowser) return false;
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  if (isBrowser) localStorage.removeItem(key);
}

/** Deterministic 80–200 ms in the browser (same call, same delay); none in Node. */
export function simulatedLatency(method: string, pathname: string): Promise<void> {
  if (!isBrowser) return Promise.resolve();
  const ms = 80 + (hashString(`${method} ${pathname}`) % 121);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
