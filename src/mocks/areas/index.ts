/**
 * The handlers of the demo marketplace's areas, each in its own folder (`src/mocks/areas/<area>/`:
 * records, seed, tables through `defineArea`, handlers). One line per area.
 */
import type { HttpHandler } from 'msw';
import { afterSaleHandlers } from './aftersales';
import { chatHandlers } from './chat/handlers';
import { decorationHandlers } from './decoration';
import { orderAreaHandlers } from './order';
import { promotionHandlers } from './promotions';
import { settingsHandlers } from './settings';
import { statisticsHandlers } from './statistics';
import { supplierHandlers } from './supplier/handlers';
import { taskHandlers } from './tasks/handlers';

export const areaHandlers: HttpHandler[] = [
  ...orderAreaHandlers,
  ...afterSaleHandlers,
  ...promotionHandlers,
  ...statisticsHandlers,
  ...decorationHandlers,
  ...settingsHandlers,
  ...taskHandlers,
  ...supplierHandlers,
  ...chatHandlers,
];
