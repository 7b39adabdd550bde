/**
 * Pins the demo's clock for a test file (Date only: timers stay real, so waiting and user events work). The
 * demo's order list holds the orders placed up to now: tests of the seed as it is at BASE_TIME (200 orders of
 * the owner, the newest with every status) pin it there, tests of the orders placed since pin it after.
 */
import { afterAll, beforeAll, vi } from 'vitest';

export function pinClock(seconds: number): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seconds * 1000);
  });
  afterAll(() => vi.useRealTimers());
}
