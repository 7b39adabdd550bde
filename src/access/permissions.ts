import type { SessionUser } from '@/session/storage';

/** What a signed-in user may open: everything, or the menu names checked for the role (spec §6). */
export interface Access {
  full: boolean;
  names: ReadonlySet<string>;
}

export const NO_ACCESS: Access = { full: false, names: new Set() };

/** Role 0 or the founder flag gives full access (api reference §2: founder 1 is treated as role 0). */
export const hasFullAccess = (user: Pick<SessionUser, 'role_id' | 'founder'>) =>
  String(user.role_id) === '0' || Number(user.founder) === 1;

export const accessFor = (user: Pick<SessionUser, 'role_id' | 'founder'>, checked: readonly string[]): Access => ({
  full: hasFullAccess(user),
  names: new Set(checked),
});

export const can = (access: Access, name: string) => access.full || access.names.has(name);

/**
 * The permission name of a route: the lowerCamelCase of its first path segment
 * (goods-list → goodsList, role-manage → roleManage, assembleManager stays).
 */
export const permissionName = (path: string) => {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return segment.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
};
