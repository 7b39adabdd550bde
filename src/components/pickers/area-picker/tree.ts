/**
 * Headless state of the area checkbox tree (spec §4 area picker): the checked leaves are the state;
 * a parent is checked when all its leaves are, indeterminate when some are.
 */
export interface AreaKeys {
  id: string;
  name: string;
  children: string;
}

export const DEFAULT_AREA_KEYS: AreaKeys = { id: 'id', name: 'name', children: 'children' };

export interface AreaNode {
  id: string;
  name: string;
  children: AreaNode[];
  /** locked: neither it nor anything under it can change */
  disabled: boolean;
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

type Raw = Record<string, unknown>;

/**
 * Reads the raw tree with the configured key names (a region's `local_name` stands in for a missing name);
 * excluded ids (and what is under them) are left out; disabled ids lock everything under them.
 */
export function normalizeTree(
  raw: readonly unknown[],
  keys: Partial<AreaKeys> = {},
  excludedIds: ReadonlyArray<string | number> = [],
  disabledIds: ReadonlyArray<string | number> = [],
): AreaNode[] {
  const k = { ...DEFAULT_AREA_KEYS, ...keys };
  const excluded = new Set(excludedIds.map(String));
  const disabled = new Set(disabledIds.map(String));
  const walk = (items: readonly unknown[], lockedAbove: boolean): AreaNode[] =>
    items.flatMap((item) => {
      const node = item as Raw;
      const id = String(node[k.id]);
      if (excluded.has(id)) return [];
      const locked = lockedAbove || disabled.has(id);
      const children = Array.isArray(node[k.children]) ? (node[k.children] as unknown[]) : [];
      return [{ id, name: String(node[k.name] ?? node.local_name ?? ''), disabled: locked, children: walk(children, locked) }];
    });
  return walk(raw, false);
}

export function leavesOf(node: AreaNode): AreaNode[] {
  return node.children.length ? node.children.flatMap(leavesOf) : [node];
}

function findNode(nodes: readonly AreaNode[], id: string): AreaNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Default ids are preselected together with everything under them (disabled ones included). */
export function initialChecked(tree: readonly AreaNode[], defaultIds: ReadonlyArray<string | number>): Set<string> {
  const checked = new Set<string>();
  for (const id of defaultIds) {
    const node = findNode(tree, String(id));
    if (node) leavesOf(node).forEach((leaf) => checked.add(leaf.id));
  }
  return checked;
}

export function stateOf(node: AreaNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node);
  const count = leaves.filter((leaf) => checked.has(leaf.id)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'indeterminate';
}

export interface ToggleOutcome {
  checked: Set<string>;
  /** true when the limit refused the change */
  refused: boolean;
}

/** Limit: the most leaves that may be checked; under 1 (default -1) = none. */
export function toggleNode(tree: readonly AreaNode[], checked: ReadonlySet<string>, id: string, limit = -1): ToggleOutcome {
  const node = findNode(tree, id);
  const next = new Set(checked);
  if (!node || node.disabled) return { checked: next, refused: false };
  const free = leavesOf(node).filter((leaf) => !leaf.disabled);
  const check = stateOf(node, checked) !== 'checked' && free.some((leaf) => !checked.has(leaf.id));
  free.forEach((leaf) => (check ? next.add(leaf.id) : next.delete(leaf.id)));
  if (check && limit >= 1 && next.size > limit) return { checked: new Set(checked), refused: true };
  return { checked: next, refused: false };
}

export interface AreaSelection {
  /** every fully checked node, parents included */
  checkedIds: string[];
  /** the indeterminate parents */
  halfCheckedIds: string[];
  /** checked leaves */
  leafIds: string[];
  /** the top-most fully checked nodes (the shortest description of the choice) */
  topIds: string[];
  /** names of topIds, in the same order */
  topNames: string[];
}

export function selectionOf(tree: readonly AreaNode[], checked: ReadonlySet<string>): AreaSelection {
  const out: AreaSelection = { checkedIds: [], halfCheckedIds: [], leafIds: [], topIds: [], topNames: [] };
  const walk = (nodes: readonly AreaNode[], parentChecked: boolean) => {
    for (const node of nodes) {
      const state = stateOf(node, checked);
      if (state === 'checked') {
        out.checkedIds.push(node.id);
        if (!node.children.length) out.leafIds.push(node.id);
        if (!parentChecked) {
          out.topIds.push(node.id);
          out.topNames.push(node.name);
        }
      } else if (state === 'indeterminate') out.halfCheckedIds.push(node.id);
      walk(node.children, state === 'checked');
    }
  };
  walk(tree, false);
  return out;
}
