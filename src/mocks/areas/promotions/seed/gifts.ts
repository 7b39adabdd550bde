/** Seeded gifts: some promised to unfinished orders (`enable_store` below `actual_store`), one out of stock. */
import { SHOP } from '../../../db/seed/constants';
import { PALETTE, placeholderImage } from '../../../lib/images';
import type { GiftRecord } from '../records';
import type { SeedContext } from './context';

const GIFTS: [shop: string, zh: string, en: string, price: number, actual: number, enable: number][] = [
  [SHOP.owner, '定制帆布袋', 'Custom tote bag', 29, 500, 468],
  [SHOP.owner, '懒人手机支架', 'Phone stand', 19.9, 300, 300],
  [SHOP.owner, '数据线收纳包', 'Cable organizer', 15, 200, 188],
  [SHOP.owner, '屏幕清洁套装', 'Screen cleaning kit', 12.5, 400, 400],
  [SHOP.owner, '品牌保温杯', 'Branded thermos', 59, 100, 96],
  [SHOP.owner, '电竞鼠标垫', 'Gaming mouse pad', 25, 0, 0],
  [SHOP.owner, '金属钥匙扣', 'Metal keyring', 9.9, 1000, 1000],
  [SHOP.owner, '限定贴纸套装', 'Limited sticker set', 6.8, 800, 790],
  [SHOP.supplier, '样品试用装', 'Sample kit', 5, 2000, 1980],
  [SHOP.supplier, '定制礼盒', 'Custom gift box', 18, 300, 300],
];

export function seedGifts(c: SeedContext): GiftRecord[] {
  return GIFTS.map(([shop, zh, en, price, actual, enable], i) => ({
    gift_id: String(501 + i),
    shop_id: shop,
    gift_name: zh,
    gift_price: price,
    gift_img: placeholderImage(PALETTE[i % PALETTE.length], zh[0]),
    actual_store: actual,
    enable_store: enable,
    gift_type: 0,
    create_time: c.at(-60 + i * 3),
    disabled: 0,
    __en: { gift_name: en },
  }));
}
