/**
 * The handlers of the demo marketplace's areas, each in its own folder (`src/mocks/areas/<area>/`:
 * records, seed, tables through `defineArea`, handlers). One line per area.
 */
import type { HttpHandler } from 'msw';
import { settingsHandlers } from './settings';

export const areaHandlers: HttpHandler[] = [...settingsHandlers];
