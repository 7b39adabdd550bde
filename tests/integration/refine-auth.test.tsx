/**
 * The session and the permissions as Refine carries them, driven through the console: the route guard
 * asks the auth provider's `check`, a failed read reaches its `onError`, `usePermissions` answers the
 * role's names, and a long list asks the access-control provider per row without one permission call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/auth-provider';
import { accessControlProvider } from '@/providers/access-control-provider';
import { storage } from '@/session/storage';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();
afterEach(() => vi.restoreAllMocks());

describe('the auth provider carries the session', () => {
  it("the route guard asks check: signed out, an address goes to /login with the way back", async () => {
    storage.clearSession();
    const check = vi.spyOn(authProvider, 'check');
    const { location } = await renderRoute('/goods/goods-list?keyword=abc', { account: null, shell: false });
    await waitFor(() => expect(location()).toBe('/login?forward=%2Fgoods%2Fgoods-list%3Fkeyword%3Dabc'));
    expect(check).toHaveBeenCalledWith({ path: '/goods/goods-list?keyword=abc' });
  });

  it('a 403 on a read with a refresh token reaches onError, which ends the session once, to /login with the way back', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const onError = vi.spyOn(authProvider, 'onError');
    const { navigate } = await renderRoute('/dashboard');
    server.use(http.get('*/seller/shops/roles', () => HttpResponse.json({ code: '403', message: 'forbidden' }, { status: 403 })));
    navigate('/setting/role-manage');
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 403 });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(/^\/login(\?forward=|$)/);
    expect(storage.getRefreshToken()).toBeUndefined();
  });
});

describe('the access-control provider answers from memory', () => {
  it("getPermissions answers the names of the role the console signed in with", async () => {
    await renderRoute('/dashboard', { permissions: ['goodsList', 'roleManage'] });
    expect(await authProvider.getPermissions?.()).toMatchObject({ full: false, names: expect.arrayContaining(['goodsList', 'roleManage']) });
  });

  it('a list of 1,000 rows with row actions asks no permission call and no promise of the provider', async () => {
    const roles = Array.from({ length: 1000 }, (_, i) => ({ role_id: String(9_000_000_000_000_000 + i), role_name: `角色 ${i}`, role_describe: '' }));
    server.use(http.get('*/seller/shops/roles', () => HttpResponse.json({ data: roles, page_no: 1, page_size: 1000, data_total: 1000 })));
    const can = vi.spyOn(accessControlProvider, 'can');
    await renderRoute('/setting/role-manage', { permissions: ['roleManage'] });
    const table = await screen.findByTestId('list-roleManage-table', undefined, { timeout: 30000 });
    await within(table).findByText('角色 999', undefined, { timeout: 30000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1000);
    // The role's names were read once, at start-up.
    expect(requestsTo(/\/seller\/shops\/roles\/[^/]+\/checked$/)).toHaveLength(1);
    expect(can).not.toHaveBeenCalled();
  });
});
