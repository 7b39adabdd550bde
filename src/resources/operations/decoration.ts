import type { ScreenDeclaration } from '@/engine/declare';
import { navigationList } from '../decoration/navigations';
import { pageList, pages } from '../decoration/pages';

/**
 * Shop decoration (spec §2 Operations → shop decoration; api reference §10). The page editor is not here:
 * it is the decoration window, a route outside the console's shell (App.tsx, `src/pages/decoration`).
 */
export const shopDecoration: ScreenDeclaration = {
  name: 'shopDecoration',
  children: [
    { path: 'pc-pages', screen: pages.list(pageList('PC')) },
    { path: 'mobile-pages', screen: pages.list(pageList('MOBILE')) },
    { path: 'shop-nav', screen: navigationList },
  ],
};
