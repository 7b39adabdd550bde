// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Region {
  id: number;
  parent_id: number;
  region_path: string;
  region_grade: number;
  local_name: string;
  zipcode: string;
  cod: number;
}

describe('base data (no token)', () => {
  it('site, validator and languages', async () => {
    expect((await call('base/site-show')).data).toMatchObject({ site_name: '云集商城', siteon: 1 });
    expect((await call('base/site-show', { language: 'en-US' })).data).toMatchObject({ site_name: 'Yunji Mall' });
    expect((await call('base/validator')).data).toEqual({ validator_type: 'IMAGE' });
    const codes = (await call<Array<{ code: string }>>('base/lang/codes')).data.map((l) => l.code);
    expect(codes).toEqual(['zh-CN', 'en-US', 'ja-JP']);
    expect(Object.keys((await call('base/lang?lang=ja-JP&type=seller')).data as object).length).toBeGreaterThan(3);
    expect((await call('base/lang?lang=en-US&type=seller')).data).toEqual({});
  });

  it('matches absolute base URLs with any prefix', async () => {
    const response = await fetch('http://api.example.com/some/prefix/base/site-show');
    expect(response.status).toBe(200);
  });

  it('countries with calling codes and mobile patterns, and their states', async () => {
    const countries = (await call<Array<{ code: string; tel: string; mobile_regex: string; flag: string }>>('base/countries')).data;
    expect(countries).toHaveLength(10);
    const cn = countries.find((c) => c.code === 'CN')!;
    expect(cn.tel).toBe('86');
    expect(new RegExp(cn.mobile_regex).test('13800138000')).toBe(true);
    expect(cn.flag).toMatch(/^data:image\//);
    const states = (await call<Array<{ id: number; name: string }>>('base/countries/US/states')).data;
    expect(states.length).toBeGreaterThan(0);
    expect((await call('base/countries/XX/states')).status).toBe(404);
  });

  it('region children down to level 4, leaves have none', async () => {
    const provinces = (await call<Region[]>('base/regions/0/children')).data;
    expect(provinces.length).toBeGreaterThanOrEqual(10);
    expect(provinces[0]).toMatchObject({ parent_id: 0, region_grade: 1, local_name: '北京', cod: 1 });
    let level: Region[] = provinces;
    for (let grade = 2; grade <= 4; grade++) {
      level = (await call<Region[]>(`base/regions/${level[0].id}/children`)).data;
      expect(level.length).toBeGreaterThan(0);
      expect(level[0].region_grade).toBe(grade);
      expect(level[0].region_path).toMatch(/^,(\d+,)+$/);
    }
    expect((await call(`base/regions/${level[0].id}/children`)).data).toEqual([]);
    expect((await call('base/regions/999999/children')).status).toBe(404);
  });

  it('region menus and the depth-3 tree', async () => {
    const menus = (await call<Array<{ id: number; local_name: string; children: unknown[] }>>('base/regions/menus')).data;
    expect(menus[0].children.length).toBeGreaterThan(0);
    const tree = (await call<Array<{ level: number; children: Array<{ children: Array<{ level: number; children: unknown[] }> }> }>>('base/regions/depth/3')).data;
    const county = tree[0].children[0].children[0];
    expect(county.level).toBe(3);
    expect(county.children).toEqual([]);
  });
});

describe('material centre', () => {
  it('pages resources and filters by type, group and name', async () => {
    const token = await login('owner');
    const page = await call<Page<{ group_type: string; group_id: number }>>('seller/shops/resource?page_no=1&page_size=15&group_type=IMAGE', { token });
    expect(page.data.page_size).toBe(15);
    expect(page.data.data).toHaveLength(15);
    expect(page.data.data_total).toBeGreaterThanOrEqual(40);
    expect(page.data.data.every((r) => r.group_type === 'IMAGE')).toBe(true);
    const videos = await call<Page<unknown>>('seller/shops/resource?group_type=VIDEO&page_size=50', { token });
    expect(videos.data.data_total).toBe(8);
    const ungrouped = await call<Page<{ group_id: number }>>('seller/shops/resource?group_id=-1&page_size=50', { token });
    expect(ungrouped.data.data.every((r) => r.group_id === -1)).toBe(true);

    const tree = await call<Array<{ group_id: number; resource_count: number; children: unknown[] }>>('seller/shops/resource-group/tree-list?group_type=IMAGE', { token });
    expect(tree.data.length).toBeGreaterThan(1);
    const group = tree.data[0];
    const inGroup = await call<Page<unknown>>(`seller/shops/resource?group_id=${group.group_id}&page_size=100`, { token });
    expect(inGroup.data.data_total).toBe(group.resource_count);
  });

  it('adds, renames, moves and deletes resources', async () => {
    const token = await login('owner');
    const add = await call('seller/shops/resource/batch', {
      method: 'POST',
      token,
      json: [{ resource_name: 'new.png', resource_url: 'data:image/png;base64,AA', resource_storage: 1.5, img_width: 10, img_height: 10, video_duration: 0, group_id: -1, group_type: 'IMAGE' }],
    });
    expect(add.status).toBe(200);
    const found = await call<Page<{ id: string }>>('seller/shops/resource?resource_name=new.png', { token });
    expect(found.data.data_total).toBe(1);
    const id = found.data.data[0].id;
    expect((await call(`seller/shops/resource/${id}/resource-name?resource_name=renamed.png`, { method: 'PUT', token })).status).toBe(200);
    expect((await call(`seller/shops/resource/resource-group?resource_ids=${id}&group_id=2`, { method: 'PUT', token })).status).toBe(200);
    expect((await call<Page<unknown>>('seller/shops/resource?resource_name=renamed&group_id=1', { token })).data.data_total).toBe(1);
    expect((await call(`seller/shops/resource/batch?ids=${id}&ids=1`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call<Page<unknown>>('seller/shops/resource?resource_name=renamed', { token })).data.data_total).toBe(0);
    expect((await call('seller/shops/resource/batch', { method: 'POST', token, json: [{ resource_name: 'x' }] })).status).toBe(400);
  });
});

describe('pickers', () => {
  it('page picker: client type, keyword and publish status', async () => {
    const token = await login('owner');
    const page = await call<Page<{ id: number; page_name: string; remark: string; create_time: number }>>('seller/pages?page_no=1&page_size=20&client_type=PC&publish_status=YES', { token });
    expect(page.data.page_size).toBe(20);
    expect(page.data.data_total).toBeGreaterThan(20);
    expect(Object.keys(page.data.data[0])).toEqual(expect.arrayContaining(['id', 'page_name', 'remark', 'create_time']));
    expect((await call<Page<unknown>>('admin/pages?keyword=' + encodeURIComponent('首页'))).data.data_total).toBeGreaterThan(0);
  });

  it('member picker: keyword, sex, paging and ids', async () => {
    const page = await call<Page<{ member_id: number; sex: number }>>('admin/members?page_no=1&page_size=10&sex=0');
    expect(page.data.data).toHaveLength(10);
    expect(page.data.data.every((m) => m.sex === 0)).toBe(true);
    const ids = page.data.data.slice(0, 3).map((m) => m.member_id).join(',');
    expect((await call<unknown[]>(`admin/members/${ids}/list`)).data).toHaveLength(3);
    const token = await login('owner');
    expect((await call<Page<unknown>>('seller/members?page_size=5', { token })).data.data).toHaveLength(5);
  });
});

describe('uploads', () => {
  it('returns name, ext and a data URL', async () => {
    const token = await login('owner');
    const form = new FormData();
    form.append('file', new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    const result = await call<{ name: string; ext: string; url: string }>('seller/uploaders', { method: 'POST', token, body: form });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ name: 'photo.png', ext: 'png', url: 'data:image/png;base64,iVBORw==' });
  });
});
