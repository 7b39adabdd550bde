/** The promotions backend of the demo marketplace (api reference §6.1–§6.7). */
import { couponHandlers } from './handlers/coupons';
import { fullDiscountHandlers } from './handlers/full-discount';
import { giftHandlers } from './handlers/gifts';
import { groupBuyHandlers } from './handlers/group-buy';
import { memberCouponHandlers } from './handlers/member-coupons';
import { pintuanHandlers } from './handlers/pintuan';
import { seckillHandlers } from './handlers/seckill';
import { singleGoodsHandlers } from './handlers/single-goods';

export const promotionHandlers = [
  ...fullDiscountHandlers,
  ...giftHandlers,
  ...couponHandlers,
  ...memberCouponHandlers,
  ...singleGoodsHandlers,
  ...seckillHandlers,
  ...pintuanHandlers,
  ...groupBuyHandlers,
];
