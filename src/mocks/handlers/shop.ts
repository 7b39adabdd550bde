/** The seller's shop: status, info, role permissions (api-reference §2, §8.1). */
import { ALL_PERMISSIONS } from '../db/seed/shops';
import { db } from '../db/store';
import { notFound, what } from '../lib/errors';
import { route } from './route';

export const shopHandlers = [
  route('get', '*/seller/shops/status', ({ session }) => session.shop?.shop_status ?? ''),

  route('get', '*/seller/shops', ({ session }) => {
    if (!session.shop) throw notFound(what.shop, session.shopId || '0');
    const { shop_status, ...shop } = session.shop;
    return { ...shop, shop_disable: shop_status };
  }),

  route('get', '*/seller/shops/roles/:role_id/checked', ({ params, session }) => {
    if (params.role_id === '0') return ALL_PERMISSIONS;
    const role = db().roles.get(params.role_id);
    if (!role || role.shop_id !== session.shopId) throw notFound(what.role, params.role_id);
    return role.permissions;
  }),
];
