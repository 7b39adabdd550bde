/** Seeded goods: statuses, types, SKUs and stock spread the way a real shop looks. Fast for 10,000+ goods. */
import { createRng, type Rng } from '../../lib/prng';
import { PALETTE, placeholderImage } from '../../lib/images';
import type { GalleryItem, GoodsRecord, GoodsType, SkuRecord, SpecValue } from '../types';
import { brandsOfCategory, LEAF_CATEGORIES, paramsOfCategory } from './catalog';
import { BASE_TIME, MAX_GOODS_ID, SHOP } from './constants';
import { leafShopCats } from './shop-data';
import { specValue } from './specs';

/** Singular goods nouns per leaf category (same order as LEAF_CATEGORIES), with a price range in yuan. */
const NOUNS: [zh: string, en: string, min: number, max: number][] = [
  ['智能手机', 'Smartphone', 999, 7999], ['老人手机', 'Senior phone', 99, 399], ['手机壳', 'Phone case', 9.9, 89],
  ['充电宝', 'Power bank', 49, 299], ['Type-C 数据线', 'USB-C cable', 9.9, 59], ['无线耳机', 'Wireless earbuds', 99, 1999],
  ['智能手表', 'Smart watch', 299, 3999], ['智能音箱', 'Smart speaker', 99, 1299], ['笔记本电脑', 'Laptop', 2999, 14999],
  ['台式电脑', 'Desktop PC', 2599, 12999], ['平板电脑', 'Tablet', 999, 6999], ['机械键盘', 'Mechanical keyboard', 129, 899],
  ['无线鼠标', 'Wireless mouse', 39, 499], ['显示器', 'Monitor', 599, 4999], ['电饭煲', 'Rice cooker', 159, 1299],
  ['微波炉', 'Microwave oven', 299, 1599], ['无线吸尘器', 'Cordless vacuum', 499, 3999], ['塔扇', 'Tower fan', 129, 699],
  ['每日坚果', 'Daily mixed nuts', 29.9, 159], ['黄油曲奇', 'Butter cookies', 19.9, 89], ['西湖龙井', 'West Lake Longjing tea', 88, 688],
  ['咖啡豆', 'Coffee beans', 39, 299], ['纯棉T恤', 'Cotton T-shirt', 49, 199], ['防风夹克', 'Windbreaker jacket', 199, 899],
  ['双肩背包', 'Backpack', 99, 699], ['拉杆行李箱', 'Suitcase', 299, 1999],
];

const SERIES = ['Pro', 'Max', 'Lite', 'Air', 'Ultra', 'Mini', 'Plus', 'SE', 'Neo', 'Go'];

/** Shop of the i-th goods: 75% owner, 15% supplier, 10% the closed/applying/refused shops. */
function shopOf(i: number): string {
  const slot = i % 20;
  if (slot < 15) return SHOP.owner;
  if (slot < 18) return SHOP.supplier;
  return [SHOP.closed, SHOP.applying, SHOP.refused][i % 3];
}

/** Id generators for the seed (and continued by the store for created records). */
export const GOODS_ID_BASE = 1866123456789000000n;
export const SKU_ID_BASE = 1877000000000000000n;

function gallery(rng: Rng, initial: string, color: string, count: number, firstImgId: number): GalleryItem[] {
  return Array.from({ length: count }, (_, k) => {
    const url = placeholderImage(k === 0 ? color : rng.pick(PALETTE), initial, 400);
    return { img_id: String(firstImgId + k), original: url, thumbnail: url, small: url, big: url, tiny: url, sort: k, gallery_type: 'GOODS' };
  });
}

/** The SKU spec combinations of a goods (empty list = single SKU without specs). */
function specCombos(rng: Rng, leafIndex: number): SpecValue[][] {
  if (!rng.chance(0.5)) return [[]];
  const colors = rng.int(1, 3);
  const pick = (kind: 'storage' | 'size', n: number) => Array.from({ length: n }, (_, k) => specValue(kind, k));
  const colorValues = Array.from({ length: colors }, (_, k) => specValue('color', k));
  const second = leafIndex < 3 || (leafIndex >= 8 && leafIndex <= 10) ? pick('storage', rng.int(1, 2)) : leafIndex >= 22 && leafIndex <= 23 ? pick('size', rng.int(2, 3)) : [];
  return second.length ? colorValues.flatMap((c) => second.map((s) => [c, s])) : colorValues.map((c) => [c]);
}

export function seedGoods(count: number): { goods: GoodsRecord[]; lastSku: bigint } {
  const rng = createRng(20261101);
  const goods: GoodsRecord[] = new Array(count);
  let skuSeq = SKU_ID_BASE;
  let imgSeq = 1;
  for (let i = 0; i < count; i++) {
    const shop = shopOf(i);
    const leafIndex = rng.int(0, LEAF_CATEGORIES.length - 1);
    const category = LEAF_CATEGORIES[leafIndex];
    const [nounZh, nounEn, min, max] = NOUNS[leafIndex];
    const brands = brandsOfCategory(category.category_id);
    const brand = brands[rng.int(0, brands.length - 1)];
    const model = `${rng.pick(SERIES)} ${rng.int(1, 99)}`;
    const goodsId = i === 0 ? MAX_GOODS_ID : (GOODS_ID_BASE + BigInt(i) * 1024n + BigInt(rng.int(0, 1000))).toString();
    const sn = `G${String(i + 1).padStart(6, '0')}`;

    const typeRoll = i === 0 ? 1 : rng.next();
    const goodsType: GoodsType = typeRoll < 0.06 ? 'VIRTUAL' : typeRoll < 0.12 ? 'POINT' : 'NORMAL';
    const statusRoll = i === 0 ? 1 : rng.next();
    const recycled = statusRoll < 0.05;
    const offShelf = recycled || statusRoll < 0.17;
    const isAuth = offShelf ? 1 : statusRoll < 0.25 ? 0 : statusRoll < 0.3 ? 2 : 1;
    const lowStock = i !== 0 && rng.chance(0.1);

    const price = goodsType === 'POINT' ? rng.money(1, 20) : rng.money(min, max);
    const cost = Math.round(price * 0.62 * 100) / 100;
    const weight = goodsType === 'VIRTUAL' ? 0 : Math.round(rng.next() * 5000) / 1000 + 0.05;
    const exchangePoint = goodsType === 'POINT' ? rng.int(1, 50) * 100 : 0;
    const color = PALETTE[Number(category.category_path.split('|')[1]) % PALETTE.length];
    const initial = brand.name[0];
    const images = gallery(rng, initial, color, rng.int(1, 3), imgSeq);
    imgSeq += images.length;
    const nameZh = `${brand.name} ${model} ${nounZh}`;
    const nameEn = `${brand.__en.name} ${model} ${nounEn}`;

    const combos = specCombos(rng, leafIndex);
    const skus: SkuRecord[] = combos.map((spec_list, k) => {
      const quantity = lowStock && k === 0 ? rng.int(0, 5) : rng.int(20, 800);
      return {
        sku_id: (skuSeq++).toString(),
        goods_id: goodsId,
        sn: combos.length > 1 ? `${sn}-${k + 1}` : sn,
        quantity,
        enable_quantity: lowStock && k === 0 ? quantity : quantity - rng.int(0, Math.min(5, quantity)),
        price: Math.round((price + (spec_list.some((s) => s.spec_group_sn === 'STORAGE' && s.spec_value_sn.endsWith('2')) ? price * 0.15 : 0)) * 100) / 100,
        cost,
        weight,
        thumbnail: images[0].thumbnail,
        exchange_point: exchangePoint,
        spec_list,
      };
    });
    const params = paramsOfCategory(category.category_id)[0];
    const shopCats = leafShopCats(shop);
    const created = BASE_TIME - i * 10800 - rng.int(0, 3600);
    const underMessage = offShelf ? rng.pick(['库存盘点，暂时下架', '包装升级中', '季节性下架']) : '';

    goods[i] = {
      goods_id: goodsId,
      shop_id: shop,
      category_id: category.category_id,
      shop_cat_id: shopCats.length && rng.chance(0.85) ? rng.pick(shopCats) : '0',
      brand_id: brand.brand_id,
      goods_name: nameZh,
      sn,
      price: skus.reduce((m, s) => Math.min(m, s.price), Infinity),
      cost,
      mktprice: Math.round(price * 1.2 * 100) / 100,
      weight,
      goods_transfee_charge: 0,
      intro: `<p>${nameZh}</p><p>正品保障，七天无理由退换。</p>`,
      intro_list: [{ type: 'text', content: nameZh }, { type: 'image', content: images[0].original }],
      have_spec: combos[0].length ? 1 : 0,
      market_enable: offShelf ? 0 : 1,
      is_auth: isAuth,
      auth_message: isAuth === 2 ? '商品图片不清晰，请重新上传' : '',
      under_message: underMessage,
      disabled: recycled ? 0 : 1,
      goods_type: goodsType,
      point_disable: goodsType === 'POINT' ? 1 : 0,
      exchange_point: exchangePoint,
      expired_date: goodsType === 'VIRTUAL' ? rng.pick([30, 90, 365]) : 0,
      need_packing: 'NO',
      packing_price: 0,
      source_type: shop === SHOP.owner && rng.chance(0.05) ? 'SUPPLIER' : 'NORMAL',
      supplier_price: cost,
      goods_gallery_list: images,
      goods_video: '',
      page_title: '',
      meta_keywords: '',
      meta_description: '',
      template_id: goodsType === 'VIRTUAL' || rng.chance(0.3) ? '0' : shop === SHOP.owner ? '1' : '11',
      goods_params_list: params.params.slice(0, 2).map((p, k) => ({
        param_id: p.param_id,
        param_name: p.param_name,
        param_value: k === 0 ? model : p.option_list[0],
        group_id: params.group_id,
        param_type: p.param_type,
        required: p.required,
      })),
      thumbnail: images[0].thumbnail,
      create_time: created,
      last_modify: created,
      skus,
      __en: {
        goods_name: nameEn,
        ...(underMessage ? { under_message: 'Temporarily off shelf' } : {}),
        ...(isAuth === 2 ? { auth_message: 'Pictures are unclear, please upload again' } : {}),
      },
    };
  }
  linkSupplierGoods(goods, () => (skuSeq++).toString());
  return { goods, lastSku: skuSeq };
}

/** Yuan times a ratio, rounded to the cent (in integer cents). */
const times = (yuan: number, ratio: number) => Math.round(Math.round(yuan * 100) * ratio) / 100;

/** Seeded supply prices: 80 % of the supplier's suggested retail price. */
const SUPPLY_RATIO = 0.8;

/** The supplier shop's goods as supply goods: physical (NORMAL) goods with a supply price on every SKU. */
function asSupplyGoods(g: GoodsRecord): GoodsRecord {
  const skus = g.skus.map((s) => ({ ...s, exchange_point: 0, weight: s.weight || 0.5, supplier_price: times(s.price, SUPPLY_RATIO) }));
  return {
    ...g,
    goods_type: 'NORMAL',
    point_disable: 0,
    exchange_point: 0,
    expired_date: 0,
    weight: g.weight || 0.5,
    supplier_price: Math.min(...skus.map((s) => s.supplier_price)),
    skus,
  };
}

/** What a reselling shop decides for itself about a supplier goods it lists. */
export type ListingBase = Pick<
  GoodsRecord,
  'goods_id' | 'shop_id' | 'sn' | 'category_id' | 'shop_cat_id' | 'market_enable' | 'under_message' | 'disabled' | 'create_time' | 'last_modify'
> & { __en?: Record<string, string> };

/**
 * The goods a reselling shop lists from a supplier goods (`source_type` SUPPLIER): the supplier's content,
 * SKUs and stock, the supply price as its cost, and the shop's own ids, category and sale prices (`skuOf`
 * gives the listing's id and price of each supplier SKU). The seed and the supplier library both build
 * listings with it, and rebuild them when the supplier changes its goods.
 */
export function supplierListing(source: GoodsRecord, base: ListingBase, skuOf: (supplierSku: SkuRecord) => { sku_id: string; price: number }): GoodsRecord {
  const skus = source.skus.map(({ supplier_price: supply = source.supplier_price, ...s }, k) => {
    const own = skuOf({ ...s, supplier_price: supply });
    const sn = source.skus.length > 1 ? `${base.sn}-${k + 1}` : base.sn;
    return { ...s, sku_id: own.sku_id, goods_id: base.goods_id, sn, price: own.price, cost: supply, supplier_sku_id: s.sku_id };
  });
  const supply = Math.min(...skus.map((s) => s.cost));
  const { goods_name: _ownName, ...english } = base.__en ?? {};
  return {
    ...source,
    goods_id: base.goods_id,
    shop_id: base.shop_id,
    sn: base.sn,
    category_id: base.category_id,
    shop_cat_id: base.shop_cat_id,
    market_enable: base.market_enable,
    under_message: base.under_message,
    disabled: base.disabled,
    create_time: base.create_time,
    last_modify: base.last_modify,
    is_auth: 1,
    auth_message: '',
    price: Math.min(...skus.map((s) => s.price)),
    cost: supply,
    supplier_price: supply,
    source_type: 'SUPPLIER',
    supplier_goods_id: source.goods_id,
    // The supplier ships: no freight template of the reselling shop.
    template_id: '0',
    goods_transfee_charge: 1,
    distribution: undefined,
    skus,
    __en: source.__en?.goods_name ? { ...english, goods_name: source.__en.goods_name } : english,
  };
}

/**
 * Makes the supplier shop's goods supply goods, and each owner goods drawn as SUPPLIER-sourced a listing of
 * a distinct supplier goods on sale (or an ordinary goods when there are not enough of them).
 */
function linkSupplierGoods(goods: GoodsRecord[], nextSkuId: () => string): void {
  goods.forEach((g, i) => {
    if (g.shop_id === SHOP.supplier) goods[i] = asSupplyGoods(g);
  });
  const offered = goods.filter((g) => g.shop_id === SHOP.supplier && g.market_enable === 1 && g.is_auth === 1 && g.disabled === 1);
  let next = 0;
  goods.forEach((g, i) => {
    if (g.source_type !== 'SUPPLIER') return;
    const source = offered[next++];
    goods[i] = source ? supplierListing(source, g, (s) => ({ sku_id: nextSkuId(), price: s.price })) : { ...g, source_type: 'NORMAL' };
  });
}
