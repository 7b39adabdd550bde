/** Every handler of the demo marketplace. Order matters where a `:param` pattern could shadow a static path. */
import { areaHandlers } from '../areas';
import { authHandlers } from './auth';
import { baseHandlers } from './base';
import { categoryHandlers } from './categories';
import { chatSocketHandlers } from './chat-socket';
import { categorySheetHandlers } from './category-sheet';
import { distributionHandlers } from './distribution';
import { draftHandlers } from './drafts';
import { goodsHandlers } from './goods';
import { memberHandlers } from './members';
import { resourceHandlers } from './resources';
import { shopHandlers } from './shop';
import { shopGoodsSettingHandlers } from './shop-goods-settings';
import { uploadHandlers } from './uploads';

export const handlers = [
  ...authHandlers,
  ...chatSocketHandlers,
  ...baseHandlers,
  ...shopHandlers,
  ...memberHandlers,
  ...resourceHandlers,
  ...uploadHandlers,
  ...categoryHandlers,
  ...categorySheetHandlers,
  ...shopGoodsSettingHandlers,
  ...draftHandlers,
  ...distributionHandlers,
  ...areaHandlers,
  // Last: `seller/goods/:id` would shadow the static `seller/goods/...` paths above.
  ...goodsHandlers,
];
