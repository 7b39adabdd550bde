import { hasFullAccess } from '@/access/permissions';
import { fillPath } from '@/utils/api-path';
import type { SessionUser } from './storage';

export const SHOP_STATUS_PATH = 'seller/shops/status';
export const SHOP_PATH = 'seller/shops';
export const rolePermissionsPath = (roleId: string | number) => fillPath('seller/shops/roles/{roleId}/checked', { roleId });

/** The calls of the start-up checks (bootstrap.ts) for this user: a founder's role needs no permissions read. */
export const startUpPaths = (user: SessionUser) => [SHOP_STATUS_PATH, SHOP_PATH, ...(hasFullAccess(user) ? [] : [rolePermissionsPath(user.role_id)])];
