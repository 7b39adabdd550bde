import type { ResourceProps } from '@refinedev/core';
import type { ScreenDeclaration } from './declare';
import { nameOf, walkScreens } from './routes';

/** A family's route path for Refine, its record id as `:id` (Refine's convention). */
const asRefinePath = (path: string, idParam = true) => (idParam ? path.replace(/:([A-Za-z_]+)\??$/, ':id') : path);

/**
 * Refine's resources: one per screen family, with the list / show / create / edit paths its screens
 * are declared at, and the family's calls as meta (the data provider reads them).
 */
export function refineResources(screens: readonly ScreenDeclaration[]): ResourceProps[] {
  // By the family's name: a screen loaded with its declaration has its family's head only.
  const byFamily = new Map<string, ResourceProps>();
  walkScreens(screens, (decl, path) => {
    const spec = decl.screen;
    if (!spec) return;
    let resource = byFamily.get(spec.family.name);
    if (!resource) {
      const { name, api, idField } = spec.family;
      byFamily.set(name, (resource = { name, meta: { label: `menu:${nameOf(decl)}`, api: api.list, one: api.one, idField } }));
    }
    const kind = spec.kind === 'form' ? spec.mode : spec.kind;
    if (kind === 'list' && !resource.list) resource.list = path;
    else if (kind === 'show' && !resource.show) resource.show = asRefinePath(path);
    else if (kind === 'create' && !resource.create) resource.create = path;
    else if (kind === 'edit' && !resource.edit) resource.edit = asRefinePath(path);
  });
  return [...byFamily.values()];
}
