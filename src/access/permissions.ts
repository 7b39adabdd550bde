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

/**
 * How permission names relate, from the declarations: a hidden route follows the entries it belongs
 * to; some entries are open to everyone; an entry may grant others (the order list grants export
 * records).
 */
export interface AccessRules {
  owners: ReadonlyMap<string, readonly string[]>;
  everyone: ReadonlySet<string>;
  implies: ReadonlyMap<string, readonly string[]>;
}

export const NO_RULES: AccessRules = { owners: new Map(), everyone: new Set(), implies: new Map() };

/** The role's names with what they imply (transitively). */
export function withImplied(access: Access, rules: AccessRules): Access {
  if (access.full) return access;
  const names = new Set(access.names);
  const queue = [...names];
  while (queue.length) {
    for (const granted of rules.implies.get(queue.shift()!) ?? []) {
      if (!names.has(granted)) {
        names.add(granted);
        queue.push(granted);
      }
    }
  }
  return { full: false, names };
}

/**
 * May the user open the screen (or use the permission) of this name? A route owned by entries follows
 * them alone: a role's saved tree checks hidden routes always (api reference §8.7), which must not open
 * a detail to a role without its list.
 */
export function can(access: Access, name: string, rules: AccessRules = NO_RULES): boolean {
  if (access.full || rules.everyone.has(name)) return true;
  const owners = rules.owners.get(name);
  if (owners) return owners.some((owner) => owner !== name && can(access, owner, rules));
  return access.names.has(name);
}

/**
 * The permission name of a route: the lowerCamelCase of its first path segment
 * (goods-list → goodsList, role-manage → roleManage, assembleManager stays).
 */
export const permissionName = (path: string) => {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return segment.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
};
