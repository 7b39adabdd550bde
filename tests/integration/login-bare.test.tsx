import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginApp } from '@/app/LoginApp';
import { opensBareLogin } from '@/app/start';
import { storage } from '@/session/storage';
import { startMockServer } from '../helpers/mock-server';
import { fakeJwt } from '../helpers/session';
import { inputNamed } from '../helpers/inputs';

// The bare /login (src/main.tsx): the sign-in form without the router, Refine or the api client.
const { server } = startMockServer();
const validatorCalls: Headers[] = [];

beforeEach(() => {
  validatorCalls.length = 0;
  window.history.replaceState(null, '', '/login');
  document.title = '';
  server.use(
    mock.get('*/base/validator', ({ request }) => (validatorCalls.push(request.headers), HttpResponse.json({ validator_type: 'IMAGE' }))),
    mock.get('*/base/site-show', () => HttpResponse.json({ site_name: '晨光商城' })),
    mock.get('*/seller/login', ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get('captcha') !== '1234') return HttpResponse.json({ code: '500', message: '图片验证码不正确' }, { status: 500 });
      return HttpResponse.json({ uid: '7', username: q.get('username'), role_id: 0, founder: 1, access_token: fakeJwt(3600), refresh_token: fakeJwt(86400) });
    }),
  );
});

async function signInWith(captcha: string) {
  const user = userEvent.setup();
  await user.type(await inputNamed('username'), 'owner');
  await user.type(await inputNamed('password'), '123456');
  await user.type(await inputNamed('captcha'), captcha);
  await user.click(document.querySelector('button[type="submit"]')!);
}

describe('the bare sign-in page', () => {
  it('opens for /login signed out only', () => {
    expect(opensBareLogin()).toBe(true);
    window.history.replaceState(null, '', '/login?forward=%2Forder%2Forder-list');
    expect(opensBareLogin()).toBe(true);
    window.history.replaceState(null, '', '/loginx');
    expect(opensBareLogin()).toBe(false);
    window.history.replaceState(null, '', '/goods/goods-list');
    expect(opensBareLogin()).toBe(false);
    window.history.replaceState(null, '', '/login');
    storage.setTokens(fakeJwt(600), fakeJwt(6000));
    storage.setUser({ uid: '1', username: 'a', role_id: 0 });
    // Signed in: the console's own /login route sends the user to / (spec §1).
    expect(opensBareLogin()).toBe(false);
  });

  it('shows the captcha, asks base/validator and titles the page with the site name', async () => {
    render(<LoginApp onSignedIn={() => undefined} />);
    expect((await screen.findByTestId('captcha-image')).getAttribute('src')).toMatch(new RegExp(`/base/captchas/LOGIN/${storage.getUuid()}\\?rmd=\\d+$`));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('晨光商城'));
    expect(validatorCalls).toHaveLength(1);
    expect(validatorCalls[0]?.get('clientType')).toBe('PC');
  });

  it('signs in and hands the checked forward path to the console', async () => {
    window.history.replaceState(null, '', '/login?forward=%2Forder%2Forder-list%3Fpage%3D2');
    const onSignedIn = vi.fn();
    render(<LoginApp onSignedIn={onSignedIn} />);
    await signInWith('1234');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/order/order-list?page=2'));
    expect(storage.isSignedIn()).toBe(true);
  });

  it("ignores a forward to another origin", async () => {
    window.history.replaceState(null, '', '/login?forward=%2F%2Fevil.example%2Fx');
    const onSignedIn = vi.fn();
    render(<LoginApp onSignedIn={onSignedIn} />);
    await signInWith('1234');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
  });

  it("shows the server's message as a toast without antd's App context, keeps the user name, clears the captcha", async () => {
    const onSignedIn = vi.fn();
    render(<LoginApp onSignedIn={onSignedIn} />);
    const first = (await screen.findByTestId('captcha-image')).getAttribute('src');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signInWith('9999');
    expect(await screen.findByText('图片验证码不正确')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
    expect(document.querySelector<HTMLInputElement>('input[name="username"]')!.value).toBe('owner');
    expect(document.querySelector<HTMLInputElement>('input[name="captcha"]')!.value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
