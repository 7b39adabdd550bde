/** Platform base data without a token: site, validator, languages, countries, regions (api-reference §2, §10). */
import { COUNTRIES, citiesOf, statesOf } from '../db/seed/countries';
import { REGIONS, regionChildren, regionDepthTree, regionMenus } from '../db/seed/regions';
import { notFound, what } from '../lib/errors';
import { placeholderImage } from '../lib/images';
import { route } from './route';

const SITE = {
  site_name: '云集商城',
  title: '云集商城 - 商家中心',
  keywords: '云集商城,商家中心,网上开店',
  descript: '云集商城商家中心：商品、订单、营销与店铺管理。',
  siteon: 1,
  close_reson: '',
  logo: placeholderImage('#409EFF', '云'),
  default_img: placeholderImage('#C0C4CC', '?'),
  __en: { site_name: 'Yunji Mall', title: 'Yunji Mall - Seller Center', descript: 'Yunji Mall seller center: goods, orders, promotions and shop management.' },
};

const LANGUAGES = [
  { id: 1, code: 'zh-CN', lang: '简体中文' },
  { id: 2, code: 'en-US', lang: 'English' },
  { id: 3, code: 'ja-JP', lang: '日本語' },
];

/** Server-side translations for languages the console does not ship (seller menu keys). */
const SERVER_MESSAGES: Record<string, Record<string, string>> = {
  'ja-JP': {
    'route.dashboard': 'ダッシュボード',
    'route.goods': '商品',
    'route.goodsList': '商品一覧',
    'route.order': '注文',
    'route.orderList': '注文一覧',
    'route.statistics': '統計',
    'route.setting': '設定',
    'common.confirm': '確認',
    'common.cancel': 'キャンセル',
    'common.search': '検索',
  },
};

export const baseHandlers = [
  route('get', '*/base/site-show', () => SITE),
  route('get', '*/base/validator', () => ({ validator_type: 'IMAGE' })),
  route('get', '*/base/lang/codes', () => LANGUAGES),
  route('get', '*/base/lang', ({ query }) => SERVER_MESSAGES[query.get('lang') ?? ''] ?? {}),

  route('get', '*/base/countries', () => COUNTRIES),
  route('get', '*/base/countries/:code/states', ({ params }) => {
    const states = statesOf(params.code);
    if (!states) throw notFound(what.country, params.code);
    return states;
  }),
  route('get', '*/base/countries/:code/cities', ({ params }) => {
    const cities = citiesOf(params.code);
    if (!cities) throw notFound(what.country, params.code);
    return cities;
  }),

  route('get', '*/base/regions/:id/children', ({ params }) => {
    if (params.id !== '0' && !REGIONS.some((r) => r.id === params.id)) throw notFound(what.region, params.id);
    return regionChildren(params.id);
  }),
  route('get', '*/regions/menus', () => regionMenus()),
  route('get', '*/base/regions/depth/:depth', ({ params }) => regionDepthTree(Math.min(4, Math.max(1, Number(params.depth) || 3)))),
];
