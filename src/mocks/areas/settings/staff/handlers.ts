/**
 * Staff (clerks) of the caller's shop (api reference §8.6). A clerk is a platform account with a role of the
 * shop; it signs in with `seller/login` (user name or mobile) and gets its role's menus. The owner (founder,
 * role 0) cannot be edited nor disabled; a disabled clerk cannot sign in until re-enabled.
 *
 * Adding one: send the SMS code (`sms-code`), check it (`check`: `exist` = the number is a platform account),
 * then `old` (that account joins) or `new` (a new account with a user name and password).
 */
import { md5 } from 'js-md5';
import { db } from '../../../db/store';
import type { SellerRecord } from '../../../db/types';
import { badParam, business, notFound, text as bilingual } from '../../../lib/errors';
import { placeholderImage } from '../../../lib/images';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches, str } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { toId } from '../../../lib/json';
import { newId } from '../db';
import { email, fieldError, md5Hex, mobileNumber, pattern, type Fields } from '../lib/fields';
import { callerShop, input } from '../lib/request';
import { accountByMobile, assertCanJoin, isUsernameTaken } from './accounts';
import { assertVerified, sendCode, useVerification, verifyCode } from './sms';

const CLERK = bilingual('店员', 'Clerk');

/** A member's demo password (every demo password is 123456). */
const MEMBER_PASSWORD_MD5 = md5('123456');

/** UI61 `shopAssistant.vue`: 2–20 Chinese characters, letters, digits or _, not digits only. */
const USERNAME = /^(?![0-9]+$)[\u4e00-\u9fa5_0-9A-Za-z]{2,20}$/;

function ownClerk(ctx: Ctx, id: string): SellerRecord {
  const clerk = db().sellers.all().find((s) => s.clerk_id === id && s.shop_id === ctx.session.shopId);
  if (!clerk) throw notFound(CLERK, id);
  return clerk;
}

/** `ClerkShowVO`. */
function clerkView(s: SellerRecord) {
  const role = s.role_id === '0' ? undefined : db().roles.get(s.role_id);
  const english = role ? role.__en?.role_name : 'Super administrator';
  return {
    clerk_id: s.clerk_id,
    uname: s.username,
    mobile: s.mobile,
    email: s.email,
    role: role ? role.role_name : '超级管理员',
    role_id: s.role_id,
    member_id: s.uid,
    shop_id: s.shop_id,
    founder: s.founder,
    user_state: s.user_state,
    create_time: s.create_time,
    __en: english ? { role: english } : {},
  };
}

/** The role of a clerk: one of the shop's roles; role 0 belongs to the founder alone. */
function clerkRole(ctx: Ctx, f: Fields): string {
  const id = toId(f.role_id);
  if (!id) throw fieldError('role_id', '所属角色', '不能为空', 'is required');
  if (id === '0') throw business('超级管理员只能是店主', 'role 0 (super administrator) is the owner’s alone', 'E136');
  const role = db().roles.get(id);
  if (!role || role.shop_id !== ctx.session.shopId) throw fieldError('role_id', '所属角色', `不存在：${id}`, `names no role of the shop: ${id}`);
  return id;
}

const mobileOf = (value: unknown) => mobileNumber(value, 'mobile', '手机号码');

/** The state rules of a clerk: the founder is never changed; disable and re-enable only from the other state. */
function assertChangeable(clerk: SellerRecord, action: 'edit' | 'disable' | 'recover'): void {
  if (clerk.founder === 1) throw business('店主不能被编辑或禁用', 'the shop owner cannot be edited nor disabled', 'E136');
  if (action === 'disable' && clerk.user_state === -1) throw business('店员已被禁用', 'the clerk is already disabled', 'E137');
  if (action === 'recover' && clerk.user_state === 0) throw business('店员未被禁用，无需恢复', 'the clerk is not disabled', 'E138');
}

/** 400 when a field the account owns (user name, mobile) is sent with another value: they are not edited here. */
function assertUnchanged(f: Fields, key: 'uname' | 'mobile', current: string): void {
  const value = str(f[key]).trim();
  if (!value) return;
  const sent = key === 'mobile' ? mobileOf(value) : value;
  if (sent !== current) throw fieldError(key, key === 'uname' ? '用户名' : '手机号码', '不能修改', 'cannot be changed');
}

export const clerkHandlers = [
  route('get', '*/seller/shops/clerks', (ctx) => {
    const disabled = ctx.query.get('disabled') ?? '';
    if (!['', '0', '-1'].includes(disabled)) throw badParam('店员状态（disabled）只能是 0 或 -1', 'disabled must be 0 or -1');
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = db()
      .sellers.all()
      .filter((s) => s.shop_id === ctx.session.shopId && (disabled === '' || s.user_state === Number(disabled)))
      .filter((s) => matches(keyword, s.username, s.mobile, s.email))
      .sort((a, b) => b.founder - a.founder || Number(a.clerk_id) - Number(b.clerk_id));
    return paginate(rows, ctx.query, clerkView);
  }),

  route('post', '*/seller/shops/clerks/sms-code/:mobile', async (ctx) => {
    const shop = callerShop(ctx);
    sendCode(shop.shop_id, mobileOf(ctx.params.mobile), await input(ctx));
  }),

  route('get', '*/seller/shops/clerks/check/:mobile', (ctx) => {
    const shop = callerShop(ctx);
    const mobile = mobileOf(ctx.params.mobile);
    const code = (ctx.query.get('sms_code') ?? '').trim();
    if (!code) throw badParam('短信验证码（sms_code）不能为空', 'sms_code is required');
    verifyCode(shop.shop_id, mobile, code);
    const account = accountByMobile(mobile);
    if (account) assertCanJoin(account, shop.shop_id);
    return { mobile, result: account ? 'exist' : 'no exist' };
  }),

  /** An existing platform account joins the shop. */
  route('post', '*/seller/shops/clerks/old', async (ctx) => {
    const shop = callerShop(ctx);
    const f = await input(ctx);
    const mobile = mobileOf(f.mobile);
    const roleId = clerkRole(ctx, f);
    assertVerified(shop.shop_id, mobile);
    const account = accountByMobile(mobile);
    if (!account) throw business('该手机号不是平台会员，请添加新账号', 'no platform account has this number: add a new one', 'E148');
    assertCanJoin(account, shop.shop_id);
    const joined = { shop_id: shop.shop_id, clerk_id: newId.clerk(), role_id: roleId, founder: 0, user_state: 0 as const, create_time: nowSeconds() };
    const clerk: SellerRecord =
      'seller' in account
        ? { ...account.seller, ...joined }
        : {
            uid: account.member.member_id,
            username: account.member.uname,
            nickname: account.member.uname,
            face: account.member.face,
            password_md5: MEMBER_PASSWORD_MD5,
            mobile,
            email: '',
            ...joined,
          };
    db().sellers.put(clerk);
    useVerification(shop.shop_id, mobile);
    return clerkView(clerk);
  }),

  /** A new platform account, clerk of the shop. */
  route('post', '*/seller/shops/clerks/new', async (ctx) => {
    const shop = callerShop(ctx);
    const f = await input(ctx);
    const username = pattern(f, 'uname', '用户名', USERNAME, '2–20 letters, digits, _ or Chinese characters, not digits only', { required: true, max: 20 });
    const password = md5Hex(f, 'password', '店员密码');
    const mobile = mobileOf(f.mobile);
    const roleId = clerkRole(ctx, f);
    const address = email(f, 'email', '邮箱地址', true);
    assertVerified(shop.shop_id, mobile);
    if (accountByMobile(mobile)) throw business('该手机号已注册，请添加为老会员', 'the number has an account already: add it as an existing member', 'E149');
    if (isUsernameTaken(username)) throw business(`用户名已存在：${username}`, `the user name is taken: ${username}`, 'E150');
    const clerk: SellerRecord = {
      uid: newId.member(),
      username,
      nickname: username,
      face: placeholderImage('#16A085', username.slice(0, 1).toUpperCase()),
      password_md5: password,
      mobile,
      email: address,
      shop_id: shop.shop_id,
      clerk_id: newId.clerk(),
      role_id: roleId,
      founder: 0,
      user_state: 0,
      create_time: nowSeconds(),
    };
    db().sellers.put(clerk);
    useVerification(shop.shop_id, mobile);
    return clerkView(clerk);
  }),

  /** Role, e-mail and (optionally) password; the user name and the mobile belong to the account. */
  route('put', '*/seller/shops/clerks/:id', async (ctx) => {
    const clerk = ownClerk(ctx, ctx.params.id);
    assertChangeable(clerk, 'edit');
    const f = await input(ctx);
    assertUnchanged(f, 'uname', clerk.username);
    assertUnchanged(f, 'mobile', clerk.mobile);
    const next: SellerRecord = {
      ...clerk,
      email: email(f, 'email', '邮箱地址', true),
      role_id: clerkRole(ctx, f),
      password_md5: str(f.password).trim() ? md5Hex(f, 'password', '店员密码') : clerk.password_md5,
    };
    db().sellers.put(next);
    return clerkView(next);
  }),

  /** Disables the clerk (the original's "delete"): it can no longer sign in. */
  route('delete', '*/seller/shops/clerks/:id', (ctx) => {
    const clerk = ownClerk(ctx, ctx.params.id);
    assertChangeable(clerk, 'disable');
    db().sellers.put({ ...clerk, user_state: -1 });
  }),

  route('put', '*/seller/shops/clerks/:id/recovery', (ctx) => {
    const clerk = ownClerk(ctx, ctx.params.id);
    assertChangeable(clerk, 'recover');
    db().sellers.put({ ...clerk, user_state: 0 });
  }),
];
