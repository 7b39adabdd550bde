/**
 * Counts and limit rules shared by the goods, member, page and image pickers:
 * a limit under 1 means unlimited; max, selected and remaining counts.
 */
export const isUnlimited = (limit: number | undefined): boolean => limit === undefined || !(limit >= 1);

export interface SelectionCounts {
  /** null when unlimited. */
  max: number | null;
  selected: number;
  /** null when unlimited. */
  remaining: number | null;
}

export function selectionCounts(limit: number | undefined, selected: number): SelectionCounts {
  if (isUnlimited(limit)) return { max: null, selected, remaining: null };
  const max = limit as number;
  return { max, selected, remaining: Math.max(0, max - selected) };
}

/** Whether `count` more items still fit. */
export const canAdd = (limit: number | undefined, selected: number, count = 1): boolean =>
  isUnlimited(limit) || selected + count <= (limit as number);

export interface ToggleResult<T> {
  list: T[];
  /** true when adding was refused by the limit. */
  refused: boolean;
}

/** Adds or removes an item by key; refuses an addition over the limit. */
export function toggleItem<T>(list: readonly T[], item: T, keyOf: (item: T) => string, limit?: number): ToggleResult<T> {
  const key = keyOf(item);
  if (list.some((x) => keyOf(x) === key)) return { list: list.filter((x) => keyOf(x) !== key), refused: false };
  if (!canAdd(limit, list.length)) return { list: [...list], refused: true };
  return { list: [...list, item], refused: false };
}

/** Replaces the selection with `next` unless it goes over the limit. */
export function replaceSelection<T>(current: readonly T[], next: readonly T[], limit?: number): ToggleResult<T> {
  if (!isUnlimited(limit) && next.length > (limit as number)) return { list: [...current], refused: true };
  return { list: [...next], refused: false };
}
