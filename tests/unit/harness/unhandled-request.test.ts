/**
 * The harness itself: a request that no mock handler answers never reaches the network and fails the
 * test that made it, even when the code under test swallows the error (as a screen showing a toast does).
 */
import { describe, expect, it } from 'vitest';
import { takeUnhandledRequests } from '../../helpers/msw';

// The page's own origin, as the api client calls it (relative URLs): no preflight.
const NOWHERE = `${location.origin}/seller/nowhere`;

describe('a request no handler answers', () => {
  // Expected to fail: the body passes, the guard's afterEach fails it. Were the request let through
  // unseen, the test would pass and `fails` would report it.
  it.fails('fails the test that made it, though the caller caught the error', async () => {
    await fetch(NOWHERE).catch(() => undefined);
  });

  it('fails as a network error, and the guard names its method and URL', async () => {
    await expect(fetch(NOWHERE, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(takeUnhandledRequests()).toEqual([`POST ${NOWHERE}`]);
  });

  it('is caught on XMLHttpRequest too (the api client’s transport in the browser)', async () => {
    const failed = await new Promise<boolean>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', NOWHERE);
      xhr.onerror = () => resolve(true);
      xhr.onload = () => resolve(false);
      xhr.send();
    });
    expect(failed).toBe(true);
    expect(takeUnhandledRequests()).toEqual([`GET ${NOWHERE}`]);
  });
});
