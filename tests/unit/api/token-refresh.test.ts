import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { onSessionEnd } from '@/api/session-events';
import { storage } from '@/session/storage';
import { startMockServer } from '../../helpers/mock-server';
import { fakeJwt, signInAs } from '../../helpers/session';
import { aFrame } from '../../helpers/clock';

const { server } = startMockServer();

describe('token refresh, one at a time', () => {
  it('20 calls with an expired access token make exactly one refresh call and all succeed with the new token', async () => {
    signInAs({ access: false });
    const fresh = fakeJwt(3600, { n: 'fresh' });
    let refreshes = 0;
    const seen: Array<string | null> = [];
    server.use(
      mock.post('*/seller/check/token', async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('Authorization')).toBeNull();
        expect(new URLSearchParams(await request.text()).get('refresh_token')).toBe(storage.getRefreshToken());
        await aFrame();
        return HttpResponse.json({ accessToken: fresh, refreshToken: fakeJwt(86400, { n: 'r2' }) });
      }),
      mock.get('*/seller/goods', ({ request }) => (seen.push(request.headers.get('Authorization')), HttpResponse.json({ data: [], data_total: 0 }))),
    );
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => api.get('seller/goods')));
    expect(refreshes).toBe(1);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(new Set(seen)).toEqual(new Set([fresh]));
    expect(storage.getAccessToken()).toBe(fresh);
  });

  it('a failed refresh signs out once and all 20 calls reject', async () => {
    signInAs({ access: false });
    const ended = vi.fn();
    onSessionEnd(ended);
    let refreshes = 0;
    let goodsCalls = 0;
    server.use(
      mock.post('*/seller/check/token', () => (refreshes++, HttpResponse.json({ code: '001', message: '当前token已经失效' }, { status: 500 }))),
      mock.get('*/seller/goods', () => (goodsCalls++, HttpResponse.json({ data: [] }))),
    );
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => api.get('seller/goods')));
    expect(refreshes).toBe(1);
    expect(goodsCalls).toBe(0);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('refresh-failed');
  });

  it.each([
    ['a 200 without tokens', () => HttpResponse.json({})],
    ['a 200 with HTML', () => new HttpResponse('<html><body>gateway</body></html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a 200 with an empty token', () => HttpResponse.json({ accessToken: '', refreshToken: 'r' })],
  ])('%s is a failed refresh: one sign-out, no call sent without a token', async (_, answer) => {
    signInAs({ access: false });
    const ended = vi.fn();
    onSessionEnd(ended);
    let goodsCalls = 0;
    server.use(
      mock.post('*/seller/check/token', answer),
      mock.get('*/seller/goods', () => (goodsCalls++, HttpResponse.json({ data: [] }))),
    );
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.get('seller/goods')));
    expect(goodsCalls).toBe(0);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('refresh-failed');
    expect(storage.getAccessToken()).toBeUndefined();
  });

  it('a user without a refresh token has lost the login state', async () => {
    signInAs({ access: false, refresh: false });
    const ended = vi.fn();
    onSessionEnd(ended);
    await expect(api.get('seller/goods')).rejects.toBeTruthy();
    expect(ended).toHaveBeenCalledWith('missing');
  });
});
