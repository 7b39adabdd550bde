import type { AccessControlProvider, CanParams } from '@refinedev/core';
import { can, NO_ACCESS, NO_RULES, type Access, type AccessRules } from '@/access/permissions';

/**
 * The role's permissions for this page load, granted once the start-up checks have read them and kept in
 * memory: every answer below comes from here, none from the network (one console saw 1,000 calls for
 * 1,000 rows when each button asked the server).
 */
let granted: Access = NO_ACCESS;
let grantedRules: AccessRules = NO_RULES;

/** Called with the session's route table, before its first screen renders. */
export const grantAccess = (access: Access, rules: AccessRules = grantedRules) => {
  granted = access;
  grantedRules = rules;
};

/**
 * May the user open the screen, or use the permission, of this name (spec §6: permissions are route
 * names)? The answer Refine's `can` gives, without a promise: a table of 1,000 rows asks it per row in render.
 */
export const canOpen = (name: string) => can(granted, name, grantedRules);

/** The role's permission names (with what they imply): what `authProvider.getPermissions` answers. */
export const grantedNames = (): { full: boolean; names: string[] } => ({ full: granted.full, names: [...granted.names] });

/** Refine names a resource (a family or route name); the permission is that name, whatever the action. */
const permissionIn = ({ resource, params }: CanParams) => resource ?? params?.resource?.name ?? '';

/** Refine's access control (`useCan`, `CanAccess`), from the same memory. */
export const accessControlProvider: AccessControlProvider = {
  can: async (params) => ({ can: canOpen(permissionIn(params)) }),
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // The answer cannot change before the next page load (a role's new permissions apply after a reload).
    queryOptions: { staleTime: Infinity },
  },
};
