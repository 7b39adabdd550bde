// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface GroupNode {
  group_id: number;
  group_name: string;
  group_type: string;
  parent_id: number;
  depth: number;
  resource_count: number;
  children: GroupNode[];
}
interface Resource {
  id: number;
  resource_name: string;
  resource_storage: number;
  group_id: number;
  group_type: string;
}
interface ErrorBody {
  code: string;
  message: string;
}

/** Seeded image groups of the owner: 1 goods images > 2 phones; 4 decoration > 6 posters > 7 Singles Day; video 9 > 10. */
const GROUP = { goodsImages: 1, phones: 2, decoration: 4, posters: 6, singlesDay: 7, videos: 9, unboxing: 10 } as const;

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const flatten = (nodes: GroupNode[]): GroupNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const groups = async (type = 'IMAGE') => flatten((await call<GroupNode[]>(`seller/shops/resource-group/tree-list?group_type=${type}`, { token })).data);
const group = async (id: number, type = 'IMAGE') => (await groups(type)).find((g) => g.group_id === id);
const addGroup = (body: Record<string, unknown>) => call<ErrorBody>('seller/shops/resource-group', { method: 'POST', token, json: { group_type: 'IMAGE', parent_id: 0, ...body } });
const editGroup = (id: number, query: Record<string, string>) =>
  call<ErrorBody>(`seller/shops/resource-group/${id}/group-name?${new URLSearchParams(query)}`, { method: 'PUT', token });
const resources = async (query: string) => (await call<Page<Resource>>(`seller/shops/resource?page_size=200&${query}`, { token })).data;
const image = (changes: Record<string, unknown> = {}) => ({
  resource_name: 'banner.png', resource_url: 'data:image/png;base64,AA', resource_storage: 120.5, img_width: 10, img_height: 10, video_duration: 0, group_id: -1, group_type: 'IMAGE', ...changes,
});
const register = (rows: unknown[]) => call<ErrorBody>('seller/shops/resource/batch', { method: 'POST', token, json: rows });

describe('material centre groups (8.8)', () => {
  it('adds groups three levels deep, no deeper', async () => {
    expect((await addGroup({ group_name: '新分组' })).status).toBe(200);
    const top = (await groups()).find((g) => g.group_name === '新分组')!;
    expect(top).toMatchObject({ parent_id: 0, depth: 1, resource_count: 0 });
    expect((await addGroup({ group_name: '第二级', parent_id: top.group_id })).status).toBe(200);
    const second = (await groups()).find((g) => g.group_name === '第二级')!;
    expect(second.depth).toBe(2);
    expect((await addGroup({ group_name: '第三级', parent_id: second.group_id })).status).toBe(200);
    const third = (await groups()).find((g) => g.group_name === '第三级')!;
    const fourth = await addGroup({ group_name: '第四级', parent_id: third.group_id });
    expect(fourth.status).toBe(500);
  });

  it.each([
    ['group_name', { group_name: '' }],
    ['group_name', { group_name: '一' }],
    ['group_name', { group_name: '一二三四五六七八九十一' }],
    ['group_type', { group_name: '分组', group_type: 'AUDIO' }],
  ])('400 naming %s', async (key, body) => {
    const result = await addGroup(body);
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(key);
  });

  it('a group’s parent has its type (500)', async () => {
    expect((await addGroup({ group_name: '视频子组', parent_id: GROUP.goodsImages, group_type: 'VIDEO' })).status).toBe(500);
  });

  it('renames, and moves a group with its subgroups', async () => {
    expect((await editGroup(GROUP.posters, { group_name: '海报' })).status).toBe(200);
    expect(await group(GROUP.posters)).toMatchObject({ group_name: '海报', parent_id: GROUP.decoration, depth: 2 });
    expect((await editGroup(GROUP.posters, { group_name: '海报', parent_id: '0' })).status).toBe(200);
    expect(await group(GROUP.posters)).toMatchObject({ parent_id: 0, depth: 1 });
    expect(await group(GROUP.singlesDay)).toMatchObject({ parent_id: GROUP.posters, depth: 2 });
  });

  it.each([
    ['under its own child', GROUP.decoration, String(GROUP.posters)],
    ['deeper than three levels', GROUP.posters, String(GROUP.phones)],
    ['under a group of the other type', GROUP.phones, String(GROUP.videos)],
  ])('moving a group %s is a 500', async (_, id, parent) => {
    const before = await groups();
    const result = await editGroup(id, { group_name: '新名字', parent_id: parent });
    expect(result.status).toBe(500);
    expect(await groups()).toEqual(before);
  });

  it('deleting a group deletes its subgroups; their resources become ungrouped', async () => {
    const inside = (await resources(`group_id=${GROUP.decoration}`)).data_total;
    const ungrouped = (await resources('group_id=-1&group_type=IMAGE')).data_total;
    expect((await call(`seller/shops/resource-group/${GROUP.decoration}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await groups()).map((g) => g.group_id)).not.toEqual(expect.arrayContaining([GROUP.decoration]));
    expect(await group(GROUP.singlesDay)).toBeUndefined();
    expect((await resources('group_id=-1&group_type=IMAGE')).data_total).toBe(ungrouped + inside);
  });

  it('a group of another shop is a 404', async () => {
    for (const result of [await editGroup(104, { group_name: '别人的' }), await call<ErrorBody>('seller/shops/resource-group/104', { method: 'DELETE', token }), await addGroup({ group_name: '子分组', parent_id: 104 })]) {
      expect(result.status).toBe(404);
    }
  });
});

describe('material centre resources (8.8)', () => {
  it('registers images and videos of the spec §5 types', async () => {
    const rows = [image({ group_id: GROUP.phones }), image({ resource_name: 'clip.MOV', group_type: 'VIDEO', resource_storage: 80000, video_duration: 12, group_id: GROUP.unboxing })];
    expect((await register(rows)).status).toBe(200);
    expect((await resources('resource_name=banner.png')).data[0]).toMatchObject({ group_id: GROUP.phones, group_type: 'IMAGE', resource_storage: 120.5 });
    expect((await resources('resource_name=clip')).data[0]).toMatchObject({ group_id: GROUP.unboxing, group_type: 'VIDEO' });
  });

  it.each([
    ['[0].resource_name', [image({ resource_name: 'movie.mp4' })]],
    ['[0].resource_name', [image({ resource_name: 'noextension' })]],
    ['[0].resource_name', [image({ resource_name: 'clip.png', group_type: 'VIDEO' })]],
    ['[0].resource_storage', [image({ resource_storage: 3072.01 })]],
    ['[0].resource_storage', [image({ resource_storage: -1 })]],
    ['[1].resource_url', [image(), image({ resource_url: '' })]],
    ['[0].group_type', [image({ group_type: 'GIF' })]],
  ])('400 naming %s; nothing is added', async (key, rows) => {
    const before = (await resources('')).data_total;
    const result = await register(rows);
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(key);
    expect((await resources('')).data_total).toBe(before);
  });

  it('an image of exactly 3 MB is fine; an image goes to an image group only (500)', async () => {
    expect((await register([image({ resource_storage: 3072 })])).status).toBe(200);
    expect((await register([image({ group_id: GROUP.videos })])).status).toBe(500);
  });

  it('renames, moves, copies and deletes one or many resources', async () => {
    await register([image({ resource_name: 'a.png' }), image({ resource_name: 'b.png' })]);
    const [a, b] = (await resources('resource_name=.png&group_id=-1')).data.filter((r) => ['a.png', 'b.png'].includes(r.resource_name)).sort((x, y) => x.resource_name.localeCompare(y.resource_name));
    expect((await call(`seller/shops/resource/${a.id}/resource-name?resource_name=${encodeURIComponent('改名.png')}`, { method: 'PUT', token })).status).toBe(200);
    expect((await resources(`resource_name=${encodeURIComponent('改名')}`)).data.map((r) => r.id)).toEqual([a.id]);
    expect((await call(`seller/shops/resource/${a.id}/resource-name?resource_name=`, { method: 'PUT', token })).status).toBe(400);

    expect((await call(`seller/shops/resource/resource-group?resource_ids=${a.id}&resource_ids=${b.id}&group_id=${GROUP.phones}`, { method: 'PUT', token })).status).toBe(200);
    expect((await resources(`group_id=${GROUP.phones}`)).data.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await call(`seller/shops/resource/resource-group?resource_ids=${a.id}&group_id=${GROUP.videos}`, { method: 'PUT', token })).status).toBe(500);

    const before = (await resources('')).data_total;
    expect((await call(`seller/shops/resource/copy/${GROUP.posters}?resource_ids=${a.id},${b.id}`, { method: 'POST', token })).status).toBe(200);
    const copies = (await resources(`group_id=${GROUP.posters}`)).data.filter((r) => ['改名.png', 'b.png'].includes(r.resource_name));
    expect(copies).toHaveLength(2);
    expect(copies.map((r) => r.id)).not.toContain(a.id);
    expect((await resources('')).data_total).toBe(before + 2);

    const ids = copies.map((r) => `ids=${r.id}`).join('&');
    expect((await call(`seller/shops/resource/batch?${ids}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`seller/shops/resource/batch?ids=${a.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await resources('')).data_total).toBe(before - 1);
  });

  it('deleting with a resource of another shop is a 404 and deletes nothing', async () => {
    const mine = (await resources('')).data[0].id;
    const theirs = (await call<Page<Resource>>('seller/shops/resource', { token: await login('supplier') })).data.data[0].id;
    const result = await call<ErrorBody>(`seller/shops/resource/batch?ids=${mine}&ids=${theirs}`, { method: 'DELETE', token });
    expect(result.status).toBe(404);
    expect((await resources('')).data.map((r) => r.id)).toContain(mine);
  });
});
