import type { ResourceGroup } from './types';

/** Keys of the synthetic top nodes: '' = all resources, '-1' = ungrouped (api reference §8.8). */
export const ALL_GROUPS = '';
export const UNGROUPED = '-1';

export interface GroupNode {
  key: string;
  title: string;
  children?: GroupNode[];
}

const toNode = (group: ResourceGroup): GroupNode => ({
  key: String(group.group_id),
  title: group.group_name,
  children: group.children?.length ? group.children.map(toNode) : undefined,
});

/** Keeps the nodes whose name contains `text` and the ancestors of those nodes. */
export function filterGroups(nodes: readonly GroupNode[], text: string): GroupNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterGroups(node.children ?? [], needle);
    if (node.title.toLowerCase().includes(needle) || children.length) {
      return [{ ...node, children: children.length ? children : undefined }];
    }
    return [];
  });
}

export const groupNodes = (groups: readonly ResourceGroup[] | undefined): GroupNode[] => (groups ?? []).map(toNode);
