/**
 * Seeded group buys: running (can be closed), to come, closed early inside their range (can be opened again),
 * ended, and one still without goods.
 */
import { SHOP } from '../../../db/seed/constants';
import { createRng } from '../../../lib/prng';
import { specsOf } from '../goods';
import type { PintuanGoods, PintuanRecord } from '../records';
import { percentOf, type SeedContext } from './context';

interface GroupSeed {
  shop: string;
  zh: string;
  en: string;
  titleZh: string;
  titleEn: string;
  from: number;
  to: number;
  size: number;
  limit: number;
  hours: number;
  mocker: number;
  goods: number;
  closed?: boolean;
}

const GROUPS: GroupSeed[] = [
  { shop: SHOP.owner, zh: '3人拼团·数码好物', en: '3-person group: gadgets', titleZh: '数码拼团', titleEn: 'Gadgets', from: -2, to: 12, size: 3, limit: 2, hours: 24, mocker: 1, goods: 3 },
  { shop: SHOP.owner, zh: '2人成团·周末特惠', en: 'Pair deal: weekend', titleZh: '周末团', titleEn: 'Weekend', from: 2, to: 9, size: 2, limit: 0, hours: 24, mocker: 0, goods: 2 },
  { shop: SHOP.owner, zh: '老带新拼团', en: 'Bring a friend', titleZh: '老带新', titleEn: 'Friends', from: -3, to: 5, size: 2, limit: 1, hours: 12, mocker: 1, goods: 2, closed: true },
  { shop: SHOP.owner, zh: '双11拼团', en: 'Double 11 group buy', titleZh: '双11', titleEn: 'D11', from: -30, to: -20, size: 3, limit: 0, hours: 24, mocker: 0, goods: 2 },
  { shop: SHOP.owner, zh: '5人团·年货节', en: '5-person group: New Year fair', titleZh: '年货团', titleEn: 'New Year', from: 6, to: 13, size: 5, limit: 3, hours: 48, mocker: 0, goods: 0 },
  { shop: SHOP.supplier, zh: '采购拼单', en: 'Group purchase', titleZh: '拼单', titleEn: 'Group', from: -1, to: 7, size: 3, limit: 0, hours: 24, mocker: 0, goods: 1 },
];

export function seedPintuans(c: SeedContext): PintuanRecord[] {
  const rng = createRng(66101);
  let goodsId = 95000;
  return GROUPS.map((seed, i) => {
    const started = seed.from < 0;
    const goods = c.take(seed.shop, seed.goods).map(({ g, s }): PintuanGoods => ({
      id: String(++goodsId),
      goods_id: g.goods_id,
      sku_id: s.sku_id,
      goods_name: g.goods_name,
      thumbnail: s.thumbnail || g.thumbnail,
      sn: s.sn,
      specs: specsOf(s),
      origin_price: s.price,
      sales_price: percentOf(s.price, 85),
      enable_quantity: s.enable_quantity,
      sold_quantity: started ? rng.int(3, 120) : 0,
      locked_quantity: started && seed.to > 0 ? rng.int(0, 6) : 0,
      ...(g.__en?.goods_name ? { __en: { goods_name: g.__en.goods_name } } : {}),
    }));
    return {
      promotion_id: String(5001 + i),
      shop_id: seed.shop,
      promotion_name: seed.zh,
      promotion_title: seed.titleZh,
      start_time: c.at(seed.from),
      end_time: c.at(seed.to),
      required_num: seed.size,
      limit_num: seed.limit,
      limit_time: seed.hours,
      enable_mocker: seed.mocker,
      closed: !!seed.closed,
      goods,
      create_time: c.at(Math.min(seed.from, 0) - 2),
      __en: { promotion_name: seed.en, promotion_title: seed.titleEn },
    };
  });
}
