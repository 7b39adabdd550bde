/** The platform's micro-pages for the page picker of types admin and buyer (`{type}/pages`), ~60 per type; read-only. A shop's own pages are the decoration area's. */
import { createRng } from '../../lib/prng';
import { BASE_TIME, DAY } from './constants';

export interface PageRow {
  id: string;
  page_name: string;
  remark: string;
  client_type: 'PC' | 'MOBILE';
  publish_status: 'YES' | 'NO';
  create_time: number;
  __en: { page_name: string; remark: string };
}

const NAMES: [string, string][] = [
  ['店铺首页', 'Shop home'], ['双十一狂欢', "Singles' Day gala"], ['新品首发', 'New arrivals'], ['会员专享', 'Members only'],
  ['年货节', 'New Year festival'], ['开学季', 'Back to school'], ['夏日清凉', 'Summer deals'], ['品牌故事', 'Brand story'],
  ['限时秒杀', 'Flash sale'], ['以旧换新', 'Trade-in'],
];

const cache = new Map<string, PageRow[]>();

export function pagesOf(type: string): PageRow[] {
  let rows = cache.get(type);
  if (!rows) {
    const rng = createRng(4242 + type.length);
    rows = Array.from({ length: 60 }, (_, i) => {
      const [zh, en] = NAMES[i % NAMES.length];
      const round = Math.floor(i / NAMES.length) + 1;
      const client = i % 2 === 0 ? 'PC' : 'MOBILE';
      return {
        id: String(500 + i + 1),
        page_name: `${zh}${round > 1 ? ` ${round}` : ''}`,
        remark: client === 'PC' ? 'PC 端页面' : '移动端页面',
        client_type: client,
        publish_status: i % 9 === 8 ? 'NO' : 'YES',
        create_time: BASE_TIME - i * DAY - rng.int(0, 40000),
        __en: { page_name: `${en}${round > 1 ? ` ${round}` : ''}`, remark: client === 'PC' ? 'PC page' : 'Mobile page' },
      };
    });
    cache.set(type, rows);
  }
  return rows;
}
