// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { SHOP } from '../../src/mocks/db/seed/constants';
import type { GoodsRecord } from '../../src/mocks/db/types';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface SupplyRow {
  goods_id: string;
  sn: string;
  goods_name: string;
  price: number;
  supplier_price: number;
  seller_num: number;
  on_sale_num: number;
  market_enable: number;
}

interface ErrorBody {
  code: string;
  message: string;
}

const body = {
  goods_name: '供应测试 充电宝',
  sn: 'SUP-TEST-1',
  price: 129,
  cost: 60,
  mktprice: 159,
  weight: 0.3,
  category_id: 121,
  goods_type: 'NORMAL',
  template_id: 1,
  goods_gallery_list: [{ img_id: -1, original: 'data:image/png;base64,AAAA', sort: 0 }],
  quantity: 500,
  supplier_price: 88.5,
};

/** The seeded supply goods that the owner shop lists, and that listing. */
function listedPair(): { source: GoodsRecord; listing: GoodsRecord } {
  const listing = db().goods.all().find((g) => g.shop_id === SHOP.owner && g.source_type === 'SUPPLIER' && g.market_enable === 1 && g.skus.length > 1);
  if (!listing?.supplier_goods_id) throw new Error('the seed has no listed supply goods with specs');
  return { source: db().goods.get(listing.supplier_goods_id) as GoodsRecord, listing };
}

describe('the supplier shop', () => {
  it('lists its own supply goods with the goods filters, the supply price and its resellers', async () => {
    const token = await login('supplier');
    const all = await call<Page<SupplyRow>>('seller/goods/supplier/goods-list-page?page_size=1000', { token });
    const goods = await call<Page<{ goods_id: string }>>('seller/goods?page_size=1000', { token });
    expect(all.data.data.map((g) => g.goods_id)).toEqual(goods.data.data.map((g) => g.goods_id));
    const off = await call<Page<SupplyRow>>('seller/goods/supplier/goods-list-page?market_enable=0&page_size=1000', { token });
    expect(off.data.data.length).toBeGreaterThan(0);
    expect(off.data.data.every((g) => g.market_enable === 0)).toBe(true);
    const { source } = listedPair();
    const row = all.data.data.find((g) => g.goods_id === source.goods_id);
    expect(row).toMatchObject({ supplier_price: source.supplier_price, seller_num: 1, on_sale_num: 1 });
    expect(all.data.data.every((g) => g.supplier_price > 0 && g.supplier_price <= g.price)).toBe(true);
  });

  it('publishes and edits supply goods with the publish body plus a supply price', async () => {
    const token = await login('supplier');
    const created = await call<{ goods_id: string; supplier_price: number; template_id: number; source_type: string }>('seller/goods/supplier/add', { method: 'POST', token, json: body });
    expect(created.status, created.text).toBe(200);
    expect(created.data).toMatchObject({ supplier_price: 88.5, template_id: 0, source_type: 'NORMAL' });
    const skus = await call<{ supplier_price: number; price: number; quantity: number }[]>(`seller/goods/${created.data.goods_id}/skus`, { token });
    expect(skus.data).toMatchObject([{ supplier_price: 88.5, price: 129, quantity: 500 }]);

    const edited = await call<{ goods_name: string; supplier_price: number }>(`seller/goods/supplier/${created.data.goods_id}`, {
      method: 'PUT',
      token,
      json: { ...body, goods_name: '供应测试 充电宝 二代', supplier_price: 90 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data).toMatchObject({ goods_name: '供应测试 充电宝 二代', supplier_price: 90 });

    // A reselling shop sees it in its library, the supply price as `cost`.
    const library = await call<Page<{ goods_id: string; cost: number; price: number; seller_name: string }>>('seller/goods/supplier/goods-list-up?keyword=SUP-TEST-1', { token: await login('owner') });
    expect(library.data.data).toMatchObject([{ goods_id: created.data.goods_id, cost: 90, price: 129, seller_name: '优选供应链' }]);
  });

  it.each([
    [{ supplier_price: undefined }, '供货价(supplier_price)不能为空'],
    [{ supplier_price: 130 }, '供货价(supplier_price)不能高于商品价格(price)'],
    [{ supplier_price: 1.234 }, '供货价(supplier_price)最多 2 位小数'],
    [{ goods_type: 'VIRTUAL', expired_date: 30 }, '商品类型(goods_type)只能是普通商品(NORMAL)'],
    [{ goods_name: '' }, '商品名称(goods_name)不能为空'],
    [{ category_id: 12 }, '商品分类(category_id)必须是末级分类'],
  ])('refuses the publish body %o with 400', async (change, message) => {
    const result = await call<ErrorBody>('seller/goods/supplier/add', { method: 'POST', token: await login('supplier'), json: { ...body, ...change } });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ code: '004', message });
  });

  it('refuses a goods number already used in the shop', async () => {
    const token = await login('supplier');
    const taken = db().goods.all().find((g) => g.shop_id === SHOP.supplier)?.sn;
    const result = await call<ErrorBody>('seller/goods/supplier/add', { method: 'POST', token, json: { ...body, sn: taken } });
    expect(result.status).toBe(500);
    expect(result.data.code).toBe('E305');
  });

  it('saves SKUs with a supply price each, and the reselling shops follow with their own prices kept', async () => {
    const token = await login('supplier');
    const { source, listing } = listedPair();
    const rows = source.skus.map((s) => ({ ...s, supplier_price: 10, quantity: 42 }));
    const added = { sku_id: '', sn: `${source.sn}-NEW`, price: 300, cost: 100, weight: 1, quantity: 7, supplier_price: 200, spec_list: [{ spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: '金色', spec_value_sn: 'GOLD' }] };
    const saved = await call<{ sku_id: string; supplier_price: number }[]>(`seller/goods/supplier/${source.goods_id}/skus`, { method: 'PUT', token, json: [...rows, added] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.map((s) => s.supplier_price)).toEqual([...rows.map(() => 10), 200]);

    const after = db().goods.get(listing.goods_id) as GoodsRecord;
    expect(after.skus).toHaveLength(source.skus.length + 1);
    expect(after.skus.slice(0, -1).map((s) => [s.sku_id, s.price, s.cost, s.quantity])).toEqual(listing.skus.map((s) => [s.sku_id, s.price, 10, 42]));
    expect(after.skus.at(-1)).toMatchObject({ price: 300, cost: 200, quantity: 7, supplier_sku_id: saved.data.at(-1)?.sku_id });
    expect(after).toMatchObject({ cost: 10, supplier_price: 10, market_enable: 1 });
  });

  it.each([
    [{ supplier_price: undefined }, 'skus[0].supplier_price 不能为空'],
    [{ supplier_price: 'abc' }, 'skus[0].supplier_price 格式不正确'],
    [{ supplier_price: -1 }, 'skus[0].supplier_price 格式不正确'],
    [{ supplier_price: 1000 }, 'skus[0].supplier_price 供货价不能高于销售价'],
    [{ sn: '' }, 'skus[0].sn 商品编号不能为空'],
  ])('refuses SKU rows with %o (400), changing nothing', async (change, message) => {
    const { source } = listedPair();
    const row = { ...source.skus[0], supplier_price: 1, price: 100, ...change };
    const result = await call<ErrorBody>(`seller/goods/supplier/${source.goods_id}/skus`, { method: 'PUT', token: await login('supplier'), json: [row] });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ code: '004', message });
    expect(db().goods.get(source.goods_id)?.skus).toEqual(source.skus);
  });

  it.each([
    ['on shelf', {}, 200],
    ['off shelf', { market_enable: 0 }, 500],
    ['in the recycle station', { market_enable: 0, disabled: 0 }, 500],
  ] as const)('takes off a goods %s: %i', async (_state, change, expected) => {
    const { source, listing } = listedPair();
    db().goods.put({ ...source, ...change });
    const result = await call<ErrorBody>(`seller/goods/supplier/${source.goods_id}/under`, { method: 'PUT', token: await login('supplier'), form: { reason: '缺货' } });
    expect(result.status).toBe(expected);
    if (expected === 200) {
      expect(db().goods.get(source.goods_id)).toMatchObject({ market_enable: 0, under_message: '缺货' });
      expect(db().goods.get(listing.goods_id)).toMatchObject({ market_enable: 0, under_message: '供应商已下架该商品' });
      const english = await call<{ under_message: string }>(`seller/goods/${listing.goods_id}`, { token: await login('owner'), language: 'en-US' });
      expect(english.data.under_message).toBe('The supplier took this goods off shelf');
    } else {
      expect(db().goods.get(listing.goods_id)?.market_enable).toBe(1);
    }
  });

  it('shows which shops resell each supply goods', async () => {
    const token = await login('supplier');
    const listings = db().goods.all().filter((g) => g.source_type === 'SUPPLIER');
    const page = await call<Page<SupplyRow>>('seller/goods/supplier/seller-goods?page_size=100', { token });
    expect(page.data.data_total).toBe(listings.length);
    expect(page.data.data.every((g) => g.seller_num === 1)).toBe(true);

    const { source, listing } = listedPair();
    const info = await call<{ goods_id: string; sellers: { shop_id: number; shop_name: string; goods_id: string; price: number; skus: { supplier_sku_id: string; cost: number }[] }[] }>(
      `seller/goods/supplier/seller-good-info?goods_id=${source.goods_id}`,
      { token, language: 'en-US' },
    );
    expect(info.data.sellers).toHaveLength(1);
    expect(info.data.sellers[0]).toMatchObject({ shop_id: 1, shop_name: 'Morning Light Digital', goods_id: listing.goods_id, price: listing.price });
    expect(info.data.sellers[0].skus.map((s) => s.supplier_sku_id)).toEqual(source.skus.map((s) => s.sku_id));
    expect((await call<ErrorBody>('seller/goods/supplier/seller-good-info', { token })).data).toEqual({ code: '004', message: 'goods_id不能为空' });
    expect((await call('seller/goods/supplier/seller-good-info?goods_id=1', { token })).status).toBe(404);
    expect((await call(`seller/goods/supplier/seller-good-info?goods_id=${listing.goods_id}`, { token })).status).toBe(404);
  });

  it.each([
    ['GET', 'seller/goods/supplier/goods-list-page'],
    ['POST', 'seller/goods/supplier/add'],
    ['PUT', 'seller/goods/supplier/{id}'],
    ['PUT', 'seller/goods/supplier/{id}/skus'],
    ['PUT', 'seller/goods/supplier/{id}/under'],
    ['GET', 'seller/goods/supplier/seller-goods'],
    ['GET', 'seller/goods/supplier/seller-good-info?goods_id={id}'],
  ])('%s %s is for supplier shops only (500 for an ordinary shop)', async (method, path) => {
    const own = db().goods.all().find((g) => g.shop_id === SHOP.owner && g.source_type === 'NORMAL') as GoodsRecord;
    const result = await call<ErrorBody>(path.replace('{id}', own.goods_id), { method, token: await login('owner'), json: method === 'GET' ? undefined : method === 'PUT' && path.endsWith('skus') ? [] : body });
    expect(result.status).toBe(500);
    expect(result.data.message).toBe('只有供应商店铺可以管理供应商品');
  });

  it("cannot touch another shop's goods (404)", async () => {
    const token = await login('supplier');
    const other = db().goods.all().find((g) => g.shop_id === SHOP.owner) as GoodsRecord;
    expect((await call(`seller/goods/supplier/${other.goods_id}`, { method: 'PUT', token, json: body })).status).toBe(404);
    expect((await call(`seller/goods/supplier/${other.goods_id}/skus`, { method: 'PUT', token, json: [] })).status).toBe(404);
    expect((await call(`seller/goods/supplier/${other.goods_id}/under`, { method: 'PUT', token })).status).toBe(404);
  });
});
