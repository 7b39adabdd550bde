/**
 * Platform articles by category type: `{base}/base/pages/article-categories/{type}/articles` (api-reference
 * §7.2; the dashboard reads type NOTICE). The reference gives no shape; this is the original's (BE722
 * `ArticleBuyerController`, CORE722 `Article`): a bare array of `{article_id, article_name, category_id, sort,
 * outside_url, content, show_position, create_time, modify_time}`, newest first. Platform data: read-only.
 */
import { BASE_TIME, DAY } from '../../db/seed/constants';
import { badParam } from '../../lib/errors';
import { route } from '../../handlers/route';

const TYPES = ['HELP', 'NOTICE', 'POSITION', 'PROMOTION', 'OTHER'] as const;
type CategoryType = (typeof TYPES)[number];

interface Article {
  article_id: string;
  article_name: string;
  category_id: string;
  sort: number;
  outside_url: string;
  content: string;
  show_position: string;
  create_time: number;
  modify_time: number;
  __en: { article_name: string; content: string };
}

/** [type, days before BASE_TIME, name zh, name en, body zh, body en] */
const SEED: [CategoryType, number, string, string, string, string][] = [
  ['NOTICE', 2, '双十一大促商家须知', "Singles' Day: what sellers must know", '活动期间请确保库存充足，11月11日当天订单须在48小时内发货。', 'Keep enough stock during the event; orders of November 11 must ship within 48 hours.'],
  ['NOTICE', 9, '平台结算周期调整通知', 'Change of the settlement cycle', '自12月起结算单改为每半月生成一次，请及时核对账单。', 'From December, bills are issued twice a month; please check them in time.'],
  ['NOTICE', 16, '关于规范商品标题的公告', 'Rules for goods titles', '商品标题不得堆砌关键词，违规商品将被下架处理。', 'Titles must not be stuffed with keywords; offending goods will be taken off sale.'],
  ['NOTICE', 27, '系统升级维护公告', 'System maintenance', '11月3日 02:00–04:00 系统升级，期间商家后台暂停服务。', 'The seller console is unavailable on November 3 from 02:00 to 04:00 for an upgrade.'],
  ['NOTICE', 41, '新增电子面单服务', 'E-waybill service available', '商家可在物流设置中开通电子面单，打印效率提升一倍。', 'Enable e-waybills in the logistics settings to print labels twice as fast.'],
  ['NOTICE', 63, '售后时效考核标准更新', 'New after-sales time limits', '退款申请须在72小时内处理，超时将自动同意。', 'Refund requests must be handled within 72 hours, or they are approved automatically.'],
  ['HELP', 120, '如何发布商品', 'How to publish goods', '进入商品管理 > 发布商品，按步骤填写信息后提交审核。', 'Open Goods > Publish goods, fill in each step and submit for review.'],
  ['HELP', 118, '如何设置运费模板', 'How to set up freight templates', '在设置 > 运费模板中按地区设置首重和续重价格。', 'In Settings > Freight templates, set first and additional weight prices per region.'],
  ['HELP', 110, '如何处理退款申请', 'How to handle refund requests', '在售后管理中查看申请详情，审核后填写退款金额。', 'Open the request in After-sales, review it and enter the refund amount.'],
  ['PROMOTION', 12, '年货节招商报名开启', 'New Year festival: sign-up open', '年货节活动报名截止12月20日，优质商品可获首页推荐。', 'Sign up for the New Year festival by December 20; the best goods are featured on the home page.'],
  ['PROMOTION', 35, '限时抢购活动报名', 'Flash sale sign-up', '每周三、周六限时抢购，欢迎商家报名。', 'Flash sales run every Wednesday and Saturday; sign up now.'],
  ['POSITION', 200, '平台联系方式', 'Contact the platform', '客服热线 400-800-8888，工作日 9:00–18:00。', 'Hotline 400-800-8888, weekdays 9:00–18:00.'],
  ['OTHER', 150, '商家入驻协议', 'Seller agreement', '入驻平台即表示同意平台的各项规则。', 'By opening a shop you accept the rules of the platform.'],
];

const ARTICLES: Article[] = SEED.map(([type, daysAgo, zh, en, body, bodyEn], i) => ({
  article_id: String(301 + i),
  article_name: zh,
  category_id: String(TYPES.indexOf(type) + 1),
  sort: i,
  outside_url: '',
  content: `<p>${body}</p>`,
  show_position: type === 'POSITION' ? 'CONTACT_INFORMATION' : 'OTHER',
  create_time: BASE_TIME - daysAgo * DAY + 36000,
  modify_time: BASE_TIME - daysAgo * DAY + 36000,
  __en: { article_name: en, content: `<p>${bodyEn}</p>` },
}));

export const noticeHandlers = [
  route('get', '*/base/pages/article-categories/:type/articles', ({ params }) => {
    const type = params.type.toUpperCase();
    if (!TYPES.includes(type as CategoryType)) throw badParam(`category_type 只能是 ${TYPES.join('、')}`, `category_type must be one of ${TYPES.join(', ')}`);
    const categoryId = String(TYPES.indexOf(type as CategoryType) + 1);
    return ARTICLES.filter((a) => a.category_id === categoryId).sort((a, b) => b.create_time - a.create_time);
  }),
];
