import type { FamilyHead } from '@/engine/declare';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const pagesHead: FamilyHead = { name: 'decorationPages', api: { list: 'seller/pages' }, idField: 'id' };
export const navigationsHead: FamilyHead = { name: 'shopNavigations', api: { list: 'seller/shops/navigations' }, idField: 'id' };
