/** The signed-in shell's own reads and the way out: document title, chat badge, language switch, logout. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { storage } from '@/session/storage';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();
afterEach(() => vi.restoreAllMocks());

describe('the shell reads through the data path', () => {
  it('titles the document with the page and the site name', async () => {
    await renderRoute('/goods/goods-list');
    await waitFor(() => expect(document.title).toBe(`${i18n.t('menu:goodsList')} - 云集商城`));
    expect(requestsTo('/base/site-show')).toHaveLength(1);
  });

  it('heads each page with its name, the breadcrumb\'s last item: one level-1 heading', async () => {
    await renderRoute('/goods/goods-list');
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('menu:goodsList') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts a page\'s own headings one level under the page\'s: the dashboard\'s welcome is level 2', async () => {
    await renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('menu:dashboard') })).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-title')).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('shows the unread count of POST seller/im/unread-num on the chat badge', async () => {
    server.use(http.post('*/seller/im/unread-num', () => HttpResponse.json(120)));
    await renderRoute('/dashboard');
    await waitFor(() => expect(screen.getByTestId('chat-badge')).toHaveTextContent('99+'));
  });

  it('a language switch reads what is cached again, in the new language', async () => {
    await renderRoute('/goods/goods-list');
    await waitFor(() => expect(requestsTo('/base/site-show')).toHaveLength(1));
    await act(() => i18n.changeLanguage('en-US'));
    await waitFor(() => expect(requestsTo('/base/site-show')).toHaveLength(2));
    expect(requestsTo('/base/site-show')[1]?.request.headers.get('language')).toBe('en-US');
    // The demo names the site in the language asked for.
    await waitFor(() => expect(document.title).toBe('Goods list - Yunji Mall'));
  });
});

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
