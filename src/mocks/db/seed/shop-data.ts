/** Per-shop data around goods: shop categories (groups), tags, freight templates. */
import type { ShipTemplateRecord, ShopCatRecord, TagRecord } from '../types';
import { SHOP } from './constants';
import { REGIONS } from './regions';

type CatSeed = [id: string, pid: string, zh: string, en: string];

const CATS: Record<string, CatSeed[]> = {
  [SHOP.owner]: [
    ['101', '0', '手机', 'Phones'], ['102', '101', '旗舰机型', 'Flagships'], ['103', '101', '千元机', 'Budget phones'],
    ['104', '0', '电脑办公', 'Computers'], ['105', '104', '笔记本', 'Laptops'], ['106', '104', '外设配件', 'Peripherals'],
    ['107', '0', '智能生活', 'Smart living'], ['108', '0', '热销推荐', 'Best sellers'],
  ],
  [SHOP.supplier]: [['201', '0', '批发专区', 'Wholesale'], ['202', '201', '数码', 'Digital'], ['203', '201', '家居', 'Home']],
};

export function seedShopCats(): ShopCatRecord[] {
  return Object.entries(CATS).flatMap(([shop, rows]) =>
    rows.map(([id, pid, zh, en], i) => ({
      shop_cat_id: id,
      shop_id: shop,
      shop_cat_pid: pid,
      shop_cat_name: zh,
      disable: id === '107' ? 0 : 1,
      sort: i + 1,
      __en: { shop_cat_name: en },
    })),
  );
}

/** Leaf shop categories of a shop (where seeded goods go). */
export const leafShopCats = (shop: string) =>
  (CATS[shop] ?? []).filter(([id]) => !(CATS[shop] ?? []).some(([, pid]) => pid === id)).map(([id]) => id);

export function seedTags(): TagRecord[] {
  const tags: [zh: string, en: string, mark: string][] = [['热卖排行', 'Best sellers', 'hot'], ['新品推荐', 'New arrivals', 'new'], ['推荐商品', 'Recommended', 'recommend']];
  return [SHOP.owner, SHOP.supplier].flatMap((shop, s) =>
    tags.map(([zh, en, mark], i) => ({ tag_id: String(s * 10 + i + 1), shop_id: shop, tag_name: zh, mark, goods_ids: [], __en: { tag_name: en } })),
  );
}

/** The `area` JSON string of a rule: whole provinces by name. */
const area = (...names: string[]) =>
  JSON.stringify(
    Object.fromEntries(
      REGIONS.filter((r) => r.region_grade === 1 && names.includes(r.local_name)).map((r) => [
        r.id,
        { id: Number(r.id), local_name: r.local_name, level: 1, selected_all: true, children: null },
      ]),
    ),
  );

export function seedShipTemplates(): ShipTemplateRecord[] {
  return [SHOP.owner, SHOP.supplier].flatMap((shop, s) => [
    {
      id: String(s * 10 + 1),
      shop_id: shop,
      name: '全国通用（按重量）',
      type: 1,
      is_default: 1,
      items: [{ first_company: 1, first_price: 8, continued_company: 1, continued_price: 2, area: area('北京', '上海', '广东省', '浙江省', '江苏省') }],
      free_items: [],
      __en: { name: 'Nationwide (by weight)' },
    },
    {
      id: String(s * 10 + 2),
      shop_id: shop,
      name: '按件计费',
      type: 2,
      is_default: 0,
      items: [{ first_company: 1, first_price: 10, continued_company: 1, continued_price: 5, area: area('北京', '广东省') }],
      free_items: [{ first_company: 0, first_price: 0, continued_company: 0, continued_price: 0, area: area('上海') }],
      __en: { name: 'Per piece' },
    },
    {
      id: String(s * 10 + 3),
      shop_id: shop,
      name: '大件物流（按体积）',
      type: 3,
      is_default: 0,
      items: [{ first_company: 1, first_price: 30, continued_company: 1, continued_price: 15, area: area('四川省', '湖北省') }],
      free_items: [],
      __en: { name: 'Bulky items (by volume)' },
    },
  ]);
}
