import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, registerCredentials, type ClientCredentials } from '@/api';
import { onSessionEnd } from '@/api/session-events';
import { registerSessionCredentials } from '@/session/credentials';
import { startMockServer } from '../../helpers/mock-server';

const { server } = startMockServer();

/** Credentials held in memory: the client must use these, not the session's cookies. */
function memoryCredentials(tokens: { access?: string; refresh?: string; user?: boolean }) {
  const store = { ...tokens };
  const saved: Array<[string, string]> = [];
  const creds: ClientCredentials = {
    uuid: () => 'uuid-from-registry',
    accessToken: () => store.access,
    refreshToken: () => store.refresh,
    tokensNow: () => Promise.resolve({ accessToken: store.access, refreshToken: store.refresh }),
    hasUser: () => store.user ?? true,
    saveTokens: (access, refresh) => {
      saved.push([access, refresh]);
      store.access = access;
      store.refresh = refresh;
    },
  };
  return { creds, saved };
}

afterEach(() => registerSessionCredentials());

describe('the credentials the api client is given', () => {
  it('sends the registered uuid and access token', async () => {
    registerCredentials(memoryCredentials({ access: 'access-1', refresh: 'refresh-1' }).creds);
    let headers: Headers | undefined;
    server.use(mock.get('*/seller/shops', ({ request }) => ((headers = request.headers), HttpResponse.json({}))));
    await api.get('seller/shops');
    expect(headers?.get('uuid')).toBe('uuid-from-registry');
    expect(headers?.get('Authorization')).toBe('access-1');
  });

  it('refreshes with the registered refresh token and gives the new tokens back to it', async () => {
    const { creds, saved } = memoryCredentials({ refresh: 'refresh-1' });
    registerCredentials(creds);
    let sentRefresh: string | null = null;
    let authorization: string | null = null;
    server.use(
      mock.post('*/seller/check/token', async ({ request }) => {
        sentRefresh = new URLSearchParams(await request.text()).get('refresh_token');
        return HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }),
      mock.get('*/seller/shops', ({ request }) => ((authorization = request.headers.get('Authorization')), HttpResponse.json({}))),
    );
    await api.get('seller/shops');
    expect(sentRefresh).toBe('refresh-1');
    expect(saved).toEqual([['access-2', 'refresh-2']]);
    expect(authorization).toBe('access-2');
  });

  it('a 403 ends the session only when the registered credentials hold a refresh token', async () => {
    const ended = vi.fn();
    onSessionEnd(ended);
    server.use(mock.get('*/seller/shops', () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    registerCredentials(memoryCredentials({ access: 'a', refresh: undefined }).creds);
    await expect(api.get('seller/shops')).rejects.toMatchObject({ status: 403 });
    expect(ended).not.toHaveBeenCalled();
    registerCredentials(memoryCredentials({ access: 'a', refresh: 'r' }).creds);
    await expect(api.get('seller/shops')).rejects.toMatchObject({ status: 403 });
    expect(ended).toHaveBeenCalledWith('forbidden');
  });

  it('calls as an anonymous browser when nothing holds a user', async () => {
    registerCredentials(memoryCredentials({ user: false }).creds);
    let authorization: string | null = 'unset';
    server.use(mock.get('*/seller/shops', ({ request }) => ((authorization = request.headers.get('Authorization')), HttpResponse.json({}))));
    await api.get('seller/shops');
    expect(authorization).toBeNull();
  });
});
