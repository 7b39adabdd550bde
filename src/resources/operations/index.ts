import type { ScreenDeclaration } from '@/engine/declare';
import { customer } from './customer';
import { shopDecoration } from './decoration';
import { promotions } from './promotions';

/** The operations area of spec §2: customer service, shop decoration, promotions. */
export const operations: ScreenDeclaration = {
  path: 'operations',
  name: 'operations',
  icon: 'operations',
  restricted: true,
  children: [customer, shopDecoration, promotions],
};
