/** The publish/edit body of api-reference §3.3: validation (400 code 004 naming the field) and applying it. */
import { CATEGORY_BY_ID, categoryHasChildren } from '../db/seed/catalog';
import { db, nextId } from '../db/store';
import type { GalleryItem, GoodsParam, GoodsRecord, GoodsType, IntroBlock, SkuRecord } from '../db/types';
import { badParam, business } from '../lib/errors';
import { toId } from '../lib/json';
import { nowSeconds } from '../lib/runtime';
import { decimals, num, str } from '../lib/values';

const MAX_AMOUNT = 99_999_999;
const HTML = /<[^>]+>/;
const SN = /^[A-Za-z0-9_-]+$/;

const LABELS: Record<string, [string, string]> = {
  goods_name: ['商品名称', 'goods name'],
  sn: ['商品编号', 'goods number'],
  price: ['商品价格', 'price'],
  cost: ['成本价格', 'cost'],
  mktprice: ['市场价格', 'market price'],
  weight: ['商品重量', 'weight'],
  category_id: ['商品分类', 'category'],
  goods_gallery_list: ['商品相册', 'gallery'],
  goods_type: ['商品类型', 'goods type'],
  expired_date: ['有效期', 'validity days'],
  exchange_point: ['兑换积分', 'exchange points'],
  packing_price: ['打包费', 'packing price'],
  supplier_price: ['供货价', 'supply price'],
};

const label = (field: string) => LABELS[field] ?? [field, field];
export const required = (field: string) => badParam(`${label(field)[0]}(${field})不能为空`, `${field} (${label(field)[1]}) is required`);
export const invalid = (field: string, zh: string, en: string) => badParam(`${label(field)[0]}(${field})${zh}`, `${field} (${label(field)[1]}) ${en}`);

/** A money/weight field: ≥ 0, ≤ 99,999,999, at most `places` decimals. */
export function amount(body: Record<string, unknown>, field: string, places: number, isRequired: boolean): number | undefined {
  const raw = body[field];
  const value = num(raw);
  if (str(raw).trim() === '') {
    if (isRequired) throw required(field);
    return undefined;
  }
  if (value === undefined || value < 0 || value > MAX_AMOUNT) {
    throw invalid(field, `必须是 0–${MAX_AMOUNT} 之间的数字`, `must be a number from 0 to ${MAX_AMOUNT}`);
  }
  if (decimals(raw) > places) throw invalid(field, `最多 ${places} 位小数`, `allows at most ${places} decimals`);
  return value;
}

/**
 * An amount in one row of an array body (`at` names the row, e.g. `skus[2]`): required, 0–99,999,999,
 * at most `places` decimals; 400 naming `{at}.{field}`.
 */
export function rowAmount(row: Record<string, unknown>, at: string, field: string, places: number): number {
  const raw = row[field];
  const value = num(raw);
  if (str(raw).trim() === '') throw badParam(`${at}.${field} 不能为空`, `${at}.${field} is required`);
  if (value === undefined || value < 0 || value > MAX_AMOUNT || decimals(raw) > places) throw badParam(`${at}.${field} 格式不正确`, `${at}.${field} is invalid`);
  return value;
}

/** A `category_id`: a known leaf of the platform catalogue, or 400 naming the field. */
export function leafCategory(value: unknown): string {
  const categoryId = toId(value);
  if (!categoryId || categoryId === '0') throw required('category_id');
  if (!CATEGORY_BY_ID.has(categoryId)) throw invalid('category_id', '不存在', 'does not exist');
  if (categoryHasChildren(categoryId)) throw invalid('category_id', '必须是末级分类', 'must be a leaf category');
  return categoryId;
}

export interface PublishData {
  goods_name: string;
  sn: string;
  price: number;
  cost: number;
  mktprice: number;
  weight: number;
  category_id: string;
  goods_type: GoodsType;
  gallery: { img_id: string; original: string; sort: number }[];
}

/** Validates a publish body; throws 400 code 004 with a message naming the first bad field. */
export function validatePublish(body: Record<string, unknown>): PublishData {
  const name = str(body.goods_name);
  if (!name.trim()) throw required('goods_name');
  if (/^\s/.test(name)) throw invalid('goods_name', '不能以空格开头', 'must not start with a space');
  if (HTML.test(name)) throw invalid('goods_name', '不能包含 HTML 标签', 'must not contain HTML tags');
  if (name.trim().length < 3 || name.trim().length > 200) throw invalid('goods_name', '长度为 3–200 个字符', 'must be 3-200 characters');

  const sn = str(body.sn).trim();
  if (!sn) throw required('sn');
  if (!SN.test(sn)) throw invalid('sn', '只能包含字母、数字、下划线和中划线', 'may contain only letters, digits, _ and -');

  const goodsType = (str(body.goods_type) || 'NORMAL') as GoodsType;
  if (!['NORMAL', 'VIRTUAL', 'POINT'].includes(goodsType)) throw invalid('goods_type', '不正确', 'must be NORMAL, VIRTUAL or POINT');
  if (goodsType === 'VIRTUAL') {
    const days = num(body.expired_date);
    if (days === undefined) throw required('expired_date');
    if (!Number.isInteger(days) || days < 1) throw invalid('expired_date', '必须是正整数', 'must be a positive integer');
  }

  const price = amount(body, 'price', 2, true) as number;
  const cost = amount(body, 'cost', 2, true) as number;
  const mktprice = amount(body, 'mktprice', 2, false) ?? 0;
  const weight = amount(body, 'weight', 4, goodsType !== 'VIRTUAL') ?? 0;
  amount(body, 'packing_price', 2, false);
  if (num(body.point_disable) === 1) {
    const points = num(body.exchange_point);
    if (points === undefined || !Number.isInteger(points) || points < 1) throw invalid('exchange_point', '必须是正整数', 'must be a positive integer');
  }

  const categoryId = leafCategory(body.category_id);

  const rawGallery = Array.isArray(body.goods_gallery_list) ? body.goods_gallery_list : [];
  const gallery = rawGallery
    .map((item, sort) => {
      const o = (item && typeof item === 'object' ? item : { original: item }) as Record<string, unknown>;
      return { img_id: toId(o.img_id) || '-1', original: str(o.original || o.url), sort: num(o.sort) ?? sort };
    })
    .filter((i) => i.original);
  if (!gallery.length) throw invalid('goods_gallery_list', '至少需要一张图片', 'needs at least one image');

  return { goods_name: name.trim(), sn, price, cost, mktprice, weight, category_id: categoryId, goods_type: goodsType, gallery };
}

/** 500 when another goods of the shop already uses the number. */
export function assertUniqueSn(shopId: string, sn: string, exceptGoodsId = ''): void {
  const clash = db()
    .goods.all()
    .some((g) => g.shop_id === shopId && g.goods_id !== exceptGoodsId && g.sn === sn);
  if (clash) throw business(`商品编号 ${sn} 已存在`, `goods number ${sn} already exists`, 'E305');
}

const asArray = (v: unknown) => (Array.isArray(v) ? v : []);

function galleryItems(data: PublishData): GalleryItem[] {
  return data.gallery
    .sort((a, b) => a.sort - b.sort)
    .map((item, sort) => {
      const id = item.img_id === '-1' || item.img_id === '' ? nextId('img') : item.img_id;
      const url = item.original;
      return { img_id: id, original: url, thumbnail: url, small: url, big: url, tiny: url, sort, gallery_type: 'GOODS' };
    });
}

/**
 * Applies a validated body to a goods record (new or existing); keeps SKUs of goods with specs. A goods
 * taken from a supplier keeps its SKUs, stock, prices and cost whatever the body says (they follow the
 * supplier and the shop's listing, api-reference §3.1 `source_type`).
 */
export function applyPublish(target: GoodsRecord | null, shopId: string, body: Record<string, unknown>, data: PublishData): GoodsRecord {
  const fromSupplier = target?.source_type === 'SUPPLIER';
  const now = nowSeconds();
  const goodsId = target?.goods_id ?? nextId('goods');
  const gallery = galleryItems(data);
  const exchangePoint = num(body.exchange_point) ?? 0;
  const templateId = data.goods_type === 'VIRTUAL' || fromSupplier ? '0' : toId(body.template_id) || '0';
  const english = { ...(target?.__en ?? {}) };
  if (target && target.goods_name !== data.goods_name) delete english.goods_name;
  const skus: SkuRecord[] =
    target && (target.have_spec || fromSupplier)
      ? target.skus
      : [
          {
            sku_id: target?.skus[0]?.sku_id ?? nextId('sku'),
            goods_id: goodsId,
            sn: data.sn,
            quantity: num(body.quantity) ?? target?.skus[0]?.quantity ?? 0,
            enable_quantity: 0,
            price: data.price,
            cost: data.cost,
            weight: data.weight,
            thumbnail: gallery[0].thumbnail,
            exchange_point: exchangePoint,
            spec_list: [],
          },
        ];
  if (!target || !(target.have_spec || fromSupplier)) {
    const old = target?.skus[0];
    const locked = old ? old.quantity - old.enable_quantity : 0;
    skus[0].enable_quantity = Math.max(0, skus[0].quantity - locked);
  }
  const record: GoodsRecord = {
    ...(target ?? ({} as GoodsRecord)),
    goods_id: goodsId,
    shop_id: shopId,
    category_id: data.category_id,
    shop_cat_id: toId(body.shop_cat_id) || '0',
    brand_id: toId(body.brand_id),
    goods_name: data.goods_name,
    sn: data.sn,
    price: target?.have_spec || fromSupplier ? target.price : data.price,
    cost: fromSupplier ? target.cost : data.cost,
    mktprice: data.mktprice,
    weight: fromSupplier ? target.weight : data.weight,
    goods_transfee_charge: templateId === '0' ? 1 : 0,
    intro: str(body.intro),
    intro_list: asArray(body.intro_list) as IntroBlock[],
    have_spec: target?.have_spec ?? 0,
    market_enable: body.market_enable === undefined ? (target?.market_enable ?? 1) : num(body.market_enable) === 0 ? 0 : 1,
    // The demo platform approves goods automatically.
    is_auth: 1,
    auth_message: '',
    under_message: target?.under_message ?? '',
    disabled: target?.disabled ?? 1,
    goods_type: fromSupplier ? target.goods_type : data.goods_type,
    point_disable: num(body.point_disable) === 1 || data.goods_type === 'POINT' ? 1 : 0,
    exchange_point: exchangePoint,
    expired_date: data.goods_type === 'VIRTUAL' ? (num(body.expired_date) ?? 0) : 0,
    need_packing: str(body.need_packing) === 'YES' ? 'YES' : 'NO',
    packing_price: num(body.packing_price) ?? 0,
    source_type: target?.source_type ?? 'NORMAL',
    supplier_price: fromSupplier ? target.supplier_price : (num(body.supplier_price) ?? target?.supplier_price ?? data.cost),
    goods_gallery_list: gallery,
    goods_video: str(body.goods_video),
    page_title: str(body.page_title).replace(/<[^>]*>/g, ''),
    meta_keywords: str(body.meta_keywords).replace(/<[^>]*>/g, ''),
    meta_description: str(body.meta_description).replace(/<[^>]*>/g, ''),
    template_id: templateId,
    goods_params_list: asArray(body.goods_params_list).map((p) => {
      const o = (p ?? {}) as Record<string, unknown>;
      return {
        param_id: toId(o.param_id),
        param_name: str(o.param_name),
        param_value: str(o.param_value),
        group_id: toId(o.group_id),
        param_type: num(o.param_type) ?? 1,
        required: num(o.required) ?? 0,
      } satisfies GoodsParam;
    }),
    thumbnail: gallery[0].thumbnail,
    create_time: target?.create_time ?? now,
    last_modify: now,
    skus,
    __en: english,
  };
  delete record.__en?.auth_message;
  return db().goods.put(record);
}
