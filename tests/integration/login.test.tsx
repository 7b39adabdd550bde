import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/session/storage';
import { startMockServer } from '../helpers/mock-server';
import { fakeJwt } from '../helpers/session';
import { toasts as shown } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

const { server } = startMockServer();
const logins: URLSearchParams[] = [];

beforeEach(() => {
  logins.length = 0;
  shown.length = 0;
  server.use(
    // The page's title leads with the marketplace's name.
    mock.get('*/base/site-show', () => HttpResponse.json({ site_name: '云集商城' })),
    mock.get('*/base/validator', () => HttpResponse.json({ validator_type: 'IMAGE' })),
    mock.get('*/base/captchas/*', () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } })),
    mock.get('*/seller/login', ({ request }) => {
      const q = new URL(request.url).searchParams;
      logins.push(q);
      if (q.get('captcha') !== '1234') return HttpResponse.json({ code: '500', message: '图片验证码不正确' }, { status: 500 });
      return HttpResponse.json({ uid: 7, username: q.get('username'), role_id: 0, founder: 1, access_token: fakeJwt(3600), refresh_token: fakeJwt(86400) });
    }),
    // Signed in, the console checks the shop and opens the page it was sent to: an open shop with nothing in it.
    mock.get('*/seller/shops/status', () => HttpResponse.json('OPEN')),
    mock.get('*/seller/shops', () => HttpResponse.json({ shop_id: 1, shop_name: '云集小店', shop_type: 'NORMAL' })),
    mock.get('*/seller/*', () => HttpResponse.json({ data: [], page_no: 1, page_size: 10, data_total: 0 })),
  );
});

let mounted: Awaited<ReturnType<typeof renderRoute>>;
/** The console at a path, signed out (the test decides the session). */
const page = async (path = '/login') => (mounted = await renderRoute(path, { account: null }));

async function fill(user: ReturnType<typeof userEvent.setup>, values: { username: string; password: string; captcha: string }) {
  const form = document.querySelector('form')!;
  await user.type(form.querySelector('input[name="username"]')!, values.username);
  await user.type(form.querySelector('input[name="password"]')!, values.password);
  await user.type(form.querySelector('input[name="captcha"]')!, values.captcha);
}

describe('login page', () => {
  it('asks base/validator, shows the captcha of scene LOGIN for this browser, and reloads it on click', async () => {
    const user = userEvent.setup();
    await page();
    const img = await screen.findByTestId('captcha-image');
    const first = img.getAttribute('src')!;
    expect(first).toMatch(new RegExp(`/base/captchas/LOGIN/${storage.getUuid()}\\?rmd=\\d+$`));
    await new Promise((r) => setTimeout(r, 5));
    await user.click(img);
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
  });

  it('signs in with the MD5 of the password, stores the session and goes to a safe forward path', async () => {
    const user = userEvent.setup();
    await page('/login?forward=%2Forder%2Forder-list%3Fpage%3D2');
    await screen.findByTestId('captcha-image');
    await fill(user, { username: 'owner', password: '123456', captcha: '1234' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mounted.location()).toBe('/order/order-list?page=2'));
    expect(logins[0]?.get('password')).toBe(md5('123456'));
    expect(logins[0]?.get('password')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(logins[0]?.get('scene')).toBe('LOGIN');
    expect(logins[0]?.get('uuid')).toBe(storage.getUuid());
    expect(storage.isSignedIn()).toBe(true);
    expect(storage.getUser()?.username).toBe('owner');
  });

  it('ignores a forward to another origin', async () => {
    const user = userEvent.setup();
    await page('/login?forward=%2F%2Fevil.example%2Fx');
    await screen.findByTestId('captcha-image');
    await fill(user, { username: 'owner', password: '123456', captcha: '1234' });
    await user.click(document.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(mounted.location()).toMatch(/^\/(dashboard)?$/));
  });

  it('a failed sign-in keeps the user name, clears the captcha and loads a new image', async () => {
    const user = userEvent.setup();
    await page();
    const first = (await screen.findByTestId('captcha-image')).getAttribute('src');
    await fill(user, { username: 'owner', password: '123456', captcha: '9999' });
    await new Promise((r) => setTimeout(r, 5));
    await user.click(document.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(shown).toEqual(['图片验证码不正确']));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
    expect(document.querySelector<HTMLInputElement>('input[name="username"]')!.value).toBe('owner');
    expect(document.querySelector<HTMLInputElement>('input[name="captcha"]')!.value).toBe('');
    expect(storage.isSignedIn()).toBe(false);
  });

  it('required fields must begin with a non-space character, checked on blur', async () => {
    const user = userEvent.setup();
    await page();
    await screen.findByTestId('captcha-image');
    const username = document.querySelector<HTMLInputElement>('input[name="username"]')!;
    await user.type(username, ' owner');
    await user.tab();
    expect(await screen.findByText('用户名不能以空格开头')).toBeInTheDocument();
    await user.click(document.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(logins).toHaveLength(0);
  });

  it('sends a signed-in user to /', async () => {
    storage.setUser({ uid: 1, username: 'a', role_id: 0 });
    storage.setTokens(fakeJwt(600), fakeJwt(6000));
    await page();
    await waitFor(() => expect(mounted.location()).toMatch(/^\/(dashboard)?$/));
  });
});
