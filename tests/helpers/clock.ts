/**
 * Pins the demo's clock for a test file (Date only: timers stay real, so waiting and user events work). The
 * demo's order list holds the orders placed up to now: tests of the seed as it is at BASE_TIME (200 orders of
 * the owner, the newest with every status) pin it there, tests of the orders placed since pin it after.
 */
import { act } from '@testing-library/react';
import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';

export function pinClock(seconds: number): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seconds * 1000);
  });
  afterAll(() => vi.useRealTimers());
}

/**
 * From here to the end of the test, timers run as real ones do (waits, polling and user events work) and
 * the test can skip ahead with `skipAhead`: a check that nothing happens within a while costs no wall
 * time and does not depend on how busy the machine is. The demo's clock (Date) moves with them; a
 * clock pinned by `pinClock` is pinned again, where it was, for the file's next test.
 */
export function skippableTimers(): void {
  const now = Date.now();
  const pinned = vi.isFakeTimers();
  vi.useFakeTimers({ shouldAdvanceTime: true, shouldClearNativeTimers: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(now);
  onTestFinished(() => {
    vi.useRealTimers();
    if (!pinned) return;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
}

/** A frame of the screen (16 ms): long enough for what is already under way to run its course. */
export const FRAME_MS = 16;
export const aFrame = () => new Promise<void>((frame) => setTimeout(frame, FRAME_MS));

/** Moves the timers of `skippableTimers` on by `ms` at once, running what falls due, inside act. */
export const skipAhead = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
