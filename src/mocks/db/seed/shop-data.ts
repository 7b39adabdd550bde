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

/** A whole province, or a province with some of its cities. */
type AreaSpec = string | [province: string, cities: string[]];

const areaNode = (id: string, local_name: string, level: number, children: Record<string, unknown> | null) => ({
  id: Number(id),
  local_name,
  level,
  selected_all: children === null,
  children,
});

/** The `area` JSON string of a rule (api reference §8.5): keyed by region id, as the area picker writes it. */
const area = (...specs: AreaSpec[]) =>
  JSON.stringify(
    Object.fromEntries(
      specs.map((spec) => {
        const [name, cities] = typeof spec === 'string' ? [spec, null] : spec;
        const province = REGIONS.find((r) => r.region_grade === 1 && r.local_name === name);
        if (!province) throw new Error(`unknown province ${name}`);
        const children = cities
          ? Object.fromEntries(
              REGIONS.filter((r) => r.parent_id === province.id && cities.includes(r.local_name)).map((c) => [c.id, areaNode(c.id, c.local_name, 2, null)]),
            )
          : null;
        return [province.id, areaNode(province.id, province.local_name, 1, children)];
      }),
    ),
  );

const rule = (first: number, firstPrice: number, next: number, nextPrice: number, ...specs: AreaSpec[]) => ({
  first_company: first,
  first_price: firstPrice,
  continued_company: next,
  continued_price: nextPrice,
  area: area(...specs),
});

/**
 * Three templates per shop: the default (by weight; the seeded goods use it, the publish form preselects
 * it), one by piece with Shenzhen and Shanghai free of freight, one by volume.
 */
export function seedShipTemplates(): ShipTemplateRecord[] {
  return [SHOP.owner, SHOP.supplier].flatMap((shop, s) => [
    {
      id: String(s * 10 + 1),
      shop_id: shop,
      name: '全国通用（按重量）',
      type: 1,
      is_default: 1,
      items: [
        rule(1, 8, 1, 2, '北京', '上海', '广东省', '浙江省', '江苏省'),
        rule(1, 12, 1, 4, '四川省', '湖北省', '山东省', '福建省', '陕西省'),
      ],
      free_items: [],
      __en: { name: 'Nationwide (by weight)' },
    },
    {
      id: String(s * 10 + 2),
      shop_id: shop,
      name: '按件计费',
      type: 2,
      is_default: 0,
      items: [rule(1, 10, 1, 5, '北京', ['广东省', ['广州市', '东莞市']], '浙江省', '江苏省')],
      free_items: [rule(1, 0, 1, 0, '上海', ['广东省', ['深圳市']])],
      __en: { name: 'Per piece' },
    },
    {
      id: String(s * 10 + 3),
      shop_id: shop,
      name: '大件物流（按体积）',
      type: 3,
      is_default: 0,
      items: [rule(1, 30, 1, 15, '四川省', '湖北省')],
      free_items: [],
      __en: { name: 'Bulky items (by volume)' },
    },
  ]);
}
