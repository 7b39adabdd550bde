// @vitest-environment node
import { md5 } from 'js-md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SMS_CODE } from '../../src/mocks/areas/settings/staff/sms';
import { MEMBERS } from '../../src/mocks/db/seed/members';
import { call, login, loginQuery, startDemoServer, type LoginBody, type Page } from './support';

startDemoServer();

interface Clerk {
  clerk_id: number;
  uname: string;
  mobile: string;
  email: string;
  role: string;
  role_id: number;
  member_id: number;
  shop_id: number;
  founder: number;
  user_state: number;
}
interface ErrorBody {
  code: string;
  message: string;
}

/** Clerk ids of the owner's shop: the owner (founder), staff (role 2), ops (role 1), intern (disabled). */
const CLERK = { owner: 1, staff: 2, ops: 7, intern: 8 } as const;
const NEW_MOBILE = '13700001234';

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const clerks = async (query = '', as = token) => (await call<Page<Clerk>>(`seller/shops/clerks?page_size=50&${query}`, { token: as })).data;
const sendCode = (mobile: string, form: Record<string, string> = { captcha: '1234', uuid: 'u-1', scene: 'ADD_CLERK' }, as = token) =>
  call<ErrorBody>(`seller/shops/clerks/sms-code/${mobile}`, { method: 'POST', token: as, form });
const check = (mobile: string, code = DEMO_SMS_CODE, as = token) =>
  call<{ mobile: string; result: string } & ErrorBody>(`seller/shops/clerks/check/${mobile}?sms_code=${code}`, { token: as });
const verify = async (mobile: string, as = token) => {
  expect((await sendCode(mobile, undefined, as)).status).toBe(200);
  return check(mobile, DEMO_SMS_CODE, as);
};
const addNew = (form: Record<string, string>, as = token) => call<Clerk & ErrorBody>('seller/shops/clerks/new', { method: 'POST', token: as, form });
const addOld = (form: Record<string, string>, as = token) => call<Clerk & ErrorBody>('seller/shops/clerks/old', { method: 'POST', token: as, form });
const newClerkForm = (changes: Record<string, string> = {}) => ({ uname: 'newbie', password: md5('abc#123'), mobile: NEW_MOBILE, role_id: '2', email: 'newbie@example.com', ...changes });
const signIn = (username: string, password: string) => call<LoginBody & ErrorBody>(loginQuery(username, password));
const checked = async (as: string, roleId: number) => (await call<string[]>(`seller/shops/roles/${roleId}/checked`, { token: as })).data;

describe('staff list (8.6)', () => {
  it('lists ClerkShowVO rows by state', async () => {
    const all = await clerks();
    expect(all.data.map((c) => c.clerk_id)).toEqual([1, 2, 7, 8]);
    expect(all.data[0]).toMatchObject({ uname: 'owner', founder: 1, role_id: 0, role: '超级管理员', user_state: 0, shop_id: 1, member_id: 1 });
    expect(all.data[1]).toMatchObject({ uname: 'staff', role: '客服专员', role_id: 2, founder: 0, mobile: '13800138001', email: 'staff@demo.example.com' });
    expect((await clerks('disabled=0')).data.map((c) => c.uname)).toEqual(['owner', 'staff', 'ops']);
    expect((await clerks('disabled=-1')).data.map((c) => c.uname)).toEqual(['intern']);
    expect((await call<Page<Clerk>>('seller/shops/clerks', { token, language: 'en-US' })).data.data[1].role).toBe('Customer-service clerk');
  });

  it('searches user name, mobile and e-mail', async () => {
    expect((await clerks('keyword=op')).data.map((c) => c.uname)).toEqual(['ops']);
    expect((await clerks('keyword=13800138001')).data.map((c) => c.uname)).toEqual(['staff']);
    expect((await clerks('keyword=intern@')).data.map((c) => c.uname)).toEqual(['intern']);
  });

  it('400 for an unknown state', async () => {
    const result = await call<ErrorBody>('seller/shops/clerks?disabled=1', { token });
    expect(result.status).toBe(400);
    expect(result.data.message).toContain('disabled');
  });

  it('a shop sees only its clerks; a clerk of another shop is a 404', async () => {
    expect((await clerks('', await login('supplier'))).data.map((c) => c.uname)).toEqual(['supplier']);
    const result = await call<ErrorBody>('seller/shops/clerks/3', { method: 'DELETE', token });
    expect(result.status).toBe(404);
  });
});

describe('adding staff', () => {
  it('a new account: SMS code, check (no exist), new; it signs in and gets exactly its role’s menus', async () => {
    expect((await verify(NEW_MOBILE)).data).toEqual({ mobile: NEW_MOBILE, result: 'no exist' });
    const added = await addNew(newClerkForm());
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ uname: 'newbie', mobile: NEW_MOBILE, role_id: 2, role: '客服专员', founder: 0, user_state: 0, shop_id: 1 });
    expect((await clerks('keyword=newbie')).data_total).toBe(1);

    for (const username of ['newbie', NEW_MOBILE]) {
      const session = await signIn(username, 'abc#123');
      expect(session.status).toBe(200);
      expect(session.data).toMatchObject({ username: 'newbie', role_id: 2, founder: 0 });
      expect(await checked(session.data.access_token, 2)).toEqual(await checked(token, 2));
      expect((await call<{ shop_id: number }>('seller/shops', { token: session.data.access_token })).data.shop_id).toBe(1);
    }
  });

  it('an existing platform member: check (exist), old; the member signs in with the mobile and the demo password', async () => {
    const member = MEMBERS[0];
    expect((await verify(member.mobile)).data).toEqual({ mobile: member.mobile, result: 'exist' });
    const added = await addOld({ mobile: member.mobile, role_id: '1' });
    expect(added.data).toMatchObject({ uname: member.uname, member_id: Number(member.member_id), role_id: 1, role: '运营主管' });
    const session = await signIn(member.mobile, '123456');
    expect(session.data).toMatchObject({ uid: Number(member.member_id), role_id: 1, founder: 0 });
    const menus = await checked(session.data.access_token, 1);
    expect(menus).toContain('goodsList');
    expect(menus).not.toContain('shopAssistant');
  });

  it('an account without a shop joins with its own sign-in; then it is another shop’s clerk for the supplier', async () => {
    expect((await verify('13800138006')).data.result).toBe('exist');
    expect((await addOld({ mobile: '13800138006', role_id: '2' })).status).toBe(200);
    const session = await signIn('noshop', '123456');
    expect((await call('seller/shops/status', { token: session.data.access_token })).text).toBe('"OPEN"');
    const supplier = await login('supplier');
    await sendCode('13800138006', undefined, supplier);
    const result = await check('13800138006', DEMO_SMS_CODE, supplier);
    expect(result.status).toBe(500);
    expect(result.data).toMatchObject({ code: 'E145' });
  });

  it.each([
    ['the owner of another shop', '13800138002', 'E144'],
    ['a clerk of this shop', '13800138001', 'E146'],
    ['a disabled clerk of this shop', '13800138008', 'E146'],
  ])('check refuses %s (500)', async (_, mobile, code) => {
    await sendCode(mobile);
    const result = await check(mobile);
    expect(result.status).toBe(500);
    expect(result.data.code).toBe(code);
  });

  it('the SMS flow: captcha, code sent, right code, verified number, used once', async () => {
    expect((await sendCode(NEW_MOBILE, { captcha: '9999', uuid: 'u' })).status).toBe(500);
    expect((await sendCode(NEW_MOBILE, { captcha: '1234' })).status).toBe(400);
    expect((await sendCode('12345')).status).toBe(400);
    expect((await check(NEW_MOBILE)).status).toBe(500); // nothing sent
    await sendCode(NEW_MOBILE);
    expect((await check(NEW_MOBILE, '000000')).status).toBe(500);
    expect((await call<ErrorBody>(`seller/shops/clerks/check/${NEW_MOBILE}`, { token })).status).toBe(400);
    expect((await addNew(newClerkForm())).status).toBe(500); // not verified yet
    expect((await check(NEW_MOBILE)).status).toBe(200);
    expect((await addNew(newClerkForm())).status).toBe(200);
    expect((await addNew(newClerkForm({ uname: 'again' }))).data.message).toContain('短信验证');
  });

  it('a code sent for one shop does not verify for another', async () => {
    await sendCode(NEW_MOBILE);
    expect((await check(NEW_MOBILE, DEMO_SMS_CODE, await login('supplier'))).status).toBe(500);
  });

  it.each([
    ['uname', { uname: '' }],
    ['uname', { uname: '12345' }],
    ['uname', { uname: 'a' }],
    ['uname', { uname: 'bad name!' }],
    ['password', { password: 'abc123' }],
    ['mobile', { mobile: '1380013' }],
    ['role_id', { role_id: '' }],
    ['role_id', { role_id: '99' }],
    ['role_id', { role_id: '3' }],
    ['email', { email: '' }],
    ['email', { email: 'nobody' }],
  ])('new: 400 code 004 naming %s', async (key, change) => {
    await verify(NEW_MOBILE);
    const result = await addNew(newClerkForm(change));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining(key) });
    expect((await clerks()).data_total).toBe(4);
  });

  it.each([
    ['role 0 (the owner’s)', newClerkForm({ role_id: '0' }), 'E136'],
    ['a taken user name', newClerkForm({ uname: 'owner' }), 'E150'],
  ])('new: 500 for %s', async (_, form, code) => {
    await verify(NEW_MOBILE);
    const result = await addNew(form);
    expect(result.status).toBe(500);
    expect(result.data.code).toBe(code);
  });

  it('new refuses a number that has an account; old refuses one that has none', async () => {
    const member = MEMBERS[1];
    await verify(member.mobile);
    expect((await addNew(newClerkForm({ mobile: member.mobile }))).data.code).toBe('E149');
    await verify(NEW_MOBILE);
    expect((await addOld({ mobile: NEW_MOBILE, role_id: '2' })).data.code).toBe('E148');
  });
});

describe('editing, disabling and re-enabling staff', () => {
  it('edit changes role, e-mail and password; the clerk signs in with the new password and role', async () => {
    const staff = (await clerks('keyword=staff')).data[0];
    const result = await call<Clerk>(`seller/shops/clerks/${CLERK.staff}`, {
      method: 'PUT',
      token,
      form: { ...Object.fromEntries(Object.entries(staff).map(([k, v]) => [k, String(v)])), role_id: '1', email: 'lin@example.com', password: md5('n3w-pass') },
    });
    expect(result.data).toMatchObject({ role_id: 1, role: '运营主管', email: 'lin@example.com', uname: 'staff' });
    expect((await signIn('staff', '123456')).status).toBe(500);
    expect((await signIn('staff', 'n3w-pass')).data.role_id).toBe(1);
    // no password: it stays
    await call(`seller/shops/clerks/${CLERK.staff}`, { method: 'PUT', token, form: { role_id: '2', email: 'lin@example.com', password: '' } });
    expect((await signIn('staff', 'n3w-pass')).data.role_id).toBe(2);
  });

  it.each([
    ['uname', { uname: 'renamed' }],
    ['mobile', { mobile: '13911112222' }],
    ['email', { email: 'x' }],
    ['role_id', { role_id: '' }],
    ['password', { password: 'plain' }],
  ])('edit: 400 naming %s', async (key, change) => {
    const result = await call<ErrorBody>(`seller/shops/clerks/${CLERK.staff}`, { method: 'PUT', token, form: { role_id: '2', email: 'a@b.cn', uname: 'staff', mobile: '13800138001', ...change } });
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(key);
  });

  const actions = {
    edit: (id: number) => call<ErrorBody>(`seller/shops/clerks/${id}`, { method: 'PUT', token, form: { role_id: '2', email: 'a@b.cn' } }),
    disable: (id: number) => call<ErrorBody>(`seller/shops/clerks/${id}`, { method: 'DELETE', token }),
    recover: (id: number) => call<ErrorBody>(`seller/shops/clerks/${id}/recovery`, { method: 'PUT', token }),
  };

  it.each([
    ['owner (founder)', CLERK.owner, 'edit', 500],
    ['owner (founder)', CLERK.owner, 'disable', 500],
    ['owner (founder)', CLERK.owner, 'recover', 500],
    ['active clerk', CLERK.staff, 'edit', 200],
    ['active clerk', CLERK.staff, 'disable', 200],
    ['active clerk', CLERK.staff, 'recover', 500],
    ['disabled clerk', CLERK.intern, 'edit', 200],
    ['disabled clerk', CLERK.intern, 'disable', 500],
    ['disabled clerk', CLERK.intern, 'recover', 200],
  ] as const)('%s (clerk %i) × %s → %i', async (_, id, action, status) => {
    const before = await clerks();
    const result = await actions[action](id);
    expect(result.status).toBe(status);
    if (status === 500) expect(await clerks()).toEqual(before);
  });

  it('a disabled clerk cannot sign in nor refresh; re-enabled, it can', async () => {
    const intern = await signIn('intern', '123456');
    expect(intern.status).toBe(500);
    expect(intern.data).toMatchObject({ code: 'E124' });
    const staff = (await signIn('staff', '123456')).data;
    await actions.disable(CLERK.staff);
    expect((await signIn('staff', '123456')).data.code).toBe('E124');
    expect((await call<ErrorBody>('seller/check/token', { method: 'POST', form: { refresh_token: staff.refresh_token } })).data.code).toBe('E124');
    await actions.recover(CLERK.staff);
    expect((await signIn('staff', '123456')).status).toBe(200);
  });
});
