/**
 * The handlers of the demo marketplace's areas, each in its own folder (`src/mocks/areas/<area>/`:
 * records, seed, tables through `defineArea`, handlers). One line per area.
 */
import type { HttpHandler } from 'msw';
import { chatHandlers } from './chat/handlers';
import { supplierHandlers } from './supplier/handlers';
import { taskHandlers } from './tasks/handlers';

export const areaHandlers: HttpHandler[] = [
  ...taskHandlers,
  ...supplierHandlers,
  ...chatHandlers,
];
