import { useCallback, useMemo, useState } from 'react';
import { initialChecked, normalizeTree, selectionOf, toggleNode, type AreaKeys } from './tree';

export interface AreaTreeOptions {
  raw: readonly unknown[];
  keys?: Partial<AreaKeys>;
  defaultIds?: ReadonlyArray<string | number>;
  disabledIds?: ReadonlyArray<string | number>;
  excludedIds?: ReadonlyArray<string | number>;
  limit?: number;
}

/** The area tree state as a hook: normalised tree, checked leaves, toggle, selection. */
export function useAreaTree({ raw, keys, defaultIds = [], disabledIds = [], excludedIds = [], limit = -1 }: AreaTreeOptions) {
  const signature = JSON.stringify([keys, disabledIds, excludedIds]);
  const tree = useMemo(() => {
    const [k, disabled, excluded] = JSON.parse(signature) as [Partial<AreaKeys> | undefined, string[], string[]];
    return normalizeTree(raw, k, excluded, disabled);
  }, [raw, signature]);
  const defaultsKey = JSON.stringify(defaultIds);
  const [state, setState] = useState({ tree, defaultsKey, checked: initialChecked(tree, defaultIds) });
  let current = state;
  if (state.tree !== tree || state.defaultsKey !== defaultsKey) {
    current = { tree, defaultsKey, checked: initialChecked(tree, defaultIds) };
    setState(current);
  }
  const toggle = useCallback(
    (id: string): boolean => {
      const outcome = toggleNode(current.tree, current.checked, id, limit);
      if (!outcome.refused) setState({ ...current, checked: outcome.checked });
      return !outcome.refused;
    },
    [current, limit],
  );
  const selection = useMemo(() => selectionOf(current.tree, current.checked), [current]);
  return { tree, checked: current.checked, toggle, selection };
}
