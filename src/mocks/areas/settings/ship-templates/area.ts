/**
 * The `area` of a freight rule (api reference §8.5): a JSON string of an object keyed by region id, each
 * `{id, local_name, level, selected_all, children: {...same...} | null}`, over the region tree of
 * `base/regions/depth/3` (provinces, cities, counties). Other keys the area picker leaves on a node are kept.
 */
import { REGIONS } from '../../../db/seed/regions';
import { toId } from '../../../lib/json';
import { fieldError } from '../lib/fields';
import { regionById, regionChain } from '../lib/regions';

const DEPTH = 3;

const childrenOf = (id: string) => REGIONS.filter((r) => r.parent_id === id && r.region_grade <= DEPTH);

/** The regions of the deepest picked level a region stands for (itself when it has no children). */
function leavesOf(id: string): string[] {
  const children = childrenOf(id);
  return children.length ? children.flatMap((c) => leavesOf(c.id)) : [id];
}

/**
 * Checks an `area` JSON string and answers the regions it covers (see `leavesOf`). 400 naming the field
 * (`items[0].area`) for anything the area picker could not have produced.
 */
export function areaCoverage(value: unknown, key: string): string[] {
  const fail = (zh: string, en: string) => fieldError(key, '配送地区', zh, en);
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(parsed)) throw fail('必须是按地区 id 组织的 JSON 字符串', 'must be a JSON string of an object keyed by region id');

  const walk = (nodes: Record<string, unknown>, parentId: string): string[] => {
    const entries = Object.entries(nodes);
    if (!entries.length) throw fail('未选择地区', 'selects no region');
    return entries.flatMap(([id, node]) => {
      const region = regionById(id);
      if (!region || region.parent_id !== parentId || region.region_grade > DEPTH || !isObject(node)) {
        throw fail(`地区不正确：${id}`, `has an unknown or misplaced region: ${id}`);
      }
      if (node.id !== undefined && toId(node.id) !== id) throw fail(`地区 ${id} 的 id 不一致`, `region ${id} has another id: ${toId(node.id)}`);
      if (typeof node.selected_all !== 'boolean') throw fail(`地区 ${id} 缺少 selected_all`, `region ${id} needs a boolean selected_all`);
      if (node.selected_all) return leavesOf(id);
      if (!isObject(node.children)) throw fail(`地区 ${id} 未全选时须列出下级地区`, `region ${id} is not selected_all and needs children`);
      return walk(node.children, id);
    });
  };
  return walk(parsed, '0');
}

/** The name of a covered region with its parents (`广东省 深圳市 南山区`), for messages. */
export const regionPath = (id: string) => regionChain(id).map((r) => r.local_name).join(' ');
