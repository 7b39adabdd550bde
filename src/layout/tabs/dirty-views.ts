/** Views with unsaved changes, by path: closing their tab asks first. */
const dirty = new Set<string>();

export const dirtyViews = {
  set(path: string, isDirty: boolean) {
    if (isDirty) dirty.add(path);
    else dirty.delete(path);
  },
  has: (path: string) => dirty.has(path),
  /** Any of these paths. */
  any: (paths: readonly string[]) => paths.some((p) => dirty.has(p)),
};
