/** The shop-decoration area (api-reference §10 "Decoration"): micro-pages, navigation, slides, themes. */
import { navigationHandlers } from './navigations';
import { pageHandlers } from './pages';
import { slideHandlers } from './slides';
import { themeHandlers } from './themes';

export const decorationHandlers = [...pageHandlers, ...navigationHandlers, ...slideHandlers, ...themeHandlers];
