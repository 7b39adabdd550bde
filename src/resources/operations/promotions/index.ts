import type { ScreenDeclaration } from '@/engine/declare';
import { couponScreens } from './coupons';
import { fullCut, fullGive } from './full-discount';
import { giftScreens } from './gifts';
import { groupBuyScreens } from './group-buy';
import { secondHalfPrice, singleCut } from './single-goods';
import { timeLimitScreens } from './time-limit';

/** Promotions (spec §2 Operations → promotions; api reference §6): every kind a family on the engine. */
export const promotions: ScreenDeclaration = {
  name: 'promotions',
  children: [...fullCut, ...fullGive, ...couponScreens, ...giftScreens, ...singleCut, ...secondHalfPrice, ...timeLimitScreens, ...groupBuyScreens],
};
