import type { ResourceProps } from '@refinedev/core';
import { NO_ACCESS } from '@/access/permissions';
import type { ScreenDeclaration } from '@/resources/types';
import { buildRouteTable } from './routes';

/**
 * Refine's resources, from the same declarations as the routes: every screen of every shop kind
 * (access decides what a role may use, not whether the resource exists).
 */
export function refineResources(screens: readonly ScreenDeclaration[]): ResourceProps[] {
  const all = new Map<string, ResourceProps>();
  for (const shopKind of ['ordinary', 'supplier'] as const) {
    for (const route of buildRouteTable(screens, { access: { ...NO_ACCESS, full: true }, shopKind, restricted: false }).routes) {
      all.set(route.name, {
        name: route.name,
        list: route.path,
        meta: { label: `menu:${route.title}`, hide: route.hidden, ...route.api },
      });
    }
  }
  return [...all.values()];
}
