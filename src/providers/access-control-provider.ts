import type { AccessControlProvider } from '@refinedev/core';
import { canOpen } from '@/access/access-store';

/** Answers from the permissions in memory: a role's grant is per screen, so every action on it follows the screen. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => ({ can: !resource || canOpen(resource) }),
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
