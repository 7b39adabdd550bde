import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { navigationsHead, pagesHead } from '../decoration/families';

// Each family's schema and screen configs load with its first screen opened, not with the shell.
const pages = lazyScreens(() => import('../decoration/pages'));
const navigations = lazyScreens(() => import('../decoration/navigations'));

/**
 * Shop decoration (spec §2 Operations → shop decoration; api reference §10). The page editor is not here:
 * it is the decoration window, a route outside the console's shell (App.tsx, `src/pages/decoration`).
 */
export const shopDecoration: ScreenDeclaration = {
  name: 'shopDecoration',
  children: [
    { path: 'pc-pages', screen: pages.list(pagesHead, (m) => m.pages.list(m.pageList('PC'))) },
    { path: 'mobile-pages', screen: pages.list(pagesHead, (m) => m.pages.list(m.pageList('MOBILE'))) },
    { path: 'shop-nav', screen: navigations.list(navigationsHead, (m) => m.navigationList) },
  ],
};
