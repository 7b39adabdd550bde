import { useEffect, useState } from 'react';
import { REFERENCE_STALE_MS } from '../shared/constants';
import { useListOnDemand } from '../shared/data';
import type { PickerType } from '../shared/types';
import { CATEGORIES, categoryChildrenUrl, type CategoryNode } from './categories';

/**
 * The names of a category path (ids top first), read level by level from the same cached calls the
 * cascade reads: a record knows its category's ids and leaf name, and is shown with the whole path.
 * Empty until every level is read (or when one cannot be).
 */
export function useCategoryPathNames(ids: readonly string[], type: PickerType = 'seller'): string[] {
  const childrenOf = useListOnDemand<CategoryNode>(CATEGORIES, REFERENCE_STALE_MS);
  const key = ids.join('|');
  const [found, setFound] = useState<{ key: string; names: string[] }>({ key: '', names: [] });
  useEffect(() => {
    if (!key) return;
    let live = true;
    const path = key.split('|');
    void (async () => {
      const names: string[] = [];
      let parent = '0';
      for (const id of path) {
        const level = await childrenOf(categoryChildrenUrl(type, parent)).catch(() => [] as CategoryNode[]);
        const node = level.find((n) => String(n.category_id) === id);
        if (!node) return;
        names.push(node.name);
        parent = id;
      }
      if (live) setFound({ key, names });
    })();
    return () => {
      live = false;
    };
  }, [childrenOf, key, type]);
  return found.key === key ? found.names : [];
}
