/**
 * Seeded platform flash sales around today (ended, running today, to come) with the owner shop's applications in
 * every state the list shows (applied or not, before or after the deadline), and one of the supplier shop.
 */
import { SHOP } from '../../../db/seed/constants';
import { specsOf } from '../goods';
import type { SeckillApplyRecord, SeckillApplyStatus, SeckillRecord } from '../records';
import { percentOf, type SeedContext } from './context';

interface Application {
  shop: string;
  status: SeckillApplyStatus[];
}

interface SaleSeed {
  zh: string;
  en: string;
  /** Sale day, in days from today. */
  day: number;
  /** Application deadline in days from today at 20:00, or `'passed'` for an hour ago. */
  deadline: number | 'passed';
  hours: number[];
  applications: Application[];
}

const SALES: SaleSeed[] = [
  { zh: '11.11 数码狂欢秒杀', en: 'Double 11 gadget flash sale', day: -10, deadline: -12, hours: [10, 14, 20], applications: [{ shop: SHOP.owner, status: ['PASS', 'PASS', 'FAIL'] }] },
  { zh: '周末清仓秒杀', en: 'Weekend clearance flash sale', day: -4, deadline: -6, hours: [12, 20], applications: [] },
  { zh: '今日限时抢购', en: "Today's flash sale", day: 0, deadline: -2, hours: [0, 10, 16, 21], applications: [{ shop: SHOP.owner, status: ['PASS', 'PASS', 'FAIL'] }] },
  { zh: '明日爆款秒杀', en: "Tomorrow's best-seller flash sale", day: 1, deadline: 'passed', hours: [10, 20], applications: [] },
  { zh: '年终盛典秒杀', en: 'Year-end gala flash sale', day: 3, deadline: 2, hours: [10, 12, 20], applications: [{ shop: SHOP.supplier, status: ['APPLY'] }] },
  { zh: '品牌日秒杀', en: 'Brand day flash sale', day: 5, deadline: 4, hours: [8, 12, 18, 22], applications: [{ shop: SHOP.owner, status: ['APPLY', 'APPLY'] }] },
  { zh: '跨年夜秒杀', en: "New Year's Eve flash sale", day: 8, deadline: 6, hours: [0, 20, 22], applications: [] },
];

const RULE = {
  zh: '报名商品须为店内在售商品，活动价须低于商品原价，每个SKU只能报名一个场次；报名提交后不能修改。',
  en: 'Goods must be on sale in the shop, the flash price below the original price, one slot per SKU; an application cannot be changed once sent.',
};

const FAIL_REASON = { zh: '活动价高于该商品近30天最低价', en: 'The flash price is above the lowest price of the last 30 days' };

export function seedSeckills(c: SeedContext): { seckills: SeckillRecord[]; applies: SeckillApplyRecord[] } {
  const seckills: SeckillRecord[] = [];
  const applies: SeckillApplyRecord[] = [];
  SALES.forEach((sale, i) => {
    const seckillId = String(801 + i);
    const startDay = c.day(sale.day);
    const deadline = sale.deadline === 'passed' ? c.at(0, -1) : c.day(sale.deadline) + 20 * 3600;
    seckills.push({
      seckill_id: seckillId,
      seckill_name: sale.zh,
      start_day: startDay,
      apply_end_time: deadline,
      seckill_rule: RULE.zh,
      range_list: sale.hours,
      create_time: c.day(sale.day - 20),
      __en: { seckill_name: sale.en, seckill_rule: RULE.en },
    });
    for (const application of sale.applications) {
      c.take(application.shop, application.status.length).forEach(({ g, s }, k) => {
        const status = application.status[k];
        applies.push({
          apply_id: String(90001 + applies.length),
          seckill_id: seckillId,
          shop_id: application.shop,
          time_line: sale.hours[(k + 1) % sale.hours.length],
          goods_id: g.goods_id,
          sku_id: s.sku_id,
          goods_name: g.goods_name,
          goods_image: s.thumbnail || g.thumbnail,
          specs: specsOf(s),
          original_price: s.price,
          price: percentOf(s.price, 80),
          sold_quantity: s.enable_quantity,
          status,
          fail_reason: status === 'FAIL' ? FAIL_REASON.zh : '',
          create_time: Math.min(deadline, c.now) - 3600 * (k + 2),
          __en: { ...(g.__en?.goods_name ? { goods_name: g.__en.goods_name } : {}), ...(status === 'FAIL' ? { fail_reason: FAIL_REASON.en } : {}) },
        });
      });
    }
  });
  return { seckills, applies };
}
