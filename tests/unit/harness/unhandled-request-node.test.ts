// @vitest-environment node
/** The harness in the Node environment (the demo marketplace's own tests): an unanswered request fails its test. */
import { describe, expect, it } from 'vitest';
import { takeUnhandledRequests } from '../../helpers/msw';

const NOWHERE = 'http://127.0.0.1:3000/seller/nowhere';

describe('a request no handler answers, in Node', () => {
  it.fails('fails the test that made it, though the caller caught the error', async () => {
    await fetch(NOWHERE).catch(() => undefined);
  });

  it('fails as a network error, and the guard names it', async () => {
    await expect(fetch(NOWHERE)).rejects.toThrow();
    expect(takeUnhandledRequests()).toEqual([`GET ${NOWHERE}`]);
  });
});
