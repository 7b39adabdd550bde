import { screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

/** The form item of a field (its Form.Item carries the field's key). */
const item = (key: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!found) throw new Error(`no field ${key}`);
    return found;
  });
const input = async (key: string) => (await item(key)).querySelector<HTMLInputElement>('input, textarea')!;
const form = (body: string) => new URLSearchParams(body);
const save = () => screen.getByTestId('settings-save');

describe('shop settings (api reference §8.1)', () => {
  it('shows the shop detail, sends the whole form with regions and categories, and the sidebar follows at once', async () => {
    const { user } = await renderRoute('/setting/shop-setting');
    const name = await input('shop_name');
    await waitFor(() => expect(name.value).toBe('晨光数码旗舰店'));
    expect(await within(await item('shop_region')).findByText(/广东省/)).toBeInTheDocument();
    expect(await screen.findByTestId('shop-grade')).toHaveTextContent('银牌店铺');
    // Business categories: the platform's top categories as checkboxes, 1–3 checked.
    const categories = await item('goods_management_category');
    await waitFor(() => expect(within(categories).getAllByRole('checkbox', { checked: true }).length).toBeGreaterThan(0));

    await user.clear(name);
    await user.type(name, '晨光数码新店');
    await user.click(save());
    await waitFor(() => expect(requestsTo('/seller/shops/edit', 'PUT')).toHaveLength(1));
    const body = form(lastRequestTo('/seller/shops/edit', 'PUT').body);
    expect(body.get('shop_name')).toBe('晨光数码新店');
    expect(body.get('goods_management_category')).toBe('1,2,3');
    expect(body.get('licence_end')).toBe('0');
    expect(JSON.parse(body.get('shop_region')!)).toMatchObject({ region_type: 0, country_code: 'CN' });
    expect(JSON.parse(body.get('license_region')!).region_type).toBe(0);
    await waitFor(() => expect(screen.getByTestId('shop-brand')).toHaveTextContent('晨光数码新店'));
  });

  it("blocks on what the contract states (a blank shop name: spec §5's non-blank rule), warns on the rest and sends it", async () => {
    const { user } = await renderRoute('/setting/shop-setting');
    const name = await input('shop_name');
    await waitFor(() => expect(name.value).not.toBe(''));
    const typedName = name.value;
    await user.clear(name);
    await user.type(await input('legal_id'), 'x');
    await user.click(save());
    expect(await within(await item('shop_name')).findByText('请输入店铺名称')).toHaveClass('ant-form-item-explain-error');
    // The reference (§8.1) states no ID-number format: a warning at the field, never a stop.
    expect(await within(await item('legal_id')).findByText('请输入正确的身份证号（15 或 18 位）')).toHaveClass('ant-form-item-explain-warning');
    expect(requestsTo('/seller/shops/edit', 'PUT')).toHaveLength(0);

    await user.type(name, typedName);
    await user.click(save());
    await waitFor(() => expect(requestsTo('/seller/shops/edit', 'PUT')).toHaveLength(1));
    expect(form(lastRequestTo('/seller/shops/edit', 'PUT').body).get('legal_id')).toMatch(/x$/);
  });

  it("puts the server's validation error at the field it names", async () => {
    server.use(mock.put('*/seller/shops/edit', () => HttpResponse.json({ code: '004', message: '公司名称（company_name）不能为空' }, { status: 400 })));
    const { user } = await renderRoute('/setting/shop-setting');
    await waitFor(async () => expect((await input('shop_name')).value).not.toBe(''));
    await user.click(save());
    // The body key in brackets is the server's, not the seller's: the field says its label only.
    expect(await within(await item('company_name')).findByText('公司名称不能为空')).toBeInTheDocument();
  });

  it('opens the grade application from the shop settings', async () => {
    const { user, location } = await renderRoute('/setting/shop-setting');
    await user.click(await within(await screen.findByTestId('shop-grade')).findByRole('button', { name: '店铺等级与申请' }));
    await waitFor(() => expect(location()).toBe('/setting/grade-application'));
  });
});

describe('stock warning (api reference §8.3)', () => {
  it('takes a required positive whole number', async () => {
    const { user } = await renderRoute('/setting/goods-warning');
    const count = await input('warning_count');
    await waitFor(() => expect(count.value).toBe('5'));
    await user.clear(count);
    await user.click(save());
    expect(await screen.findByText('请输入库存预警值')).toBeInTheDocument();
    await user.type(count, '0');
    expect(await screen.findByText('库存预警值应在1到99999999之间')).toBeInTheDocument();
    expect(requestsTo('/seller/shops/warning-counts', 'PUT')).toHaveLength(0);
  });

  it('saves the threshold, and the low-stock list and its header follow it at once', async () => {
    const { user, navigate } = await renderRoute('/goods/understock');
    expect(await screen.findByTestId('warning-threshold')).toHaveTextContent('不高于 5 件');
    const before = requestsTo('/seller/goods/warning').length;
    await navigate('/setting/goods-warning');
    const count = await input('warning_count');
    await waitFor(() => expect(count.value).toBe('5'));
    await user.clear(count);
    await user.type(count, '12');
    await user.click(save());
    await waitFor(() => expect(form(lastRequestTo('/seller/shops/warning-counts', 'PUT').body).get('warning_count')).toBe('12'));
    await navigate('/goods/understock');
    await waitFor(() => expect(screen.getAllByTestId('warning-threshold').some((el) => el.textContent?.includes('不高于 12 件'))).toBe(true));
    await waitFor(() => expect(requestsTo('/seller/goods/warning').length).toBeGreaterThan(before));
  });
});

describe('invoice settings (api reference §8.3)', () => {
  it('sends the three invoice types as 0/1', async () => {
    const { user } = await renderRoute('/setting/invoice-settings');
    const special = within(await item('tax_receipt_status')).getByRole('switch');
    await waitFor(() => expect(special).toBeChecked());
    await user.click(special);
    await user.click(save());
    await waitFor(() => expect(requestsTo('/seller/shops/receipt', 'PUT')).toHaveLength(1));
    const body = form(lastRequestTo('/seller/shops/receipt', 'PUT').body);
    expect([body.get('ordin_receipt_status'), body.get('elec_receipt_status'), body.get('tax_receipt_status')]).toEqual(['1', '1', '0']);
  });
});

describe('redeem password (api reference §8.3)', () => {
  it('says what it is for, checks 6 letters or digits typed twice, and sends the MD5', async () => {
    const { user } = await renderRoute('/setting/password-settings');
    expect(await screen.findByText(/核销密码用于虚拟商品/)).toBeInTheDocument();
    const password = await input('redeem_password');
    const confirm = await input('confirm_password');
    await user.type(password, 'ab12');
    await user.type(confirm, 'ab12');
    await user.click(save());
    expect(await screen.findByText('核销密码应为 6 位字母或数字')).toBeInTheDocument();
    await user.type(password, '34');
    await user.type(confirm, '35');
    await user.click(save());
    expect(await screen.findByText('两次输入的核销密码不一致')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'ab1234');
    await user.click(save());
    await waitFor(() => expect(requestsTo('/seller/shops/redeem-password', 'PUT')).toHaveLength(1));
    expect(form(lastRequestTo('/seller/shops/redeem-password', 'PUT').body).get('redeem_password')).toBe(md5('ab1234'));
    await waitFor(() => expect(password.value).toBe(''));
  });
});
