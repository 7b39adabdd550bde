/**
 * Seeded decoration of every shop: micro-pages (one home page per client type, a few unpublished), navigation
 * entries (some hidden), carousel slides per client type, and the theme each shop uses. Deterministic.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import { PALETTE, placeholderImage } from '../../lib/images';
import { createRng, type Rng } from '../../lib/prng';
import type { ClientType, NavigationRecord, PageRecord, ShopThemeChoice, SlideRecord, ThemeRecord } from './types';

/** Micro-pages per client type of each shop. */
const PAGE_COUNTS: Record<string, number> = { [SHOP.owner]: 28, [SHOP.supplier]: 8, [SHOP.closed]: 5, [SHOP.applying]: 2, [SHOP.refused]: 2 };

/** The first is the home page. */
const PAGE_NAMES: [string, string][] = [
  ['店铺首页', 'Shop home'], ['双十一狂欢', "Singles' Day gala"], ['新品首发', 'New arrivals'], ['会员专享', 'Members only'],
  ['年货节', 'New Year festival'], ['开学季', 'Back to school'], ['夏日清凉', 'Summer deals'], ['品牌故事', 'Brand story'],
  ['限时秒杀', 'Flash sale'], ['以旧换新', 'Trade-in'], ['618 年中大促', '618 mid-year sale'], ['双十二返场', 'Double 12 encore'],
  ['女王节', "Women's Day"], ['母亲节献礼', "Mother's Day gifts"], ['父亲节特惠', "Father's Day deals"], ['七夕好礼', 'Qixi gifts'],
  ['中秋团圆', 'Mid-Autumn reunion'], ['国庆黄金周', 'National Day week'], ['黑五狂欢', 'Black Friday'], ['圣诞季', 'Christmas season'],
  ['元旦跨年', "New Year's Eve"], ['春季焕新', 'Spring refresh'], ['秋季上新', 'Autumn arrivals'], ['手机专场', 'Phones'],
  ['电脑办公专场', 'Computers & office'], ['耳机音箱专场', 'Audio'], ['智能穿戴专场', 'Wearables'], ['售后服务说明', 'After-sales service'],
];

export const FIRST_PAGE_ID = 1001;
export const FIRST_NAVIGATION_ID = 2001;
export const FIRST_SLIDE_ID = 3001;

/** The decorator's widgets (a designed, documented shape; the server only checks it is JSON). */
function widgets(rng: Rng, client: ClientType, goodsIds: string[], title: string): string {
  const banner = (k: number) => ({
    url: placeholderImage(rng.pick(PALETTE), title.slice(0, 2), client === 'PC' ? 400 : 300),
    opt_type: k === 0 && goodsIds.length ? 'GOODS' : 'URL',
    opt_value: k === 0 && goodsIds.length ? goodsIds[0] : `/shop/goods?page=${k + 1}`,
  });
  const list = [
    { type: 'image-carousel', images: Array.from({ length: rng.int(1, 3) }, (_, k) => banner(k)) },
    { type: 'text', text: title, opt_type: 'NONE', opt_value: '' },
    { type: 'goods-list', title, goods_ids: goodsIds.slice(0, client === 'PC' ? 8 : 4) },
  ];
  return JSON.stringify(list);
}

export function seedPages(core: DemoStore): PageRecord[] {
  const rows: PageRecord[] = [];
  let id = FIRST_PAGE_ID;
  for (const [shopId, count] of Object.entries(PAGE_COUNTS)) {
    const rng = createRng(5100 + Number(shopId));
    const goodsIds = core.goods.all().filter((g) => g.shop_id === shopId && g.market_enable === 1).map((g) => g.goods_id);
    for (const client of ['PC', 'MOBILE'] as const) {
      for (let i = 0; i < count; i++) {
        const [zh, en] = PAGE_NAMES[i % PAGE_NAMES.length];
        const created = BASE_TIME - (count - i) * 9 * DAY + rng.int(0, 8 * 3600);
        const picked = goodsIds.length ? [...new Set(Array.from({ length: 8 }, () => rng.pick(goodsIds)))] : [];
        rows.push({
          id: String(id++),
          shop_id: shopId,
          page_name: zh,
          remark: i === 0 ? (client === 'PC' ? 'PC 端店铺首页' : '移动端店铺首页') : client === 'PC' ? 'PC 端活动页' : '移动端活动页',
          client_type: client,
          publish_status: i % 7 === 6 ? 'NO' : 'YES',
          is_index: i === 0 ? 'YES' : 'NO',
          page_data: widgets(rng, client, picked, zh),
          create_time: created,
          modify_time: created + rng.int(0, 5) * DAY,
          __en: {
            page_name: en,
            remark: i === 0 ? (client === 'PC' ? 'PC shop home page' : 'Mobile shop home page') : client === 'PC' ? 'PC campaign page' : 'Mobile campaign page',
          },
        });
      }
    }
  }
  return rows;
}

/** [name zh, name en, path, shown, new window] */
const NAVIGATION: [string, string, string, number, number][] = [
  ['首页', 'Home', '', 1, 0],
  ['全部商品', 'All goods', '/goods', 1, 0],
  ['新品上市', 'New', '/goods?sort=new', 1, 0],
  ['手机', 'Phones', '/goods?cat=1', 1, 0],
  ['电脑办公', 'Computers', '/goods?cat=2', 1, 0],
  ['会员中心', 'Members', '/member', 1, 1],
  ['品牌故事', 'Our story', '/story', 0, 1],
  ['售后服务', 'Service', '/service', 0, 0],
];
const NAVIGATION_COUNTS: Record<string, number> = { [SHOP.owner]: 8, [SHOP.supplier]: 4, [SHOP.closed]: 3, [SHOP.applying]: 1, [SHOP.refused]: 1 };

export const shopUrl = (shopId: string, path: string) => `https://www.yunjimall.example/shop/${shopId}${path}`;

export function seedNavigations(): NavigationRecord[] {
  let id = FIRST_NAVIGATION_ID;
  return Object.entries(NAVIGATION_COUNTS).flatMap(([shopId, count]) =>
    NAVIGATION.slice(0, count).map(([zh, en, path, shown, target], i) => ({
      id: String(id++),
      shop_id: shopId,
      name: zh,
      disable: shown,
      sort: (i + 1) * 10,
      nav_url: shopUrl(shopId, path),
      target,
      __en: { name: en },
    })),
  );
}

const SLIDE_COUNTS: Record<string, [pc: number, mobile: number]> = {
  [SHOP.owner]: [4, 3], [SHOP.supplier]: [2, 1], [SHOP.closed]: [1, 1], [SHOP.applying]: [1, 0], [SHOP.refused]: [1, 0],
};
const SLIDE_LABELS = ['新品', '秒杀', '会员', '包邮'];

export function seedSlides(): SlideRecord[] {
  let id = FIRST_SLIDE_ID;
  return Object.entries(SLIDE_COUNTS).flatMap(([shopId, [pc, mobile]]) =>
    (['PC', 'MOBILE'] as const).flatMap((client) =>
      Array.from({ length: client === 'PC' ? pc : mobile }, (_, i) => ({
        silde_id: String(id++),
        shop_id: shopId,
        client_type: client,
        silde_url: `/shop/${shopId}/goods?slide=${i + 1}`,
        img: placeholderImage(PALETTE[(i + Number(shopId)) % PALETTE.length], SLIDE_LABELS[i % SLIDE_LABELS.length], client === 'PC' ? 400 : 300),
      })),
    ),
  );
}

/** [id, type, mark, name zh, name en, colour] — the first of each type is the platform default. */
const THEME_SEED: [string, 'PC' | 'WAP', string, string, string, string][] = [
  ['1', 'PC', 'default', '默认模板', 'Default', '#409EFF'],
  ['2', 'PC', 'tech_blue', '科技蓝', 'Tech blue', '#1F4E9C'],
  ['3', 'PC', 'fresh_green', '清新绿', 'Fresh green', '#67C23A'],
  ['4', 'PC', 'festive_red', '喜庆红', 'Festive red', '#E4393C'],
  ['5', 'WAP', 'default', '默认模板', 'Default', '#409EFF'],
  ['6', 'WAP', 'simple_white', '简约白', 'Simple white', '#909399'],
  ['7', 'WAP', 'vivid_orange', '活力橙', 'Vivid orange', '#E6A23C'],
];

export const THEMES: readonly ThemeRecord[] = THEME_SEED.map(([id, type, mark, zh, en, color], i) => ({
  id,
  name: zh,
  image_path: placeholderImage(color, zh.slice(0, 2), 300),
  mark,
  is_default: i === 0 || id === '5' ? 1 : 0,
  type,
  __en: { name: en },
}));

export const defaultTheme = (type: 'PC' | 'WAP') => THEMES.find((t) => t.type === type && t.is_default === 1)!;

export function seedThemeChoices(core: DemoStore): ShopThemeChoice[] {
  return core.shops.all().map((shop) => ({
    shop_id: shop.shop_id,
    pc_theme_id: shop.shop_id === SHOP.owner ? '2' : defaultTheme('PC').id,
    wap_theme_id: defaultTheme('WAP').id,
  }));
}
