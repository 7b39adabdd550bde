/**
 * Seeded group purchase: the platform's activities (running, taking applications, ended) and the owner shop's
 * applications in each review state.
 */
import { SHOP } from '../../../db/seed/constants';
import type { GroupBuyActiveRecord, GroupBuyRecord } from '../records';
import { percentOf, type SeedContext } from './context';

/** The platform's group purchase categories (fixed: the shop only picks one). */
export const GROUP_BUY_CATS = [
  { cat_id: '1', cat_name: '数码家电', en: 'Digital and appliances' },
  { cat_id: '2', cat_name: '美食生鲜', en: 'Food and fresh' },
  { cat_id: '3', cat_name: '居家日用', en: 'Home and daily use' },
  { cat_id: '4', cat_name: '服饰箱包', en: 'Clothing and bags' },
];

export function seedGroupBuyActives(c: SeedContext): GroupBuyActiveRecord[] {
  return [
    { act_id: '7001', act_name: '周末团购节', __en: { act_name: 'Weekend group purchase fair' }, start_time: c.day(-2), end_time: c.day(5), join_end_time: c.day(3) },
    { act_id: '7002', act_name: '年货团购季', __en: { act_name: 'New Year group purchase season' }, start_time: c.day(7), end_time: c.day(21), join_end_time: c.day(6) },
    { act_id: '7003', act_name: '双11团购', __en: { act_name: 'Double 11 group purchase' }, start_time: c.day(-40), end_time: c.day(-30), join_end_time: c.day(-41) },
  ];
}

export function seedGroupBuys(c: SeedContext): GroupBuyRecord[] {
  const plan: Array<{ act: string; cat: string; status: 0 | 1 | 2; zh: string; en: string; reason?: [string, string]; sold: number }> = [
    { act: '7001', cat: '1', status: 1, zh: '蓝牙耳机周末团', en: 'Earbuds weekend deal', sold: 37 },
    { act: '7002', cat: '1', status: 0, zh: '年货团·充电宝', en: 'New Year deal: power bank', sold: 0 },
    { act: '7002', cat: '3', status: 2, zh: '年货团·收纳套装', en: 'New Year deal: storage set', reason: ['团购价高于近 30 天最低价', 'The group price is above the lowest price of the last 30 days'], sold: 0 },
    { act: '7003', cat: '1', status: 1, zh: '双11数码团', en: 'Double 11 gadgets', sold: 120 },
  ];
  const hits = c.take(SHOP.owner, plan.length);
  return plan.flatMap((p, i) => {
    const hit = hits[i];
    if (!hit) return [];
    const { g, s } = hit;
    // Offered: at most the stock (the rule the server holds an application to).
    const offered = Math.max(1, Math.min(200, s.enable_quantity));
    const record: GroupBuyRecord = {
      gb_id: String(8101 + i),
      shop_id: SHOP.owner,
      act_id: p.act,
      cat_id: p.cat,
      gb_name: p.zh,
      gb_title: '',
      goods_id: g.goods_id,
      sku_id: s.sku_id,
      goods_name: g.goods_name,
      thumbnail: s.thumbnail || g.thumbnail,
      original_price: s.price,
      price: percentOf(s.price, 80),
      goods_num: offered,
      limit_num: Math.min(2, offered),
      visual_num: 0,
      buy_num: p.sold,
      remark: '',
      gb_status: p.status,
      ...(p.reason ? { fail_reason: p.reason[0] } : {}),
      add_time: c.at(-3 - i),
      __en: { gb_name: p.en, ...(p.reason ? { fail_reason: p.reason[1] } : {}), ...(g.__en?.goods_name ? { goods_name: g.__en.goods_name } : {}) },
    };
    return [record];
  });
}
