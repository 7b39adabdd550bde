// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/mocks';
import { call, login, startDemoServer } from './support';

startDemoServer();

describe('shop status and info', () => {
  it.each([
    ['owner', 'OPEN'],
    ['staff', 'OPEN'],
    ['supplier', 'OPEN'],
    ['closed', 'CLOSED'],
    ['applying', 'APPLYING'],
    ['refused', 'REFUSED'],
    ['noshop', ''],
  ])('%s → %j as a bare JSON string', async (username, status) => {
    const token = await login(username);
    const result = await call('seller/shops/status', { token });
    expect(result.status).toBe(200);
    expect(result.text).toBe(JSON.stringify(status));
  });

  it('every listed demo account can log in', async () => {
    for (const account of DEMO_ACCOUNTS) expect(await login(account.username)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('shop info has the type, logo, margins and warning count', async () => {
    const owner = await call<Record<string, unknown>>('seller/shops', { token: await login('owner') });
    expect(owner.data).toMatchObject({ shop_id: 1, shop_name: '晨光数码旗舰店', shop_type: 'NORMAL', goods_warning_count: 5 });
    expect(owner.data.shop_logo).toMatch(/^data:image\/svg\+xml/);
    expect(owner.data).toHaveProperty('paid_margin');
    expect(owner.data).toHaveProperty('remaining_margin');
    const supplier = await call<Record<string, unknown>>('seller/shops', { token: await login('supplier'), language: 'en-US' });
    expect(supplier.data).toMatchObject({ shop_name: 'Best Supply Chain', shop_type: 'SUPPLIER', shop_logo: '' });
  });
});

describe('role permissions', () => {
  it('lists the checked menus of the staff role, groups with a checked child included, depth first', async () => {
    const token = await login('staff');
    const result = await call('seller/shops/roles/2/checked', { token });
    expect(result.data).toEqual([
      'goods', 'goodsList', 'understock',
      'order', 'orderList', 'commentsManage',
      'operations', 'customer', 'consultation', 'serviceList', 'refundList',
      'backstageTask', 'deriveRecord',
      'chat',
    ]);
  });

  it('404 code 003 for an unknown role or a role of another shop', async () => {
    const token = await login('owner');
    for (const id of ['99', '3']) {
      const result = await call('seller/shops/roles/' + id + '/checked', { token });
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ code: '003' });
    }
  });
});

describe('chat unread count', () => {
  it('answers 120 by default', async () => {
    const result = await call('seller/im/unread-num', { method: 'POST', token: await login('owner') });
    expect(result.text).toBe('120');
  });
});
