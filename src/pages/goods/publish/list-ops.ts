/** Reordering helpers of the gallery and the mobile detail blocks. */

/** The list with the item at `from` moved to `to` (indexes clamped; the same list when nothing moves). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

export const removeItem = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
