/** The seed of the promotions area, relative to "now" (statuses are computed from the time on every read). */
import type { DemoStore } from '../../../db/store';
import { seedFullGive, seedFullMinus, seedHalfPrice, seedMinus } from './activities';
import { seedContext } from './context';
import { seedCoupons } from './coupons';
import { seedGifts } from './gifts';
import { seedGroupBuyActives, seedGroupBuys } from './group-buy';
import { seedPintuans } from './pintuan';
import { seedSeckills } from './seckill';

export function seedPromotions(core: DemoStore, now: number) {
  const c = seedContext(core, now);
  // Order matters: the first SKUs handed out go to the running full-cut, then to the running single-cut.
  const fullMinus = seedFullMinus(c);
  const fullGive = seedFullGive(c);
  const minus = seedMinus(c);
  const halfPrice = seedHalfPrice(c);
  const { coupons, memberCoupons } = seedCoupons(c);
  const { seckills, applies } = seedSeckills(c);
  return {
    fullMinus,
    fullGive,
    minus,
    halfPrice,
    gifts: seedGifts(c),
    coupons,
    memberCoupons,
    seckills,
    seckillApplies: applies,
    pintuans: seedPintuans(c),
    // Last: its SKUs come after every other seed's.
    groupBuyActives: seedGroupBuyActives(c),
    groupBuys: seedGroupBuys(c),
  };
}
