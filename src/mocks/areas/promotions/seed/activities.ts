/**
 * Seeded full-cut, full-give, single-cut and second-half-price activities of the owner shop (and a few of the
 * supplier shop): each kind has some not started, some running, some ended and one closed early. The first
 * running full-cut and the first running single-cut hold chosen goods, to show the conflict error.
 */
import { SHOP } from '../../../db/seed/constants';
import { promotionGoods } from '../goods';
import type {
  ActivityRecord, FullGiveRecord, FullGiveStep, FullMinusRecord, FullMinusStep, HalfPriceRecord, MinusRecord,
} from '../records';
import { COUPON } from './coupons';
import type { SeedContext } from './context';

interface ActivitySeed {
  shop: string;
  zh: string;
  en: string;
  /** Days from now. */
  from: number;
  to: number;
  /** Chosen SKUs (0 = all goods). */
  goods: number;
  /** Closed early, this many days from now. */
  closed?: number;
}

function activity(c: SeedContext, seed: ActivitySeed, id: string): ActivityRecord {
  const goods = c.take(seed.shop, seed.goods).map(promotionGoods);
  return {
    id,
    shop_id: seed.shop,
    title: seed.zh,
    start_time: c.at(seed.from),
    end_time: c.at(seed.to),
    range_type: goods.length ? 2 : 1,
    goods_list: goods,
    closed_time: seed.closed === undefined ? null : c.at(seed.closed),
    create_time: c.at(Math.min(seed.from, 0) - 3),
    __en: { title: seed.en },
  };
}

const minusStep = (type: number, threshold: number, discount: number): FullMinusStep => ({ type, threshold, discount });

const FULL_MINUS: Array<ActivitySeed & { discountType: number; steps: FullMinusStep[] }> = [
  { shop: SHOP.owner, zh: '数码配件满199减30', en: 'Accessories: ¥30 off over ¥199', from: -3, to: 12, goods: 2, discountType: 1, steps: [minusStep(1, 199, 30), minusStep(1, 399, 70)] },
  { shop: SHOP.owner, zh: '全店满300减40', en: 'Store-wide: ¥40 off over ¥300', from: -1, to: 6, goods: 0, discountType: 1, steps: [minusStep(1, 300, 40)] },
  { shop: SHOP.owner, zh: '年货节满2件打9折', en: 'New Year fair: 10% off 2 items', from: 3, to: 10, goods: 2, discountType: 2, steps: [minusStep(2, 2, 9), minusStep(2, 3, 8.5)] },
  { shop: SHOP.owner, zh: '周末满500减80', en: 'Weekend: ¥80 off over ¥500', from: 5, to: 7, goods: 0, discountType: 1, steps: [minusStep(1, 500, 80), minusStep(1, 1000, 180)] },
  { shop: SHOP.owner, zh: '国庆满200减20', en: 'National Day: ¥20 off over ¥200', from: -40, to: -33, goods: 0, discountType: 1, steps: [minusStep(1, 200, 20)] },
  { shop: SHOP.owner, zh: '会员日满150减15', en: 'Members day: ¥15 off over ¥150', from: -5, to: 5, goods: 2, closed: -2, discountType: 1, steps: [minusStep(1, 150, 15)] },
  { shop: SHOP.owner, zh: '开学季满3件减50', en: 'Back to school: ¥50 off 3 items', from: -25, to: -18, goods: 1, discountType: 2, steps: [minusStep(1, 3, 50)] },
  { shop: SHOP.supplier, zh: '采购满1000减100', en: 'Purchase: ¥100 off over ¥1000', from: -2, to: 8, goods: 0, discountType: 1, steps: [minusStep(1, 1000, 100)] },
  { shop: SHOP.supplier, zh: '批发满5件9折', en: 'Wholesale: 10% off 5 items', from: 4, to: 11, goods: 1, discountType: 2, steps: [minusStep(2, 5, 9)] },
];

export const seedFullMinus = (c: SeedContext): FullMinusRecord[] =>
  FULL_MINUS.map(({ discountType, steps, ...seed }, i) => ({ ...activity(c, seed, String(1001 + i)), discount_type: discountType, step_list: steps }));

const giveStep = (threshold: number, gives: Partial<FullGiveStep>): FullGiveStep => ({
  threshold,
  is_free_ship: 0,
  is_send_point: 0,
  point_value: 0,
  is_send_bonus: gives.bonus_id ? 1 : 0,
  bonus_id: null,
  is_send_gift: gives.gift_id ? 1 : 0,
  gift_id: null,
  ...gives,
});

const FULL_GIVE: Array<ActivitySeed & { discountType: number; steps: FullGiveStep[] }> = [
  {
    shop: SHOP.owner, zh: '满299包邮送积分', en: 'Free shipping and points over ¥299', from: -2, to: 9, goods: 2, discountType: 1,
    steps: [
      giveStep(299, { is_free_ship: 1, is_send_point: 1, point_value: 100 }),
      giveStep(599, { is_free_ship: 1, is_send_point: 1, point_value: 300, gift_id: '501', bonus_id: COUPON.giveFive }),
    ],
  },
  {
    shop: SHOP.owner, zh: '满2件送帆布袋', en: 'Tote bag with 2 items', from: 2, to: 8, goods: 0, discountType: 2,
    steps: [giveStep(2, { gift_id: '501' }), giveStep(4, { gift_id: '502', bonus_id: COUPON.giveTwenty })],
  },
  { shop: SHOP.owner, zh: '双11满额赠券', en: 'Double 11 coupon gift', from: -30, to: -22, goods: 0, discountType: 1, steps: [giveStep(199, { bonus_id: COUPON.giveFive })] },
  { shop: SHOP.owner, zh: '新品满赠', en: 'New arrivals gift', from: -6, to: 2, goods: 1, closed: -4, discountType: 1, steps: [giveStep(399, { gift_id: '503' })] },
  { shop: SHOP.supplier, zh: '采购满500包邮', en: 'Free shipping over ¥500', from: 3, to: 10, goods: 0, discountType: 1, steps: [giveStep(500, { is_free_ship: 1 })] },
];

export const seedFullGive = (c: SeedContext): FullGiveRecord[] =>
  FULL_GIVE.map(({ discountType, steps, ...seed }, i) => ({
    ...activity(c, seed, String(2001 + i)),
    discount_type: discountType,
    step_list: steps,
    seller_scope: 'ALL',
    seller_list: [],
  }));

const MINUS: Array<ActivitySeed & { value: number; zhNote: string; enNote: string }> = [
  { shop: SHOP.owner, zh: '爆款单品立减', en: 'Best sellers: instant cut', from: -2, to: 8, goods: 2, value: 20, zhNote: '爆款商品下单立减', enNote: 'Instant cut on best sellers' },
  { shop: SHOP.owner, zh: '新品尝鲜立减', en: 'New arrivals: instant cut', from: 2, to: 9, goods: 2, value: 15, zhNote: '新品上市限时优惠', enNote: 'Launch offer on new arrivals' },
  { shop: SHOP.owner, zh: '全店立减5元', en: 'Store-wide: ¥5 off each', from: 4, to: 6, goods: 0, value: 5, zhNote: '', enNote: '' },
  { shop: SHOP.owner, zh: '清仓立减', en: 'Clearance cut', from: -20, to: -12, goods: 1, value: 30, zhNote: '清仓商品立减', enNote: 'Clearance goods' },
  { shop: SHOP.owner, zh: '限时立减', en: 'Limited-time cut', from: -5, to: 5, goods: 1, closed: -3, value: 10, zhNote: '', enNote: '' },
  { shop: SHOP.supplier, zh: '采购立减10元', en: 'Purchase: ¥10 off each', from: -1, to: 9, goods: 0, value: 10, zhNote: '', enNote: '' },
];

export const seedMinus = (c: SeedContext): MinusRecord[] =>
  MINUS.map(({ value, zhNote, enNote, ...seed }, i) => {
    const base = activity(c, seed, String(3001 + i));
    // Below every chosen price: a cut of the whole price would give the goods away.
    const cheapest = Math.min(...base.goods_list.map((g) => g.price));
    const cut = base.goods_list.length ? Math.min(value, Math.floor(cheapest * 10) / 100) : value;
    return { ...base, single_reduction_value: cut, description: zhNote, __en: { ...base.__en, ...(enNote ? { description: enNote } : {}) } };
  });

const HALF_PRICE: Array<ActivitySeed & { zhNote: string; enNote: string }> = [
  { shop: SHOP.owner, zh: '第二件半价·数码专场', en: 'Second at half price: gadgets', from: -1, to: 10, goods: 2, zhNote: '同款第二件半价', enNote: 'Second of the same item at half price' },
  { shop: SHOP.owner, zh: '周末第二件半价', en: 'Weekend second-half-price', from: 3, to: 5, goods: 0, zhNote: '', enNote: '' },
  { shop: SHOP.owner, zh: '双11第二件半价', en: 'Double 11 second-half-price', from: -30, to: -23, goods: 2, zhNote: '', enNote: '' },
  { shop: SHOP.owner, zh: '零食第二件半价', en: 'Snacks second-half-price', from: -4, to: 6, goods: 0, closed: -2, zhNote: '', enNote: '' },
  { shop: SHOP.supplier, zh: '批发第二件半价', en: 'Wholesale second-half-price', from: 2, to: 6, goods: 1, zhNote: '', enNote: '' },
];

export const seedHalfPrice = (c: SeedContext): HalfPriceRecord[] =>
  HALF_PRICE.map(({ zhNote, enNote, ...seed }, i) => {
    const base = activity(c, seed, String(4001 + i));
    return { ...base, description: zhNote, __en: { ...base.__en, ...(enNote ? { description: enNote } : {}) } };
  });
