// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getRefreshCount, setDemoSettings, DEFAULT_DEMO_SETTINGS } from '../../src/mocks';
import { signJwt } from '../../src/mocks/lib/jwt';
import { call, login, loginQuery, startDemoServer, type LoginBody } from './support';

startDemoServer();

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

describe('login', () => {
  it('returns SellerInfoVO with JWTs for a demo account', async () => {
    const { status, data } = await call<LoginBody>(loginQuery('owner'));
    expect(status).toBe(200);
    expect(data).toMatchObject({ uid: 1, username: 'owner', nickname: expect.any(String), role_id: 0, founder: 1 });
    expect(data.access_token.split('.')).toHaveLength(3);
    const claims = decode(data.access_token);
    expect(claims).toMatchObject({ uid: 1, username: 'owner', shop_id: 1, role_id: 0, founder: 1, type: 'access' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(decode(data.refresh_token)).toMatchObject({ type: 'refresh' });
    expect(decode(data.refresh_token).exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('rejects a wrong captcha and a wrong password with 500 bodies', async () => {
    const captcha = await call(loginQuery('owner', '123456', '9999'));
    expect(captcha.status).toBe(500);
    expect(captcha.data).toMatchObject({ message: '图片验证码不正确' });
    const password = await call(loginQuery('owner', 'nope'));
    expect(password.status).toBe(500);
    expect(password.data).toMatchObject({ message: '账号密码错误' });
    const unknown = await call(loginQuery('nobody'));
    expect(unknown.data).toMatchObject({ message: '账号密码错误' });
  });

  it('answers in English for language en-US', async () => {
    const result = await call(loginQuery('owner', 'nope'), { language: 'en-US' });
    expect(result.data).toMatchObject({ message: 'wrong user name or password' });
  });

  it('gives 400 code 004 when the username is missing', async () => {
    const result = await call('seller/login?password=x&captcha=1234&uuid=u&scene=LOGIN');
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004' });
  });

  it('serves the captcha as SVG on both paths and in any order', async () => {
    for (const path of ['base/captchas/uuid-1/LOGIN?rmd=1', 'base/base/captchas/LOGIN/uuid-1']) {
      const result = await call(path);
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toContain('image/svg+xml');
      expect(result.text).toContain('<svg');
      expect(result.text).toContain('>1<');
    }
  });

  it('honours a short access-token lifetime setting', async () => {
    setDemoSettings({ accessTokenTtlSeconds: 20 });
    try {
      const token = await login('owner');
      const claims = decode(token);
      expect(claims.exp - claims.iat).toBe(20);
    } finally {
      setDemoSettings({ accessTokenTtlSeconds: DEFAULT_DEMO_SETTINGS.accessTokenTtlSeconds });
    }
  });
});

describe('403 for seller calls without a valid token', () => {
  const expired = signJwt({ uid: 1, username: 'owner', shop_id: 1, role_id: 0, founder: 1, iat: 1000, exp: 2000, type: 'access', jti: 1 });

  it.each([
    ['no token', undefined],
    ['expired token', expired],
    ['forged token', `${expired.split('.').slice(0, 2).join('.')}.bad`],
    ['garbage', 'not-a-jwt'],
  ])('%s', async (_, token) => {
    const result = await call('seller/shops', { token });
    expect(result.status).toBe(403);
    expect(result.data).toEqual({ code: '403', message: '登录状态已失效' });
  });

  it('a refresh token is not an access token', async () => {
    const { data } = await call<LoginBody>(loginQuery('owner'));
    expect((await call('seller/shops', { token: data.refresh_token })).status).toBe(403);
    expect((await call('seller/shops', { token: data.access_token })).status).toBe(200);
  });
});

describe('check/token', () => {
  it('rotates the tokens and counts the refreshes', async () => {
    const { data } = await call<LoginBody>(loginQuery('owner'));
    expect(getRefreshCount()).toBe(0);
    const first = await call<{ accessToken: string; refreshToken: string }>('seller/check/token', {
      method: 'POST',
      form: { refresh_token: data.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(first.data.accessToken).not.toBe(data.access_token);
    expect(first.data.refreshToken).not.toBe(data.refresh_token);
    expect(decode(first.data.accessToken)).toMatchObject({ type: 'access', uid: 1 });
    expect((await call('seller/shops', { token: first.data.accessToken })).status).toBe(200);
    await call('seller/check/token', { method: 'POST', form: { refresh_token: first.data.refreshToken } });
    expect(getRefreshCount()).toBe(2);
  });

  it('rejects an expired or unknown refresh token with 500', async () => {
    const expired = signJwt({ uid: 1, username: 'owner', shop_id: 1, role_id: 0, founder: 1, iat: 1000, exp: 2000, type: 'refresh', jti: 1 });
    for (const token of [expired, 'abc.def.ghi']) {
      const result = await call('seller/check/token', { method: 'POST', form: { refresh_token: token } });
      expect(result.status).toBe(500);
      expect(result.data).toMatchObject({ code: 'E109', message: '当前token已经失效' });
    }
    expect(getRefreshCount()).toBe(2);
  });

  it('logout answers an empty 200', async () => {
    const token = await login('owner');
    const result = await call('seller/members/logout?uid=1', { method: 'POST', token });
    expect(result.status).toBe(200);
    expect(result.text).toBe('');
  });
});
