// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Company {
  id: number;
  name: string;
  is_waybill: number;
  disabled: 'OPEN' | 'CLOSE';
  form_items: { name: string; code: string }[];
}

interface Setting {
  logistics_company_do: Company;
  open: boolean;
  shop_logistics_setting: { config: string } | null;
  text_fields: { code: string; value: string }[];
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const all = async (as = token) => (await call<Setting[]>('seller/shops/logi-companies', { token: as })).data;
const enabled = async (as = token) => (await call<Setting[]>('seller/shops/logi-companies/enabled', { token: as })).data;
const ids = (rows: Setting[]) => rows.map((r) => r.logistics_company_do.id);

describe('logistics companies', () => {
  it("lists the platform's companies with this shop's state; enabled is a bare array of the usable ones", async () => {
    const list = await all();
    expect(list.length).toBe(11);
    expect(list.some((r) => r.logistics_company_do.disabled === 'CLOSE')).toBe(true);
    const on = await enabled();
    expect(Array.isArray(on)).toBe(true);
    expect(ids(on)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(list.filter((r) => r.open).map((r) => r.logistics_company_do.id)).toEqual(ids(on));
    const sf = list[0];
    expect(sf.logistics_company_do).toMatchObject({ id: 1, name: '顺丰速运', code: 'SF', is_waybill: 1, delete_status: 'NORMAL' });
    expect(sf.shop_logistics_setting).not.toBeNull();
    expect(sf.text_fields.map((f) => f.code)).toEqual(['customer_name', 'customer_pwd', 'month_code']);
    const english = await call<Setting[]>('seller/shops/logi-companies', { token, language: 'en-US' });
    expect(english.data[0].logistics_company_do.name).toBe('SF Express');
  });

  it('enables and disables a company; shipping follows the enabled set', async () => {
    expect((await call('seller/shops/logi-companies/5', { method: 'POST', token })).status).toBe(200);
    expect(ids(await enabled())).toContain(5);
    const order = (await call<Page<{ sn: string; order_operate_allowable_vo: { allow_ship: boolean } }>>('seller/trade/orders?order_status=WAIT_SHIP&payment_type=ONLINE&page_size=100', { token })).data.data.find(
      (r) => r.order_operate_allowable_vo.allow_ship,
    ) as { sn: string };
    expect((await call('seller/shops/logi-companies/1', { method: 'DELETE', token })).status).toBe(200);
    expect(ids(await enabled())).not.toContain(1);
    const refused = await call<{ message: string }>(`seller/trade/orders/${order.sn}/delivery`, { method: 'POST', token, form: { ship_no: 'SF1', logi_id: '1' } });
    expect(refused.status).toBe(500);
    const shipped = await call(`seller/trade/orders/${order.sn}/delivery`, { method: 'POST', token, form: { ship_no: 'ST1', logi_id: '5' } });
    expect(shipped.status, shipped.text).toBe(200);
  });

  it('a company the platform closed cannot be enabled; an unknown one is a 404', async () => {
    const closed = await call<{ message: string }>('seller/shops/logi-companies/10', { method: 'POST', token });
    expect(closed.status).toBe(500);
    expect(closed.data.message).toContain('平台关闭');
    expect(ids(await enabled())).not.toContain(10);
    expect((await call('seller/shops/logi-companies/999', { method: 'POST', token })).status).toBe(404);
    expect((await call('seller/shops/logi-companies/999', { method: 'DELETE', token })).status).toBe(404);
  });

  it("each shop has its own enabled set", async () => {
    const supplier = await login('supplier');
    expect(ids(await enabled(supplier))).toEqual([1, 2, 5]);
    await call('seller/shops/logi-companies/8', { method: 'POST', token: supplier });
    expect(ids(await enabled())).not.toContain(8);
  });
});

describe('e-waybill settings', () => {
  it('saves the waybill account of an e-waybill company; every field is required', async () => {
    const saved = await call('seller/shops/logi-companies/setting/3', { method: 'POST', token, json: { customer_name: 'YT001', customer_pwd: 'secret', send_site: 'SZ01' } });
    expect(saved.status, saved.text).toBe(200);
    const yto = (await all()).find((r) => r.logistics_company_do.id === 3) as Setting;
    expect(JSON.parse(yto.shop_logistics_setting?.config ?? '{}')).toEqual({ customer_name: 'YT001', customer_pwd: 'secret', send_site: 'SZ01' });
    const asList = await call('seller/shops/logi-companies/setting/3', { method: 'POST', token, json: [{ code: 'customer_name', value: 'A' }, { code: 'customer_pwd', value: 'B' }, { code: 'send_site', value: 'C' }] });
    expect(asList.status).toBe(200);
    const missing = await call<{ message: string }>('seller/shops/logi-companies/setting/3', { method: 'POST', token, json: { customer_name: 'YT001' } });
    expect(missing.status).toBe(400);
    expect(missing.data.message).toContain('customer_pwd');
    const noWaybill = await call('seller/shops/logi-companies/setting/7', { method: 'POST', token, json: {} });
    expect(noWaybill.status).toBe(500);
  });

  it('keeps the Cainiao print component address', async () => {
    expect((await call<{ ip: string; port: number }>('seller/shops/logi-companies/waybill/cainiao', { token })).data).toEqual({ token: '', ip: '127.0.0.1', port: 13528 });
    const saved = await call('seller/shops/logi-companies/waybill/cainiao', { method: 'POST', token, form: { token: 'abc', ip: '192.168.1.10', port: '13529' } });
    expect(saved.data).toEqual({ token: 'abc', ip: '192.168.1.10', port: 13529 });
    expect((await call('seller/shops/logi-companies/waybill/cainiao', { token })).data).toEqual({ token: 'abc', ip: '192.168.1.10', port: 13529 });
    expect((await call('seller/shops/logi-companies/waybill/cainiao', { method: 'POST', token, form: { ip: '1.2.3.4', port: '70000' } })).status).toBe(400);
    expect((await call('seller/shops/logi-companies/waybill/cainiao', { method: 'POST', token, form: { port: '1' } })).status).toBe(400);
  });

  it('lists the print templates of the enabled e-waybill companies and keeps the chosen one', async () => {
    type Template = { logistics_company_do: Company; template_list: { url: string }[]; template_url: string };
    const list = (await call<Template[]>('seller/shops/logi-cainiao-template', { token })).data;
    expect(list.map((t) => t.logistics_company_do.id)).toEqual([1, 2, 3, 4, 6]);
    const yto = list[2];
    const second = yto.template_list[1].url;
    expect((await call(`seller/shops/logi-cainiao-template/3?template_url=${encodeURIComponent(second)}`, { method: 'POST', token })).status).toBe(200);
    expect((await call<Template[]>('seller/shops/logi-cainiao-template', { token })).data[2].template_url).toBe(second);
    expect((await call('seller/shops/logi-cainiao-template/3', { method: 'POST', token, json: { template_url: 'https://elsewhere' } })).status).toBe(400);
    expect((await call('seller/shops/logi-cainiao-template/3', { method: 'POST', token })).status).toBe(400);
    expect((await call(`seller/shops/logi-cainiao-template/5?template_url=x`, { method: 'POST', token })).status).toBe(500);
  });
});
