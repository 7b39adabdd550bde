/**
 * Material (resource) centre of the caller's shop (api-reference §8.8): groups three levels deep per type,
 * images and videos. Registered files follow spec §5 (image and video types) and UI61's 3 MB image limit.
 */
import { db, nextId } from '../db/store';
import type { GroupType, ResourceGroupRecord, ResourceRecord } from '../db/types';
import { queryList } from '../lib/body';
import { badParam, business, notFound, what } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { matches, num } from '../lib/values';
import { fieldError, text } from '../areas/settings/lib/fields';
import { route, type Ctx } from './route';

/** Spec §5: the file types of each kind. */
const EXTENSIONS: Record<GroupType, readonly string[]> = {
  IMAGE: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'gif'],
  VIDEO: ['mp4', 'mov', 'm4v', 'flv', 'mkv', 'wmv', 'avi', 'rmvb', '3gp'],
};
/** UI61: an image is at most 3 MB (`resource_storage` is in KB). */
const MAX_IMAGE_KB = 3 * 1024;
const MAX_DEPTH = 3;

const groupName = (value: unknown) => text({ group_name: value }, 'group_name', '分组名称', { required: true, min: 2, max: 10 });

const groupType = (value: unknown): GroupType | undefined => (value === 'IMAGE' || value === 'VIDEO' ? value : undefined);

const shopGroups = (ctx: Ctx) => db().resourceGroups.all().filter((g) => g.shop_id === ctx.session.shopId);
const shopResources = (ctx: Ctx) => db().resources.all().filter((r) => r.shop_id === ctx.session.shopId);

function ownGroup(ctx: Ctx, id: string): ResourceGroupRecord {
  const g = db().resourceGroups.get(id);
  if (!g || g.shop_id !== ctx.session.shopId) throw notFound(what.group, id);
  return g;
}

function ownResource(ctx: Ctx, id: string): ResourceRecord {
  const r = db().resources.get(id);
  if (!r || r.shop_id !== ctx.session.shopId) throw notFound(what.resource, id);
  return r;
}

/** The group and all its descendants. */
function subtreeIds(groups: ResourceGroupRecord[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) {
      if (ids.has(g.parent_id) && !ids.has(g.group_id)) {
        ids.add(g.group_id);
        grew = true;
      }
    }
  }
  return ids;
}

interface GroupNode extends ResourceGroupRecord {
  resource_count: number;
  children: GroupNode[];
}

function groupTree(ctx: Ctx, type: GroupType | undefined): GroupNode[] {
  const groups = shopGroups(ctx).filter((g) => !type || g.group_type === type);
  const resources = shopResources(ctx);
  const build = (parentId: string): GroupNode[] =>
    groups
      .filter((g) => g.parent_id === parentId)
      .sort((a, b) => a.create_time - b.create_time)
      .map((g) => {
        const ids = subtreeIds(groups, g.group_id);
        return { ...g, resource_count: resources.filter((r) => ids.has(r.group_id)).length, children: build(g.group_id) };
      });
  return build('0');
}

/** A group id from the request: '-1'/'0'/'' = ungrouped; otherwise one of the caller's groups of that type. */
function targetGroup(ctx: Ctx, value: unknown, type: GroupType): string {
  const id = toId(value);
  if (!id || id === '-1' || id === '0') return '-1';
  if (ownGroup(ctx, id).group_type !== type) {
    throw business('素材与分组的类型不一致（图片只能放入图片分组，视频只能放入视频分组）', 'images go to image groups and videos to video groups', 'E503');
  }
  return id;
}

/** The levels below a group (0 for a group without children). */
function levelsBelow(groups: ResourceGroupRecord[], id: string): number {
  const children = groups.filter((g) => g.parent_id === id);
  return children.length ? 1 + Math.max(...children.map((c) => levelsBelow(groups, c.group_id))) : 0;
}

function newResource(ctx: Ctx, o: Record<string, unknown>, index: number): ResourceRecord {
  const at = (key: string) => `[${index}].${key}`;
  const f = Object.fromEntries(Object.entries(o).map(([k, v]) => [at(k), v]));
  const name = text(f, at('resource_name'), '素材名称', { required: true, max: 100 });
  const url = text(f, at('resource_url'), '素材地址', { required: true, max: 10_000_000 });
  const type = groupType(o.group_type);
  if (!type) throw fieldError(at('group_type'), '素材类型', '必须是 IMAGE 或 VIDEO', 'must be IMAGE or VIDEO');
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (!EXTENSIONS[type].includes(ext)) {
    throw fieldError(at('resource_name'), '素材名称', `的文件类型只能是 ${EXTENSIONS[type].join('、')}`, `must end in one of ${EXTENSIONS[type].join(', ')}`);
  }
  const storage = num(o.resource_storage) ?? 0;
  if (storage < 0) throw fieldError(at('resource_storage'), '素材大小', '不能小于 0', 'must not be negative');
  if (type === 'IMAGE' && storage > MAX_IMAGE_KB) {
    throw fieldError(at('resource_storage'), '图片大小', '不能超过 3 MB', `must be at most ${MAX_IMAGE_KB} KB (3 MB)`);
  }
  return {
    id: nextId('resource'),
    shop_id: ctx.session.shopId,
    resource_name: name,
    resource_url: url,
    resource_storage: storage,
    img_width: num(o.img_width) ?? 0,
    img_height: num(o.img_height) ?? 0,
    video_duration: num(o.video_duration) ?? 0,
    group_id: targetGroup(ctx, o.group_id, type),
    group_type: type,
    create_time: nowSeconds(),
  };
}

export const resourceHandlers = [
  route('get', '*/seller/shops/resource', (ctx) => {
    const q = ctx.query;
    const type = groupType(q.get('group_type'));
    const groupId = q.get('group_id') ?? '';
    const name = q.get('resource_name') ?? '';
    const inGroup = groupId && groupId !== '-1' && groupId !== '0' ? subtreeIds(shopGroups(ctx), groupId) : null;
    const rows = shopResources(ctx)
      .filter(
        (r) =>
          (!type || r.group_type === type) &&
          (!groupId || (inGroup ? inGroup.has(r.group_id) : r.group_id === '-1')) &&
          matches(name, r.resource_name, r.__en?.resource_name),
      )
      .sort((a, b) => b.create_time - a.create_time || Number(b.id) - Number(a.id));
    return paginate(rows, q, undefined, 15);
  }),

  route('post', '*/seller/shops/resource/batch', async (ctx) => {
    const rows = (await ctx.list()).map((row, i) => newResource(ctx, (row ?? {}) as Record<string, unknown>, i));
    if (!rows.length) throw badParam('素材列表不能为空', 'the resource list must not be empty');
    // All or nothing: a bad row adds none.
    rows.forEach((r) => db().resources.put(r));
  }),

  route('delete', '*/seller/shops/resource/batch', (ctx) => {
    const ids = queryList(ctx.query, 'ids');
    if (!ids.length) throw badParam('ids不能为空', 'ids is required');
    ids.forEach((id) => ownResource(ctx, id));
    ids.forEach((id) => db().resources.remove(id));
  }),

  route('put', '*/seller/shops/resource/resource-group', (ctx) => {
    const ids = queryList(ctx.query, 'resource_ids');
    if (!ids.length) throw badParam('resource_ids不能为空', 'resource_ids is required');
    const resources = ids.map((id) => ownResource(ctx, id));
    const groups = resources.map((r) => targetGroup(ctx, ctx.query.get('group_id'), r.group_type));
    resources.forEach((r, i) => db().resources.put({ ...r, group_id: groups[i] }));
  }),

  route('post', '*/seller/shops/resource/copy/:group_id', (ctx) => {
    const ids = queryList(ctx.query, 'resource_ids');
    if (!ids.length) throw badParam('resource_ids不能为空', 'resource_ids is required');
    const resources = ids.map((id) => ownResource(ctx, id));
    const groups = resources.map((r) => targetGroup(ctx, ctx.params.group_id, r.group_type));
    resources.forEach((r, i) => db().resources.put({ ...r, id: nextId('resource'), group_id: groups[i], create_time: nowSeconds() }));
  }),

  route('put', '*/seller/shops/resource/:id/resource-name', (ctx) => {
    const r = ownResource(ctx, ctx.params.id);
    const name = text({ resource_name: ctx.query.get('resource_name') }, 'resource_name', '素材名称', { required: true, max: 100 });
    const english = { ...(r.__en ?? {}) };
    delete english.resource_name;
    db().resources.put({ ...r, resource_name: name, __en: english });
  }),

  route('get', '*/seller/shops/resource-group/tree-list', (ctx) => groupTree(ctx, groupType(ctx.query.get('group_type')))),

  route('post', '*/seller/shops/resource-group', async (ctx) => {
    const f = await ctx.fields();
    const name = groupName(f.group_name);
    const type = groupType(f.group_type);
    if (!type) throw fieldError('group_type', '分组类型', '必须是 IMAGE 或 VIDEO', 'must be IMAGE or VIDEO');
    const parentId = toId(f.parent_id) || '0';
    const parent = parentId === '0' ? null : ownGroup(ctx, parentId);
    if (parent && parent.group_type !== type) throw business('父分组类型不一致', 'the parent group has another type', 'E501');
    if (parent && parent.depth >= MAX_DEPTH) throw business('分组最多三级', 'groups are at most three levels deep', 'E504');
    db().resourceGroups.put({
      group_id: nextId('group'),
      shop_id: ctx.session.shopId,
      group_name: name,
      group_type: type,
      parent_id: parentId,
      depth: parent ? parent.depth + 1 : 1,
      create_time: nowSeconds(),
    });
  }),

  /** Renames a group, and moves it with its subgroups when `parent_id` is sent ('0' = top level). */
  route('put', '*/seller/shops/resource-group/:group_id/group-name', (ctx) => {
    const g = ownGroup(ctx, ctx.params.group_id);
    const name = groupName(ctx.query.get('group_name'));
    const groups = shopGroups(ctx);
    const parentId = toId(ctx.query.get('parent_id')) || g.parent_id;
    if (parentId !== '0' && subtreeIds(groups, g.group_id).has(parentId)) {
      throw business('不能移动到自己的子分组下', 'a group cannot move under its own child', 'E502');
    }
    const parent = parentId === '0' ? null : ownGroup(ctx, parentId);
    if (parent && parent.group_type !== g.group_type) throw business('父分组类型不一致', 'the parent group has another type', 'E501');
    const depth = parent ? parent.depth + 1 : 1;
    if (depth + levelsBelow(groups, g.group_id) > MAX_DEPTH) throw business('分组最多三级', 'groups are at most three levels deep', 'E504');
    const english = { ...(g.__en ?? {}) };
    delete english.group_name;
    db().resourceGroups.put({ ...g, group_name: name, parent_id: parentId, depth, __en: english });
    // Its subgroups move with it.
    const shift = depth - g.depth;
    if (shift) {
      subtreeIds(groups, g.group_id).forEach((id) => {
        const child = db().resourceGroups.get(id);
        if (child && id !== g.group_id) db().resourceGroups.put({ ...child, depth: child.depth + shift });
      });
    }
  }),

  /** Deletes the group and its subgroups; their resources become ungrouped. */
  route('delete', '*/seller/shops/resource-group/:group_id', (ctx) => {
    const g = ownGroup(ctx, ctx.params.group_id);
    const ids = subtreeIds(shopGroups(ctx), g.group_id);
    shopResources(ctx)
      .filter((r) => ids.has(r.group_id))
      .forEach((r) => db().resources.put({ ...r, group_id: '-1' }));
    ids.forEach((id) => db().resourceGroups.remove(id));
  }),
];
