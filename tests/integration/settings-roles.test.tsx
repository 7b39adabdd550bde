import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkedOfMenus, type RoleMenu } from '@/resources/setting/permission-tree';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15000 })).closest('tr') as HTMLElement;
const field = (key: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!found) throw new Error(`no field ${key}`);
    return found;
  });
/** The checkbox of a permission in the tree. */
const box = (name: string) => document.querySelector(`[data-permission="${name}"]`)!.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const isChecked = (name: string) => box(name).classList.contains('ant-tree-checkbox-checked');
const sentMenus = (method: 'POST' | 'PUT', path: string) => (JSON.parse(lastRequestTo(path, method).body) as { menus: RoleMenu[] }).menus;

describe('roles (api reference §8.7)', () => {
  it('lists the roles; add opens a new role, permissions a role, delete asks first', async () => {
    const { user, location, navigate } = await renderRoute('/setting/role-manage');
    const finance = await rowOf('财务');
    await user.click(within(finance).getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/roles/4', 'DELETE')).toHaveLength(1));
    await user.click(within(await rowOf('客服专员')).getByRole('button', { name: '权限设置' }));
    await waitFor(() => expect(location()).toBe('/setting/role-permission/2'));
    await navigate('/setting/role-manage');
    await user.click(await screen.findByRole('button', { name: /新增角色/ }));
    await waitFor(() => expect(location()).toBe('/setting/role-permission/0'));
    expect(await screen.findByTestId('form-create')).toBeInTheDocument();
  });

  it('creates a role from the tree: hidden screens always checked, an order list checks the export records, saved as the menus tree', async () => {
    const { user, location } = await renderRoute('/setting/role-permission/0');
    await waitFor(() => expect(box('goodsList')).toBeTruthy(), { timeout: 15000 });
    // Every screen with its title and permission name; hidden ones checked and locked.
    expect(document.querySelector('[data-permission="orderDetail"]')).toHaveTextContent('订单详情orderDetail');
    expect(isChecked('orderDetail')).toBe(true);
    expect(box('orderDetail').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    await user.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('请输入角色名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入角色权限')).toBeInTheDocument();

    await user.type((await field('role_name')).querySelector('input')!, '商品专员');
    await user.click(box('goodsList'));
    await user.click(box('orderList'));
    await waitFor(() => expect(isChecked('deriveRecord')).toBe(true));
    expect(document.querySelector('[data-permission="deriveRecord"]')).toHaveTextContent('随「订单列表」开放');
    await user.click(box('orderList'));
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/roles', 'POST')).toHaveLength(1));
    const body = JSON.parse(lastRequestTo('/seller/shops/roles', 'POST').body) as { role_name: string; menus: RoleMenu[] };
    expect(body.role_name).toBe('商品专员');
    const checked = checkedOfMenus(body.menus);
    expect(checked).toEqual(expect.arrayContaining(['goods', 'goodsList', 'goodPublish', 'orderDetail', 'deriveRecord']));
    expect(checked).not.toContain('orderList');
    expect(checked).not.toContain('order');
    expect(body.menus[0]).toMatchObject({ title: '商品', identifier: 'goods', checked: true, auth_regular: '/seller/goods.*' });
    await waitFor(() => expect(location()).toBe('/setting/role-manage'), { timeout: 15000 });
    expect(await rowOf('商品专员')).toBeInTheDocument();
  }, 180_000);

  it("edits a role's name and keeps its tree as it came when the tree is not touched", async () => {
    const { user } = await renderRoute('/setting/role-permission/2');
    const name = (await field('role_name')).querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('客服专员'), { timeout: 15000 });
    await waitFor(() => expect(isChecked('serviceList')).toBe(true));
    expect(isChecked('specManage')).toBe(false);
    await user.clear(name);
    await user.type(name, '客服');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/roles/2', 'PUT')).toHaveLength(1));
    const seeded = (await (await fetch('http://localhost/seller/shops/roles/2', { headers: lastRequestTo('/seller/shops/roles/2', 'PUT').request.headers })).json()) as { menus: RoleMenu[] };
    expect(sentMenus('PUT', '/seller/shops/roles/2')).toEqual(seeded.menus);
  }, 120_000);

  it('takes numeric ids only: any other id is not a page', async () => {
    const { location } = await renderRoute('/setting/role-permission/abc');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('refuses the role editor to a role without the role list, and a hidden route to a role without its entry', async () => {
    const { location } = await renderRoute('/setting/role-permission/2', { permissions: ['goodsList', 'rolePermission', 'pickupPointEdit'] });
    await waitFor(() => expect(toasts.length + document.querySelectorAll('.ant-message-notice').length).toBeGreaterThan(0));
    await waitFor(() => expect(location()).not.toContain('role-permission'));
    expect(screen.queryByTestId('form-edit')).toBeNull();
  });
});
