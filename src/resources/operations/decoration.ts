import type { ScreenDeclaration } from '@/engine/declare';

/** Shop decoration (spec §2 Operations → shop decoration; api reference §10). */
export const shopDecoration: ScreenDeclaration = {
  name: 'shopDecoration',
  children: [{ path: 'pc-pages' }, { path: 'mobile-pages' }, { path: 'shop-nav' }],
};
