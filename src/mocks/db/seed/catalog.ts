/** Platform catalogue (read-only): 3-level categories, brands per top category, parameter groups. */
export interface CategoryNode {
  category_id: string;
  name: string;
  parent_id: string;
  category_path: string;
  image: string;
  is_show: 'YES' | 'NO';
  category_order: number;
  goods_count: number;
  __en: { name: string };
}

type Tree = [zh: string, en: string, children?: Tree[]];

const TREE: Tree[] = [
  ['手机数码', 'Phones & Digital', [
    ['手机通讯', 'Mobile phones', [['智能手机', 'Smartphones'], ['老人机', 'Feature phones'], ['手机配件', 'Phone accessories']]],
    ['数码配件', 'Digital accessories', [['充电宝', 'Power banks'], ['数据线', 'Cables'], ['耳机', 'Earphones']]],
    ['智能设备', 'Smart devices', [['智能手表', 'Smart watches'], ['智能音箱', 'Smart speakers']]],
  ]],
  ['电脑办公', 'Computers & Office', [
    ['电脑整机', 'Computers', [['笔记本', 'Laptops'], ['台式机', 'Desktops'], ['平板电脑', 'Tablets']]],
    ['外设产品', 'Peripherals', [['键盘', 'Keyboards'], ['鼠标', 'Mice'], ['显示器', 'Monitors']]],
  ]],
  ['家用电器', 'Home appliances', [
    ['厨房电器', 'Kitchen appliances', [['电饭煲', 'Rice cookers'], ['微波炉', 'Microwave ovens']]],
    ['生活电器', 'Household appliances', [['吸尘器', 'Vacuum cleaners'], ['电风扇', 'Electric fans']]],
  ]],
  ['食品生鲜', 'Food & Fresh', [
    ['休闲零食', 'Snacks', [['坚果炒货', 'Nuts'], ['饼干糕点', 'Biscuits']]],
    ['茶叶饮品', 'Tea & drinks', [['绿茶', 'Green tea'], ['咖啡', 'Coffee']]],
  ]],
  ['服饰鞋包', 'Apparel & Bags', [
    ['男装', 'Menswear', [['T恤', 'T-shirts'], ['夹克', 'Jackets']]],
    ['箱包', 'Bags', [['双肩包', 'Backpacks'], ['行李箱', 'Suitcases']]],
  ]],
];

function build(): CategoryNode[] {
  const out: CategoryNode[] = [];
  const walk = (nodes: Tree[], parent: CategoryNode | null, prefix: string) => {
    nodes.forEach(([zh, en, children], index) => {
      const id = `${prefix}${index + 1}`;
      const node: CategoryNode = {
        category_id: id,
        name: zh,
        parent_id: parent?.category_id ?? '0',
        category_path: `${parent ? parent.category_path : '0|'}${id}|`,
        image: '',
        is_show: 'YES',
        category_order: index + 1,
        goods_count: 0,
        __en: { name: en },
      };
      out.push(node);
      if (children) walk(children, node, id);
    });
  };
  walk(TREE, null, '');
  return out;
}

export const CATEGORIES: readonly CategoryNode[] = build();
export const CATEGORY_BY_ID = new Map(CATEGORIES.map((c) => [c.category_id, c]));
export const LEAF_CATEGORIES = CATEGORIES.filter((c) => c.category_path.split('|').length === 5);
export const categoryHasChildren = (id: string) => CATEGORIES.some((c) => c.parent_id === id);

/** Ids from the top down to the category (for `category_ids`). */
export const categoryIds = (id: string) => (CATEGORY_BY_ID.get(id)?.category_path ?? '').split('|').filter((s) => s && s !== '0');

export interface BrandRow {
  brand_id: string;
  name: string;
  logo: string;
  top: string;
  __en: { name: string };
}

const BRAND_NAMES: Record<string, [string, string][]> = {
  '1': [['星耀', 'Xingyao'], ['云米', 'Yunmi'], ['极光', 'Aurora'], ['声浪', 'SoundWave']],
  '2': [['锐捷', 'Ruijie'], ['墨石', 'Inkstone'], ['方舟', 'Ark']],
  '3': [['美家', 'MeiHome'], ['净风', 'PureAir'], ['厨神', 'ChefPro']],
  '4': [['山野', 'Wildland'], ['茶语', 'TeaTalk'], ['果园', 'Orchard']],
  '5': [['行者', 'Walker'], ['城市骑士', 'Urban Knight'], ['轻旅', 'LightTrip']],
};

export const BRANDS: readonly BrandRow[] = Object.entries(BRAND_NAMES).flatMap(([top, names], t) =>
  names.map(([zh, en], i) => ({ brand_id: String(100 + t * 10 + i + 1), name: zh, logo: '', top, __en: { name: en } })),
);

export const brandsOfCategory = (id: string) => {
  const top = categoryIds(id)[0];
  return BRANDS.filter((b) => b.top === top);
};

export interface ParamRow {
  param_id: string;
  param_name: string;
  param_type: number;
  option_list: string[];
  required: number;
  param_value: string;
  __en: { param_name: string };
}

export interface ParamGroupRow {
  group_id: string;
  group_name: string;
  params: ParamRow[];
  __en: { group_name: string };
}

/** Parameter groups of a category (same shape for every leaf, ids derived from the top category). */
export function paramsOfCategory(id: string): ParamGroupRow[] {
  const top = categoryIds(id)[0] ?? '0';
  const p = (n: number, zh: string, en: string, type: number, options: string[], required: number): ParamRow => ({
    param_id: `${top}0${n}`,
    param_name: zh,
    param_type: type,
    option_list: options,
    required,
    param_value: '',
    __en: { param_name: en },
  });
  return [
    {
      group_id: `${top}01`,
      group_name: '主体',
      __en: { group_name: 'Main' },
      params: [
        p(1, '型号', 'Model', 1, [], 1),
        p(2, '产地', 'Origin', 2, ['中国大陆', '中国香港', '日本', '德国', '美国'], 1),
        p(3, '上市年份', 'Release year', 2, ['2024', '2025', '2026'], 0),
      ],
    },
    {
      group_id: `${top}02`,
      group_name: '包装与售后',
      __en: { group_name: 'Packing & after-sales' },
      params: [p(4, '包装清单', 'In the box', 1, [], 0), p(5, '保修期', 'Warranty', 2, ['无', '1年', '2年', '3年'], 0)],
    },
  ];
}
