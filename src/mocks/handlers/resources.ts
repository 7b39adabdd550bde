/** Material (resource) centre of the caller's shop (api-reference §8.8). */
import { db, nextId } from '../db/store';
import type { GroupType, ResourceGroupRecord, ResourceRecord } from '../db/types';
import { queryList } from '../lib/body';
import { badParam, business, notFound, what } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { matches, num, str } from '../lib/values';
import { route, type Ctx } from './route';

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

/** A group id from the request: '-1'/'0'/'' = ungrouped; otherwise one of the caller's groups. */
function targetGroup(ctx: Ctx, value: unknown): string {
  const id = toId(value);
  if (!id || id === '-1' || id === '0') return '-1';
  ownGroup(ctx, id);
  return id;
}

function newResource(ctx: Ctx, o: Record<string, unknown>, index: number): ResourceRecord {
  const name = str(o.resource_name).trim();
  const url = str(o.resource_url).trim();
  const type = groupType(o.group_type);
  if (!name) throw badParam(`[${index}].resource_name 不能为空`, `[${index}].resource_name is required`);
  if (!url) throw badParam(`[${index}].resource_url 不能为空`, `[${index}].resource_url is required`);
  if (!type) throw badParam(`[${index}].group_type 必须是 IMAGE 或 VIDEO`, `[${index}].group_type must be IMAGE or VIDEO`);
  return {
    id: nextId('resource'),
    shop_id: ctx.session.shopId,
    resource_name: name,
    resource_url: url,
    resource_storage: num(o.resource_storage) ?? 0,
    img_width: num(o.img_width) ?? 0,
    img_height: num(o.img_height) ?? 0,
    video_duration: num(o.video_duration) ?? 0,
    group_id: targetGroup(ctx, o.group_id),
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
    const group = targetGroup(ctx, ctx.query.get('group_id'));
    ids.map((id) => ownResource(ctx, id)).forEach((r) => db().resources.put({ ...r, group_id: group }));
  }),

  route('post', '*/seller/shops/resource/copy/:group_id', (ctx) => {
    const ids = queryList(ctx.query, 'resource_ids');
    if (!ids.length) throw badParam('resource_ids不能为空', 'resource_ids is required');
    const group = targetGroup(ctx, ctx.params.group_id);
    ids
      .map((id) => ownResource(ctx, id))
      .forEach((r) => db().resources.put({ ...r, id: nextId('resource'), group_id: group, create_time: nowSeconds() }));
  }),

  route('put', '*/seller/shops/resource/:id/resource-name', (ctx) => {
    const name = (ctx.query.get('resource_name') ?? '').trim();
    if (!name) throw badParam('素材名称不能为空', 'resource_name is required');
    const r = ownResource(ctx, ctx.params.id);
    const english = { ...(r.__en ?? {}) };
    delete english.resource_name;
    db().resources.put({ ...r, resource_name: name, __en: english });
  }),

  route('get', '*/seller/shops/resource-group/tree-list', (ctx) => groupTree(ctx, groupType(ctx.query.get('group_type')))),

  route('post', '*/seller/shops/resource-group', async (ctx) => {
    const f = await ctx.fields();
    const name = str(f.group_name).trim();
    const type = groupType(f.group_type);
    if (!name) throw badParam('分组名称不能为空', 'group_name is required');
    if (!type) throw badParam('group_type 必须是 IMAGE 或 VIDEO', 'group_type must be IMAGE or VIDEO');
    const parentId = toId(f.parent_id) || '0';
    const parent = parentId === '0' ? null : ownGroup(ctx, parentId);
    if (parent && parent.group_type !== type) throw business('父分组类型不一致', 'the parent group has another type', 'E501');
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

  route('put', '*/seller/shops/resource-group/:group_id/group-name', (ctx) => {
    const g = ownGroup(ctx, ctx.params.group_id);
    const name = (ctx.query.get('group_name') ?? '').trim();
    if (!name) throw badParam('分组名称不能为空', 'group_name is required');
    const parentId = toId(ctx.query.get('parent_id')) || g.parent_id;
    if (parentId !== '0' && subtreeIds(shopGroups(ctx), g.group_id).has(parentId)) {
      throw business('不能移动到自己的子分组下', 'a group cannot move under its own child', 'E502');
    }
    const parent = parentId === '0' ? null : ownGroup(ctx, parentId);
    const english = { ...(g.__en ?? {}) };
    delete english.group_name;
    db().resourceGroups.put({ ...g, group_name: name, parent_id: parentId, depth: parent ? parent.depth + 1 : 1, __en: english });
  }),

  route('delete', '*/seller/shops/resource-group/:group_id', (ctx) => {
    const g = ownGroup(ctx, ctx.params.group_id);
    const ids = subtreeIds(shopGroups(ctx), g.group_id);
    // Resources of deleted groups become ungrouped.
    shopResources(ctx)
      .filter((r) => ids.has(r.group_id))
      .forEach((r) => db().resources.put({ ...r, group_id: '-1' }));
    ids.forEach((id) => db().resourceGroups.remove(id));
  }),
];
