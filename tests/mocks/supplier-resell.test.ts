// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { SHOP } from '../../src/mocks/db/seed/constants';
import type { GoodsRecord } from '../../src/mocks/db/types';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface LibraryRow {
  goods_id: string;
  goods_name: string;
  sn: string;
  cost: number;
  price: number;
  quantity: number;
  enable_quantity: number;
  create_time: number;
  seller_name: string;
}

interface ListingRow extends LibraryRow {
  supplier_goods_id: string;
  market_enable: number;
}

interface SkuToList {
  sku_id: string;
  spec_list: { spec_value: string; spec_value_name: string }[];
  cost: number;
  price: number;
}

interface ErrorBody {
  code: string;
  message: string;
}

const supplyGoods = () => db().goods.all().filter((g) => g.shop_id === SHOP.supplier);
const onSale = (g: GoodsRecord) => g.market_enable === 1 && g.is_auth === 1 && g.disabled === 1;
const listings = () => db().goods.all().filter((g) => g.shop_id === SHOP.owner && g.source_type === 'SUPPLIER');

/** A supply goods on sale that the owner shop has not listed, with specs when possible. */
function unlisted(): GoodsRecord {
  const listed = new Set(listings().map((g) => g.supplier_goods_id));
  const candidates = supplyGoods().filter((g) => onSale(g) && !listed.has(g.goods_id));
  return candidates.find((g) => g.skus.length > 1) ?? candidates[0];
}

const upPath = (id: string, category = '111') => `seller/goods/supplier/${id}/seller/up/?category_id=${category}`;
const pricesOf = (g: GoodsRecord, add = 0) => g.skus.map((s) => ({ sku_id: s.sku_id, cost: s.supplier_price, price: Math.round(((s.supplier_price ?? 0) + add) * 100) / 100 }));

describe('an ordinary shop reselling supplier goods', () => {
  it('sees the supply goods on sale it has not listed, with the supply price as cost', async () => {
    const token = await login('owner');
    const page = await call<Page<LibraryRow>>('seller/goods/supplier/goods-list-up?page_size=100', { token });
    const listedOnShelf = new Set(listings().filter((g) => g.market_enable === 1 && g.disabled === 1).map((g) => g.supplier_goods_id));
    const expected = supplyGoods().filter((g) => onSale(g) && g.goods_type === 'NORMAL' && !listedOnShelf.has(g.goods_id));
    expect(page.data.data_total).toBe(expected.length);
    const first = db().goods.get(page.data.data[0].goods_id) as GoodsRecord;
    expect(page.data.data[0]).toMatchObject({ sn: first.sn, cost: first.supplier_price, price: first.price, seller_name: '优选供应链' });
    const english = await call<Page<LibraryRow>>('seller/goods/supplier/goods-list-up?page_size=1', { token, language: 'en-US' });
    expect(english.data.data[0]).toMatchObject({ seller_name: 'Best Supply Chain', goods_name: first.__en?.goods_name });
  });

  it('sees its listings on sale with its own price and the supply price as cost', async () => {
    const page = await call<Page<ListingRow>>('seller/goods/supplier/goods-list-buy?page_size=100', { token: await login('owner') });
    const onShelf = listings().filter((g) => g.market_enable === 1 && g.disabled === 1);
    expect(page.data.data_total).toBe(onShelf.length);
    expect(page.data.data_total).toBeGreaterThan(2);
    for (const row of page.data.data) {
      const listing = db().goods.get(row.goods_id) as GoodsRecord;
      const source = db().goods.get(row.supplier_goods_id) as GoodsRecord;
      expect(source.shop_id).toBe(SHOP.supplier);
      expect(row).toMatchObject({ price: listing.price, cost: source.supplier_price, seller_name: '优选供应链', goods_name: source.goods_name });
    }
  });

  it('lists a supply goods with its own category and prices, then takes it off and lists it again', async () => {
    const token = await login('owner');
    const source = unlisted();
    const skus = await call<SkuToList[]>(`seller/goods/supplier/sku/up/${source.goods_id}`, { token });
    expect(skus.data.map((s) => [s.sku_id, s.cost, s.price])).toEqual(source.skus.map((s) => [s.sku_id, s.supplier_price, s.price]));
    expect(skus.data[0].spec_list.map((v) => v.spec_value)).toEqual(source.skus[0].spec_list.map((v) => v.spec_value_name));

    const up = await call(upPath(source.goods_id, '222'), { method: 'PUT', token, json: pricesOf(source, 5) });
    expect(up.status, up.text).toBe(200);
    expect(up.text).toBe('');
    const listing = listings().find((g) => g.supplier_goods_id === source.goods_id) as GoodsRecord;
    expect(listing).toMatchObject({ source_type: 'SUPPLIER', category_id: '222', market_enable: 1, is_auth: 1, goods_name: source.goods_name, template_id: '0' });
    expect(listing.skus.map((s) => [s.supplier_sku_id, s.price, s.cost, s.quantity])).toEqual(source.skus.map((s) => [s.sku_id, Math.round(((s.supplier_price ?? 0) + 5) * 100) / 100, s.supplier_price, s.quantity]));

    const buy = await call<Page<ListingRow>>('seller/goods/supplier/goods-list-buy?page_size=100', { token });
    expect(buy.data.data.some((r) => r.goods_id === listing.goods_id)).toBe(true);
    const library = await call<Page<LibraryRow>>('seller/goods/supplier/goods-list-up?page_size=100', { token });
    expect(library.data.data.some((r) => r.goods_id === source.goods_id)).toBe(false);

    // Off with the ordinary call, back in the library; listing again keeps the goods (and its SKU ids).
    expect((await call(`seller/goods/${listing.goods_id}/under?reason=${encodeURIComponent('暂停代销')}`, { method: 'PUT', token })).status).toBe(200);
    expect((await call<Page<LibraryRow>>('seller/goods/supplier/goods-list-up?page_size=100', { token })).data.data.some((r) => r.goods_id === source.goods_id)).toBe(true);
    const again = await call(`seller/goods/supplier/${source.goods_id}/seller/up?category_id=111`, { method: 'PUT', token, json: pricesOf(source, 1) });
    expect(again.status, again.text).toBe(200);
    const relisted = db().goods.get(listing.goods_id) as GoodsRecord;
    expect(relisted).toMatchObject({ market_enable: 1, under_message: '', category_id: '111' });
    expect(relisted.skus.map((s) => s.sku_id)).toEqual(listing.skus.map((s) => s.sku_id));
    expect(listings().filter((g) => g.supplier_goods_id === source.goods_id)).toHaveLength(1);
  });

  it('keeps the SKUs and stock of a listing read-only (500), and its publish edit leaves them alone', async () => {
    const token = await login('owner');
    const listing = listings().find((g) => g.market_enable === 1) as GoodsRecord;
    const skus = await call<ErrorBody>(`seller/goods/${listing.goods_id}/skus`, { method: 'PUT', token, json: listing.skus.map((s) => ({ ...s, price: 1 })) });
    expect(skus.status).toBe(500);
    expect(skus.data).toEqual({ code: 'E307', message: '供应商商品不能修改SKU' });
    const stock = await call<ErrorBody>(`seller/goods/${listing.goods_id}/quantity`, { method: 'PUT', token, json: [{ sku_id: listing.skus[0].sku_id, quantity_count: 1 }] });
    expect(stock.status).toBe(500);
    expect(stock.data).toEqual({ code: 'E308', message: '供应商商品的库存由供应商维护，不能修改' });
    expect(db().goods.get(listing.goods_id)?.skus).toEqual(listing.skus);

    const edit = await call<{ goods_name: string; price: number; cost: number; template_id: number }>(`seller/goods/${listing.goods_id}`, {
      method: 'PUT',
      token,
      json: { goods_name: '代销 改名', sn: listing.sn, price: 1, cost: 1, weight: 9, quantity: 1, category_id: listing.category_id, template_id: 1, goods_gallery_list: listing.goods_gallery_list },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.data).toMatchObject({ goods_name: '代销 改名', price: listing.price, cost: listing.cost, template_id: 0 });
    expect(db().goods.get(listing.goods_id)?.skus).toEqual(listing.skus);
  });

  it.each([
    ['not listed yet', () => ({}), 200],
    ['already on sale in the shop', (g: GoodsRecord) => ({ list: g }), 500],
    ['listed but taken off by the shop', (g: GoodsRecord) => ({ list: g, listing: { market_enable: 0 } }), 200],
    ['taken off by the supplier', () => ({ source: { market_enable: 0 } }), 500],
    ['in the supplier recycle station', () => ({ source: { market_enable: 0, disabled: 0 } }), 500],
    ['awaiting review', () => ({ source: { is_auth: 0 } }), 500],
    ['of a closed supplier shop', () => ({ shop: { shop_status: 'CLOSED' } }), 500],
  ] as const)('lists a supply goods %s: %i', async (_state, arrange, expected) => {
    const token = await login('owner');
    const source = unlisted();
    const setup = arrange(source) as { list?: GoodsRecord; listing?: Partial<GoodsRecord>; source?: Partial<GoodsRecord>; shop?: { shop_status: 'CLOSED' } };
    if (setup.list) {
      expect((await call(upPath(source.goods_id), { method: 'PUT', token, json: pricesOf(source) })).status).toBe(200);
      const listing = listings().find((g) => g.supplier_goods_id === source.goods_id) as GoodsRecord;
      db().goods.put({ ...listing, ...setup.listing });
    }
    if (setup.source) db().goods.put({ ...source, ...setup.source });
    if (setup.shop) db().shops.put({ ...db().shops.get(SHOP.supplier)!, ...setup.shop });
    const before = listings().length;
    const result = await call<ErrorBody>(upPath(source.goods_id), { method: 'PUT', token, json: pricesOf(source, 2) });
    expect(result.status, result.text).toBe(expected);
    if (expected === 200) {
      expect(listings().find((g) => g.supplier_goods_id === source.goods_id)?.market_enable).toBe(1);
    } else {
      expect(listings()).toHaveLength(before);
      expect(result.data.message).toMatch(/已在本店上架|已下架或未在售/);
    }
  });

  it('404 for a goods that is not a supply goods', async () => {
    const token = await login('owner');
    const own = db().goods.all().find((g) => g.shop_id === SHOP.owner && g.source_type === 'NORMAL') as GoodsRecord;
    expect((await call(`seller/goods/supplier/sku/up/${own.goods_id}`, { token })).status).toBe(404);
    expect((await call(upPath(own.goods_id), { method: 'PUT', token, json: pricesOf(own) })).status).toBe(404);
    expect((await call(upPath('42'), { method: 'PUT', token, json: [] })).status).toBe(404);
  });

  const cases: [string, (g: GoodsRecord) => [path: string, json: unknown, message: string]][] = [
    ['no category', (g: GoodsRecord) => [upPath(g.goods_id, ''), pricesOf(g), '商品分类(category_id)不能为空']],
    ['a category with children', (g: GoodsRecord) => [upPath(g.goods_id, '12'), pricesOf(g), '商品分类(category_id)必须是末级分类']],
    ['an unknown category', (g: GoodsRecord) => [upPath(g.goods_id, '99999'), pricesOf(g), '商品分类(category_id)不存在']],
    ['no SKUs', (g: GoodsRecord) => [upPath(g.goods_id), [], 'SKU销售价不能为空']],
    ['a SKU left out', (g: GoodsRecord) => [upPath(g.goods_id), pricesOf(g).slice(1), `缺少SKU ${g.skus[0].sn} 的销售价(price)`]],
    ['a foreign SKU', (g: GoodsRecord) => [upPath(g.goods_id), [{ sku_id: '1', price: 10 }], '[0].sku_id 不是该供应商品的SKU：1']],
    ['a SKU twice', (g: GoodsRecord) => [upPath(g.goods_id), [...pricesOf(g), pricesOf(g)[0]], `[${g.skus.length}].sku_id 重复：${g.skus[0].sku_id}`]],
    ['no price', (g: GoodsRecord) => [upPath(g.goods_id), [{ sku_id: g.skus[0].sku_id }], '[0].price 不能为空']],
    ['a price with 3 decimals', (g: GoodsRecord) => [upPath(g.goods_id), [{ sku_id: g.skus[0].sku_id, price: 999.999 }], '[0].price 格式不正确']],
    ['a price below the supply price', (g: GoodsRecord) => [upPath(g.goods_id), pricesOf(g, -0.01), `[0].price 销售价不能低于供货价 ${g.skus[0].supplier_price}`]],
  ];
  it.each(cases)('refuses a listing with %s (400)', async (_case, make) => {
    const source = unlisted();
    const [path, json, message] = make(source);
    const result = await call<ErrorBody>(path, { method: 'PUT', token: await login('owner'), json });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ code: '004', message });
    expect(listings().some((g) => g.supplier_goods_id === source.goods_id)).toBe(false);
  });

  it.each([
    ['GET', 'seller/goods/supplier/goods-list-up'],
    ['GET', 'seller/goods/supplier/goods-list-buy'],
    ['GET', 'seller/goods/supplier/sku/up/{id}'],
    ['PUT', 'seller/goods/supplier/{id}/seller/up/?category_id=111'],
  ])('%s %s is for ordinary shops only (500 for a supplier)', async (method, path) => {
    const source = unlisted();
    const result = await call<ErrorBody>(path.replace('{id}', source.goods_id), { method, token: await login('supplier'), json: method === 'PUT' ? pricesOf(source) : undefined });
    expect(result.status).toBe(500);
    expect(result.data.message).toBe('供应商店铺不能代销供应商品');
  });
});

describe('the seeded library', () => {
  it('links every SUPPLIER-sourced goods of the owner shop to a distinct supply goods, mirroring its SKUs', () => {
    const seeded = listings();
    expect(seeded.length).toBeGreaterThan(3);
    expect(new Set(seeded.map((g) => g.supplier_goods_id)).size).toBe(seeded.length);
    for (const listing of seeded) {
      const source = db().goods.get(listing.supplier_goods_id ?? '') as GoodsRecord;
      expect(source.shop_id).toBe(SHOP.supplier);
      expect(listing.skus.map((s) => [s.supplier_sku_id, s.cost, s.quantity])).toEqual(source.skus.map((s) => [s.sku_id, s.supplier_price, s.quantity]));
      expect(listing.skus.every((s) => s.price >= s.cost)).toBe(true);
    }
    expect(supplyGoods().every((g) => g.goods_type === 'NORMAL' && g.skus.every((s) => (s.supplier_price ?? 0) > 0 && (s.supplier_price ?? 0) <= s.price))).toBe(true);
  });
});
