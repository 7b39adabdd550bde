import { useList, type BaseRecord } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { toggleItem } from './selection';
import type { Id } from './types';

export interface ListSelectionOptions<T, R extends BaseRecord> {
  open: boolean;
  /** Ids selected when the dialog opens; their rows are preloaded from `detailsUrl`. */
  ids?: readonly Id[];
  /** The Refine resource the preloaded rows are cached under. */
  resource: string;
  /** The call answering the rows of these ids (`seller/goods/{ids}/details`). */
  detailsUrl: (ids: readonly string[]) => string;
  /** An API row as the picker's item. */
  toItem?: (row: R) => T;
  keyOf: (item: T) => string;
  /** under 1 = unlimited */
  limit?: number;
}

/** Selection state of the goods and member pickers: preload by ids, toggle within the limit, remove. */
export function useListSelection<T, R extends BaseRecord = BaseRecord>({ open, ids, resource, detailsUrl, toItem, keyOf, limit }: ListSelectionOptions<T, R>) {
  const [selected, setSelected] = useState<T[]>([]);
  const idsKey = (ids ?? []).map(String).join(',');
  const preload = useList<R>({
    resource,
    meta: { api: idsKey ? detailsUrl(idsKey.split(',')) : '' },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open && Boolean(idsKey) },
  });
  const preloaded = preload.query.data?.data;

  // Each opening starts empty, then the preloaded rows of the ids arrive (once per opening).
  const [opening, setOpening] = useState({ open, seeded: false });
  if (open !== opening.open) {
    setOpening({ open, seeded: false });
    if (open) setSelected([]);
  } else if (open && !opening.seeded && preloaded && !preload.query.isFetching) {
    setOpening({ open, seeded: true });
    setSelected(toItem ? preloaded.map(toItem) : (preloaded as unknown as T[]));
  }

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
