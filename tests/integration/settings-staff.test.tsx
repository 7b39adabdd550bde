import { screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();

const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15000 })).closest('tr') as HTMLElement;
const form = (body: string) => new URLSearchParams(body);
const field = (root: HTMLElement, key: string) => root.querySelector<HTMLElement>(`[data-field="${key}"]`)!;
/** A field's input, once there (the mobile input loads with the first form that shows one). */
const inputOf = (root: HTMLElement, key: string) =>
  waitFor(() => {
    const input = field(root, key).querySelector('input');
    expect(input).not.toBeNull();
    return input!;
  });
const choose = async (user: ReturnType<typeof import('@testing-library/user-event').default.setup>, root: HTMLElement, option: string) => {
  await user.click(within(root).getByRole('combobox'));
  await user.click(await screen.findByTitle(option));
};

describe('staff (api reference §8.6)', () => {
  it('lists by state and keyword; the owner offers nothing, an active clerk edit and disable', async () => {
    const { user, location } = await renderRoute('/setting/shop-assistant');
    const owner = await rowOf('owner');
    expect(within(owner).getByText('店主')).toBeInTheDocument();
    expect(within(owner).queryAllByRole('button')).toHaveLength(0);
    const ops = await rowOf('ops');
    expect(within(ops).getByRole('button', { name: /^修\s*改$/ })).toBeInTheDocument();
    expect(within(ops).getByRole('button', { name: /^禁\s*用$/ })).toBeInTheDocument();
    expect(lastRequestTo('/seller/shops/clerks').url.searchParams.get('disabled')).toBe('0');

    await user.click(screen.getByRole('tab', { name: '已禁用' }));
    const intern = await rowOf('intern');
    expect(lastRequestTo('/seller/shops/clerks').url.searchParams.get('disabled')).toBe('-1');
    await user.click(within(intern).getByRole('button', { name: /^恢\s*复$/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/clerks/8/recovery', 'PUT')).toHaveLength(1));

    await user.type(await inputNamed('keyword'), 'ops');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(location()).toContain('keyword=ops'));
    await waitFor(() => expect(lastRequestTo('/seller/shops/clerks').url.searchParams.get('keyword')).toBe('ops'));
  });

  it("changes a clerk's role; a password only when typed, as MD5", async () => {
    const { user } = await renderRoute('/setting/shop-assistant');
    await user.click(within(await rowOf('ops')).getByRole('button', { name: /^修\s*改$/ }));
    const dialog = await screen.findByTestId('action-form-edit');
    await choose(user, field(dialog, 'role_id'), '客服专员');
    await user.type(field(dialog, 'password').querySelector('input')!, '12');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('密码应为 6 到 20 位字母、数字或 !#$%^&*.~,')).toBeInTheDocument();
    await user.type(field(dialog, 'password').querySelector('input')!, '34#a');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/clerks/7', 'PUT')).toHaveLength(1));
    const body = form(lastRequestTo('/seller/shops/clerks/7', 'PUT').body);
    expect(body.get('role_id')).toBe('2');
    expect(body.get('password')).toBe(md5('1234#a'));
    expect(await within(await rowOf('ops')).findByText('客服专员')).toBeInTheDocument();
  });

  it('disables a clerk after asking', async () => {
    const { user } = await renderRoute('/setting/shop-assistant');
    await user.click(within(await rowOf('ops')).getByRole('button', { name: /^禁\s*用$/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/clerks/7', 'DELETE')).toHaveLength(1));
  });

  /** The number check of the add dialog: mobile, captcha, SMS code. */
  async function verify(user: Awaited<ReturnType<typeof renderRoute>>['user'], mobile: string) {
    await rowOf('owner');
    await user.click(await screen.findByRole('button', { name: /添加店员/ }));
    const dialog = await screen.findByTestId('add-clerk');
    await user.type(await inputOf(dialog, 'mobile'), mobile);
    await user.click(within(dialog).getByTestId('send-sms'));
    expect(await within(dialog).findByText('请输入图片验证码')).toBeInTheDocument();
    await user.type(field(dialog, 'captcha').querySelector('input')!, '1234');
    await user.click(within(dialog).getByTestId('send-sms'));
    await waitFor(() => expect(requestsTo(`/seller/shops/clerks/sms-code/${mobile}`, 'POST')).toHaveLength(1));
    const sent = form(lastRequestTo(`/seller/shops/clerks/sms-code/${mobile}`, 'POST').body);
    expect([sent.get('mobile'), sent.get('captcha'), sent.get('scene')]).toEqual([mobile, '1234', 'ADD_CLERK']);
    expect(sent.get('uuid')).toBeTruthy();
    await user.type(field(dialog, 'sms_code').querySelector('input')!, '123456');
    await user.click(within(dialog).getByTestId('add-clerk-check'));
    await waitFor(() => expect(lastRequestTo(`/seller/shops/clerks/check/${mobile}`).url.searchParams.get('sms_code')).toBe('123456'));
    return dialog;
  }

  it('adds an existing platform member by mobile after the captcha and SMS code', async () => {
    const { user } = await renderRoute('/setting/shop-assistant');
    const dialog = await verify(user, '13632967042');
    expect(await within(dialog).findByText(/已是平台会员/)).toBeInTheDocument();
    await choose(user, field(dialog, 'role_id'), '运营主管');
    await user.click(within(dialog).getByTestId('add-clerk-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/clerks/old', 'POST')).toHaveLength(1));
    expect(form(lastRequestTo('/seller/shops/clerks/old', 'POST').body).get('role_id')).toBe('1');
    await waitFor(() => expect(screen.queryByTestId('add-clerk')).toBeNull());
  });

  it('makes a new account for a number no member has; a wrong SMS code is refused and nothing typed is lost', async () => {
    const { user } = await renderRoute('/setting/shop-assistant');
    const mobile = '13912345678';
    await rowOf('owner');
    await user.click(await screen.findByRole('button', { name: /添加店员/ }));
    const first = await screen.findByTestId('add-clerk');
    await user.type(await inputOf(first, 'mobile'), mobile);
    await user.type(field(first, 'captcha').querySelector('input')!, '1234');
    await user.click(within(first).getByTestId('send-sms'));
    await user.type(field(first, 'sms_code').querySelector('input')!, '654321');
    await user.click(within(first).getByTestId('add-clerk-check'));
    await waitFor(() => expect(toasts).toContain('短信验证码错误'));
    expect(field(first, 'mobile').querySelector('input')!.value).toBe(mobile);
    expect(within(first).getByTestId('add-clerk-check')).toBeInTheDocument();
  });

  it('creates a new account: user name, password by its rule (sent as MD5), e-mail, role', async () => {
    const { user } = await renderRoute('/setting/shop-assistant');
    const mobile = '13912345678';
    const dialog = await verify(user, mobile);
    expect(await within(dialog).findByText(/还不是平台会员/)).toBeInTheDocument();
    await user.type(field(dialog, 'uname').querySelector('input')!, '12345');
    await user.type(field(dialog, 'password').querySelector('input')!, 'abc');
    await user.click(within(dialog).getByTestId('add-clerk-save'));
    expect(await within(dialog).findByText('用户名应为 2 到 20 位汉字、字母、数字或下划线，且不能全为数字')).toBeInTheDocument();
    expect(await within(dialog).findByText('密码应为 6 到 20 位字母、数字或 !#$%^&*.~,')).toBeInTheDocument();
    await user.clear(field(dialog, 'uname').querySelector('input')!);
    await user.type(field(dialog, 'uname').querySelector('input')!, 'newbie');
    await user.type(field(dialog, 'password').querySelector('input')!, '#123');
    await user.type(field(dialog, 'email').querySelector('input')!, 'newbie@example.com');
    await choose(user, field(dialog, 'role_id'), '客服专员');
    await user.click(within(dialog).getByTestId('add-clerk-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/clerks/new', 'POST')).toHaveLength(1));
    const body = form(lastRequestTo('/seller/shops/clerks/new', 'POST').body);
    expect(Object.fromEntries(body)).toEqual({ uname: 'newbie', password: md5('abc#123'), mobile, role_id: '2', email: 'newbie@example.com' });
    expect(await screen.findByText('newbie')).toBeInTheDocument();
  });
});
