import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/session/storage';
import { requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();
afterEach(() => vi.restoreAllMocks());

describe('the user menu', () => {
  it('asks first, then signs out through the auth provider: server told, session cleared, reload to /login', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const uid = String(storage.getUser()?.uid);
    const { user } = await renderRoute('/dashboard');
    await user.hover(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定退出吗？')).toBeInTheDocument();
    expect(requestsTo('/seller/members/logout', 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(requestsTo('/seller/members/logout', 'POST')[0]?.url.searchParams.get('uid')).toBe(uid);
    expect(storage.getUser()).toBeUndefined();
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.getRefreshToken()).toBeUndefined();
  });
});
