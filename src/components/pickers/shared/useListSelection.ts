import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toggleItem } from './selection';
import type { Id } from './types';

export interface ListSelectionOptions<T> {
  open: boolean;
  /** Ids selected when the dialog opens; their rows are preloaded with `fetchByIds`. */
  ids?: readonly Id[];
  fetchByIds: (ids: readonly Id[]) => Promise<T[]>;
  keyOf: (item: T) => string;
  /** under 1 = unlimited */
  limit?: number;
}

/** Selection state of the goods and member pickers: preload by ids, toggle within the limit, remove. */
export function useListSelection<T>({ open, ids, fetchByIds, keyOf, limit }: ListSelectionOptions<T>) {
  const [selected, setSelected] = useState<T[]>([]);
  const idsKey = (ids ?? []).map(String).join(',');
  const fetchRef = useRef(fetchByIds);
  useEffect(() => {
    fetchRef.current = fetchByIds;
  });

  // Each opening starts empty, then the preloaded rows of the ids arrive.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected([]);
  }

  useEffect(() => {
    if (!open || !idsKey) return;
    let live = true;
    fetchRef.current(idsKey.split(','))
      .then((rows) => live && setSelected(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, idsKey]);

  const keys = useMemo(() => new Set(selected.map(keyOf)), [selected, keyOf]);
  const isSelected = useCallback((item: T) => keys.has(keyOf(item)), [keys, keyOf]);

  /** false when the limit refused the item. */
  const toggle = useCallback(
    (item: T): boolean => {
      const result = toggleItem(selected, item, keyOf, limit);
      setSelected(result.list);
      return !result.refused;
    },
    [selected, keyOf, limit],
  );
  const remove = useCallback((item: T) => setSelected((cur) => cur.filter((x) => keyOf(x) !== keyOf(item))), [keyOf]);
  const clear = useCallback(() => setSelected([]), []);

  return { selected, isSelected, toggle, remove, clear };
}
