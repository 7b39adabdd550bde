/** Login, captcha, token refresh, logout (api-reference §2). */
import { HttpResponse } from 'msw';
import { DEMO_CAPTCHA } from '../accounts';
import { db, countRefresh } from '../db/store';
import type { SellerRecord } from '../db/types';
import { badParam, business } from '../lib/errors';
import { captchaSvg } from '../lib/images';
import { verifyJwt } from '../lib/jwt';
import { hashString } from '../lib/prng';
import { nowSeconds } from '../lib/runtime';
import { str } from '../lib/values';
import { route, type Ctx } from './route';
import { issueTokens } from './session';

/** A clerk the shop disabled (api reference §8.6) can neither sign in nor refresh its tokens. */
function assertEnabled(seller: SellerRecord): void {
  if (seller.user_state === -1) throw business('账号已被禁用，请联系店主', 'the account is disabled: ask the shop owner', 'E124');
}

/** The captcha picture always shows the demo code; any order of scene and uuid. */
const captchaImage = ({ params }: Ctx) =>
  new HttpResponse(captchaSvg(DEMO_CAPTCHA, hashString(`${params.a}/${params.b}`)), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });

export const authHandlers = [
  route('get', '*/base/base/captchas/:a/:b', captchaImage),
  route('get', '*/base/captchas/:a/:b', captchaImage),

  route(
    'get',
    '*/seller/login',
    ({ query }) => {
      const username = query.get('username') ?? '';
      const password = (query.get('password') ?? '').toLowerCase();
      if (!username) throw badParam('用户名不能为空', 'username is required');
      if (!password) throw badParam('密码不能为空', 'password is required');
      if (!query.has('c_sessionid')) {
        if (!query.get('uuid')) throw badParam('uuid不能为空', 'uuid is required');
        if ((query.get('captcha') ?? '').trim().toLowerCase() !== DEMO_CAPTCHA) {
          throw business('图片验证码不正确', 'wrong captcha', 'E107');
        }
      }
      // The user name or the mobile number (clerks added from the platform's members sign in with theirs).
      const seller = db()
        .sellers.all()
        .find((s) => (s.username === username || s.mobile === username) && s.password_md5 === password);
      if (!seller) throw business('账号密码错误', 'wrong user name or password', 'E108');
      assertEnabled(seller);
      return {
        uid: seller.uid,
        username: seller.username,
        nickname: seller.nickname,
        face: seller.face,
        ...issueTokens(seller),
        role_id: Number(seller.role_id),
        founder: seller.founder,
      };
    },
    { auth: false },
  ),

  route(
    'post',
    '*/seller/check/token',
    async (ctx) => {
      countRefresh();
      const fields = await ctx.fields();
      const token = str(fields.refresh_token) || ctx.query.get('refresh_token') || '';
      if (!token) throw badParam('refresh_token不能为空', 'refresh_token is required');
      const claims = verifyJwt(token, 'refresh', nowSeconds());
      const seller = claims ? db().sellers.get(String(claims.uid)) : undefined;
      if (!seller) throw business('当前token已经失效', 'the token has expired', 'E109');
      assertEnabled(seller);
      const tokens = issueTokens(seller);
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    },
    { auth: false },
  ),

  route('post', '*/seller/members/logout', ({ query }) => {
    if (!query.get('uid')) throw badParam('uid不能为空', 'uid is required');
  }),
];
