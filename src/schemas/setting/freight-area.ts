/**
 * The `area` of a freight rule (api reference §8.5): a JSON string of an object keyed by region id, each
 * `{id, local_name, level, selected_all, children: {...same...} | null}` over the region tree of
 * `base/regions/depth/3`. A wholly chosen region is `selected_all` with no children; a partly chosen one
 * lists the chosen regions under it.
 */
export interface RegionTreeNode {
  id: string | number;
  local_name: string;
  level: number;
  children?: RegionTreeNode[];
}

export interface AreaEntry {
  id: string | number;
  local_name: string;
  level: number;
  selected_all: boolean;
  children: Record<string, AreaEntry> | null;
}

type AreaMap = Record<string, AreaEntry>;

export function parseArea(area: unknown): AreaMap {
  if (typeof area !== 'string' || !area.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(area);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AreaMap) : {};
  } catch {
    return {};
  }
}

/** The top-most wholly chosen regions of an area: what the area picker checks (with everything under them). */
export function areaTopIds(area: unknown): string[] {
  const walk = (entries: AreaMap): string[] =>
    Object.entries(entries).flatMap(([id, entry]) => (entry.selected_all || !entry.children ? [id] : walk(entry.children)));
  return walk(parseArea(area));
}

/** How a language lists regions: `北京、广东省（广州市、东莞市）`, `Beijing, Guangdong (Guangzhou, Dongguan)`. */
export interface ListStyle {
  separator: string;
  open: string;
  close: string;
}

export const listStyleOf = (language: string): ListStyle =>
  language.startsWith('zh') ? { separator: '、', open: '（', close: '）' } : { separator: ', ', open: ' (', close: ')' };

/** The area in words, a partly chosen region followed by its chosen regions. */
export function areaNames(area: unknown, style: ListStyle = listStyleOf('zh')): string {
  const walk = (entries: AreaMap): string =>
    Object.values(entries)
      .map((e) => (e.selected_all || !e.children ? e.local_name : `${e.local_name}${style.open}${walk(e.children)}${style.close}`))
      .join(style.separator);
  return walk(parseArea(area));
}

/**
 * The area JSON of what the area picker checked over the region tree: a checked region is whole, a
 * half-checked one lists its chosen children; the rest is left out.
 */
export function areaOfSelection(tree: readonly RegionTreeNode[], checked: ReadonlySet<string>, halfChecked: ReadonlySet<string>): string {
  const walk = (nodes: readonly RegionTreeNode[]): AreaMap =>
    Object.fromEntries(
      nodes.flatMap((node): Array<[string, AreaEntry]> => {
        const id = String(node.id);
        const entry = { id, local_name: node.local_name, level: node.level };
        if (checked.has(id)) return [[id, { ...entry, selected_all: true, children: null }]];
        if (halfChecked.has(id)) return [[id, { ...entry, selected_all: false, children: walk(node.children ?? []) }]];
        return [];
      }),
    );
  return JSON.stringify(walk(tree));
}
