// @vitest-environment node
import { md5 } from 'js-md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

type Shop = Record<string, unknown>;

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const detail = async (language?: string) => (await call<Shop>('seller/shops/detail', { token, language })).data;
const info = async (language?: string) => (await call<Shop>('seller/shops', { token, language })).data;

/** The edit form as the console sends it: the detail, every value as form text. */
async function editForm(changes: Record<string, string> = {}): Promise<Record<string, string>> {
  const form = Object.fromEntries(Object.entries(await detail()).map(([k, v]) => [k, String(v)]));
  return { ...form, ...changes };
}

const edit = async (changes: Record<string, string>) => call<{ code: string; message: string }>('seller/shops/edit', { method: 'PUT', token, form: await editForm(changes) });

/** A region id as the region picker finds it, level by level. */
async function regionId(...names: string[]): Promise<number> {
  let id = 0;
  for (const name of names) {
    id = (await call<Array<{ id: number; local_name: string }>>(`base/regions/${id}/children`)).data.find((r) => r.local_name === name)!.id;
  }
  return id;
}

const REGION = (id: number) => JSON.stringify({ region_type: 0, country_code: 'CN', country_name: '中国', internal_region_id: id });

describe('shop info and detail (8.1)', () => {
  it('seller/shops answers the ShopInfoVO fields the console reads, and no secrets', async () => {
    const shop = await info();
    expect(shop).toMatchObject({
      shop_id: 1, shop_name: '晨光数码旗舰店', shop_type: 'NORMAL', shop_disable: 'OPEN', self_operated: 1,
      shop_province: '广东省', shop_city: '深圳市', shop_county: '南山区', shop_town: '粤海街道',
      goods_warning_count: 5, ordin_receipt_status: 1, elec_receipt_status: 1, tax_receipt_status: 1,
      paid_margin: 5000, remaining_margin: 4200.5,
    });
    expect(shop.shop_logo).toMatch(/^data:image\/svg\+xml/);
    expect(shop).not.toHaveProperty('redeem_password');
    expect(shop).not.toHaveProperty('bank_number');
  });

  it('seller/shops/detail answers the company, licence, bank, shop and category fields with region JSON', async () => {
    const shop = await detail();
    const keys = [
      'company_name', 'company_address', 'company_phone', 'company_email', 'employee_num', 'reg_money', 'link_name', 'link_phone',
      'legal_name', 'legal_id', 'legal_img', 'license_num', 'license_add', 'establish_date', 'licence_start', 'licence_end', 'scope',
      'licence_img', 'license_province_id', 'license_province', 'license_city_id', 'license_city', 'license_county_id', 'license_county',
      'license_town_id', 'license_town', 'license_country_code', 'license_country_name', 'bank_account_name', 'bank_number', 'bank_name',
      'bank_img', 'bank_province', 'bank_city', 'bank_county', 'bank_town', 'bank_country_code', 'bank_country_name', 'shop_name',
      'shop_logo', 'shop_desc', 'shop_add', 'shop_province', 'shop_city', 'shop_county', 'shop_town', 'shop_commission',
      'self_operated', 'goods_management_category', 'settlement_day', 'settlement_status', 'shop_disable', 'license_region',
      'bank_region', 'shop_region',
    ];
    expect(Object.keys(shop)).toEqual(expect.arrayContaining(keys));
    expect(shop).toMatchObject({ licence_end: 0, shop_commission: 4.5, goods_management_category: '1,2,3', settlement_status: 'COMPLETE', bank_town: '园岭街道' });
    expect(JSON.parse(String(shop.shop_region))).toEqual({ region_type: 0, country_code: 'CN', country_name: '中国', internal_region_id: Number(shop.shop_town_id) });
    expect(shop).not.toHaveProperty('redeem_password');
    expect(shop).not.toHaveProperty('grade_id');
  });

  it('answers in English where the seed has it', async () => {
    expect(await info('en-US')).toMatchObject({ shop_name: 'Morning Light Digital', shop_province: 'Guangdong' });
    expect(await detail('en-US')).toMatchObject({ company_name: 'Shenzhen Morning Light Digital Technology Co., Ltd.', bank_county: 'Futian' });
  });

  it('404 code 003 for an account without a shop', async () => {
    const noshop = await login('noshop');
    for (const path of ['seller/shops', 'seller/shops/detail']) {
      const result = await call(path, { token: noshop });
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ code: '003' });
    }
  });
});

describe('PUT seller/shops/edit', () => {
  it('saves every field; seller/shops and the detail read the new values back', async () => {
    const wushan = await regionId('广东省', '广州市', '天河区', '五山街道');
    const result = await edit({
      shop_name: '晨光数码官方店',
      company_name: '广州晨光科技有限公司',
      link_phone: '13900001111',
      employee_num: '120',
      reg_money: '800.5',
      shop_region: REGION(wushan),
      shop_add: '五山路 1 号',
      goods_management_category: '1,4',
      settlement_day: '25,5',
      licence_end: '0',
      shop_commission: '0.5',
      self_operated: '0',
    });
    expect(result.status).toBe(200);
    expect(result.text).toBe('');
    const shop = await detail();
    expect(shop).toMatchObject({
      shop_name: '晨光数码官方店', company_name: '广州晨光科技有限公司', link_phone: '13900001111', employee_num: 120, reg_money: 800.5,
      shop_province: '广东省', shop_city: '广州市', shop_county: '天河区', shop_town: '五山街道', shop_town_id: wushan,
      shop_add: '五山路 1 号', goods_management_category: '1,4', settlement_day: '5,25',
      // owned by the platform: ignored
      shop_commission: 4.5, self_operated: 1,
    });
    expect((await info()).shop_name).toBe('晨光数码官方店');
    // The English of a changed field no longer applies; the unchanged ones keep theirs.
    expect(await info('en-US')).toMatchObject({ shop_name: '晨光数码官方店', shop_province: 'Guangdong', shop_city: '广州市' });
  });

  it('takes an overseas licence address and a mobile with its calling code', async () => {
    const region = JSON.stringify({ region_type: 1, country_code: 'US', country_name: '美国', overseas_region: { state_id: '201', state_name: '', city_id: '20102', city_name: '' } });
    expect((await edit({ license_region: region, link_phone: '1,2015550123' })).status).toBe(200);
    const shop = await detail();
    expect(shop).toMatchObject({ license_country_code: 'US', license_country_name: '美国', license_province: '加利福尼亚州', license_city: 'San Francisco', license_county: '', link_phone: '1,2015550123' });
    expect(JSON.parse(String(shop.license_region))).toMatchObject({ region_type: 1, country_code: 'US', overseas_region: { state_id: '201', city_id: '20102' } });
  });

  it.each([
    ['company_name', { company_name: '  ' }],
    ['company_phone', { company_phone: 'call me' }],
    ['employee_num', { employee_num: '0' }],
    ['reg_money', { reg_money: '1.234' }],
    ['link_name', { link_name: '' }],
    ['link_phone', { link_phone: '12345' }],
    ['link_phone', { link_phone: '1,123' }],
    ['company_email', { company_email: 'mail@' }],
    ['legal_id', { legal_id: '123' }],
    ['license_num', { license_num: '' }],
    ['establish_date', { establish_date: 'yesterday' }],
    ['licence_end', { licence_start: '1700000000', licence_end: '1600000000' }],
    ['license_region', { license_region: 'nonsense' }],
    ['license_region', { license_region: REGION(1) }],
    ['license_region', { license_region: REGION(99999) }],
    ['legal_img', { legal_img: 'not a picture' }],
    ['bank_number', { bank_number: '12ab' }],
    ['bank_region', { bank_region: '' }],
    ['shop_name', { shop_name: '' }],
    ['shop_name', { shop_name: 'x'.repeat(51) }],
    ['shop_region', { shop_region: '{}' }],
    ['goods_management_category', { goods_management_category: '' }],
    ['goods_management_category', { goods_management_category: '1,11' }],
    ['settlement_day', { settlement_day: '1,2,3,4,5,6' }],
    ['settlement_day', { settlement_day: '32' }],
  ])('400 code 004 naming %s, and nothing changes', async (key, changes) => {
    const before = await detail();
    const result = await edit(changes);
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(key);
    expect(await detail()).toEqual(before);
  });

  it('answers validation messages in English for language en-US', async () => {
    const result = await call<{ message: string }>('seller/shops/edit', { method: 'PUT', token, form: await editForm({ shop_name: '' }), language: 'en-US' });
    expect(result.data.message).toBe('shop_name is required');
  });

  it('500 when another shop has the name', async () => {
    const result = await edit({ shop_name: '优选供应链' });
    expect(result.status).toBe(500);
    expect(result.data.message).toContain('店铺名称已存在');
  });
});

describe('PUT seller/shops, logos', () => {
  it('PUT seller/shops saves the storefront fields and answers the shop info', async () => {
    const result = await call<Shop>('seller/shops', { method: 'PUT', token, form: { shop_name: '晨光数码二店', shop_qq: '123456', shop_desc: '新简介' } });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ shop_name: '晨光数码二店', shop_qq: '123456', shop_desc: '新简介', shop_add: '科技园南区 8 栋 101' });
    const bad = await call<{ message: string }>('seller/shops', { method: 'PUT', token, form: { shop_name: 'x', shop_region: '3' } });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toContain('shop_region');
  });

  it('the sidebar reads a new logo from seller/shops', async () => {
    const logo = 'data:image/png;base64,iVBORw==';
    expect((await call('seller/shops/logos', { method: 'PUT', token, form: { logo } })).status).toBe(200);
    expect((await info()).shop_logo).toBe(logo);
    for (const value of ['', 'ftp://x']) {
      const result = await call<{ message: string }>('seller/shops/logos', { method: 'PUT', token, form: { logo: value } });
      expect(result.status).toBe(400);
      expect(result.data.message).toContain('logo');
    }
  });
});

describe('goods warning, invoices, redeem password (8.3)', () => {
  it('the warning count is what the warning list and the dashboard count with', async () => {
    const warned = async () => (await call<Page<unknown>>('seller/goods/warning?page_size=1', { token })).data.data_total;
    const dashboard = async () => (await call<{ warning_goods_count: number }>('seller/statistics/dashboard/shop', { token })).data.warning_goods_count;
    const before = await warned();
    expect(await dashboard()).toBe(before);
    expect((await call('seller/shops/warning-counts', { method: 'PUT', token, form: { warning_count: '100000' } })).status).toBe(200);
    expect((await info()).goods_warning_count).toBe(100000);
    const after = await warned();
    expect(after).toBeGreaterThan(before);
    expect(await dashboard()).toBe(after);
  });

  it.each([[''], ['0'], ['-3'], ['2.5'], ['many']])('warning_count %j is 400 naming warning_count', async (value) => {
    const result = await call<{ code: string; message: string }>('seller/shops/warning-counts', { method: 'PUT', token, form: { warning_count: value } });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining('warning_count') });
  });

  it('saves the invoice types the shop issues', async () => {
    const form = { ordin_receipt_status: '0', elec_receipt_status: '1', tax_receipt_status: '0' };
    expect((await call('seller/shops/receipt', { method: 'PUT', token, form })).status).toBe(200);
    expect(await info()).toMatchObject({ ordin_receipt_status: 0, elec_receipt_status: 1, tax_receipt_status: 0 });
    const bad = await call<{ message: string }>('seller/shops/receipt', { method: 'PUT', token, form: { ...form, tax_receipt_status: '2' } });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toContain('tax_receipt_status');
  });

  it('stores the redeem password as the MD5 it is sent as, answers an empty 200, and never shows it', async () => {
    const hash = md5('ab12cd');
    const result = await call('seller/shops/redeem-password', { method: 'PUT', token, form: { redeem_password: hash.toUpperCase() } });
    expect(result.status).toBe(200);
    expect(result.text).toBe('');
    expect(db().shops.get('1')?.redeem_password).toBe(hash);
    expect(JSON.stringify(await detail())).not.toContain(hash);
    for (const value of ['', 'ab12cd']) {
      const bad = await call<{ message: string }>('seller/shops/redeem-password', { method: 'PUT', token, form: { redeem_password: value } });
      expect(bad.status).toBe(400);
      expect(bad.data.message).toContain('redeem_password');
    }
  });
});
