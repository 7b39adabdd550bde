// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { regionIdByName } from '../../src/mocks/areas/settings/lib/regions';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Point {
  id: number;
  name: string;
  region_id: number;
  province: string;
  city: string;
  county: string;
  town: string;
  address: string;
  full_address: string;
  contact_name: string;
  contact_mobile: string;
  open_time: string;
  close_time: string;
  open_days: string;
  enabled: number;
  operate_allowable: Record<string, boolean>;
}
interface ErrorBody {
  code: string;
  message: string;
}

const ENABLED = 1; // 科技园自提点
const DISABLED = 5; // 西乡自提点

let token = '';
beforeEach(async () => {
  token = await login('owner');
});

const list = async (query = '', as = token) => (await call<Page<Point>>(`seller/shops/pickup-points?page_size=50&${query}`, { token: as })).data;
const one = async (id: number) => call<Point & ErrorBody>(`seller/shops/pickup-points/${id}`, { token });
const body = (changes: Record<string, unknown> = {}) => ({
  name: '前海自提点',
  region_id: Number(regionIdByName('南头街道')),
  address: '前海路 1 号',
  contact_name: '李雷',
  contact_mobile: '13611112222',
  open_time: '09:00',
  close_time: '20:00',
  open_days: '1,2,3,4,5',
  ...changes,
});
const create = (changes: Record<string, unknown> = {}) => call<Point & ErrorBody>('seller/shops/pickup-points', { method: 'POST', token, json: body(changes) });

describe('pickup points (designed: docs/api/pickup-points.md)', () => {
  it('pages the shop’s points with keyword and enabled filters', async () => {
    const all = await list();
    expect(all.data_total).toBe(8);
    expect(all.data[0]).toMatchObject({ operate_allowable: expect.any(Object), full_address: expect.stringContaining(all.data[0].address) });
    expect((await list('enabled=1')).data.every((p) => p.enabled === 1)).toBe(true);
    expect((await list('enabled=0')).data.map((p) => p.id).sort()).toEqual([5, 7]);
    expect((await list('keyword=科技园')).data.map((p) => p.id)).toEqual([1]);
    expect((await list('keyword=13912345605')).data_total).toBe(2);
    const page = (await call<Page<Point>>('seller/shops/pickup-points?page_no=2&page_size=5', { token })).data;
    expect(page).toMatchObject({ page_no: 2, page_size: 5, data_total: 8 });
    expect(page.data).toHaveLength(3);
    expect((await call<Page<Point>>('seller/shops/pickup-points', { token, language: 'en-US' })).data.data.some((p) => p.name === 'Science Park pickup')).toBe(true);
  });

  it('creates, reads and edits a point: region names from the region id', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      name: '前海自提点', province: '广东省', city: '深圳市', county: '南山区', town: '南头街道', region_id: Number(regionIdByName('南头街道')),
      full_address: '广东省深圳市南山区南头街道前海路 1 号', enabled: 1, open_days: '1,2,3,4,5',
      operate_allowable: { allow_edit: true, allow_enable: false, allow_disable: true, allow_delete: false },
    });
    const id = created.data.id;
    expect((await one(id)).data).toEqual(created.data);
    const edited = await call<Point>(`seller/shops/pickup-points/${id}`, { method: 'PUT', token, json: body({ region_id: regionIdByName('西湖区'), open_days: [7, 6], close_time: '22:30' }) });
    expect(edited.data).toMatchObject({ province: '浙江省', city: '杭州市', county: '西湖区', town: '', open_days: '6,7', close_time: '22:30', enabled: 1 });
  });

  it('takes a form as well; a point may start disabled', async () => {
    const form = { ...Object.fromEntries(Object.entries(body()).map(([k, v]) => [k, String(v)])), enabled: '0', open_days: ['1', '3'] };
    const created = await call<Point>('seller/shops/pickup-points', { method: 'POST', token, form });
    expect(created.data).toMatchObject({ enabled: 0, open_days: '1,3', operate_allowable: { allow_delete: true } });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(31) }],
    ['region_id', { region_id: '' }],
    ['region_id', { region_id: Number(regionIdByName('深圳市')) }],
    ['address', { address: ' ' }],
    ['contact_name', { contact_name: '' }],
    ['contact_mobile', { contact_mobile: '0755-1234' }],
    ['open_time', { open_time: '9:00' }],
    ['close_time', { close_time: '24:00' }],
    ['close_time', { open_time: '20:00', close_time: '09:00' }],
    ['open_days', { open_days: '' }],
    ['open_days', { open_days: '0,8' }],
    ['enabled', { enabled: 2 }],
  ])('400 code 004 naming %s', async (key, change) => {
    const result = await create(change);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004', message: expect.stringContaining(key) });
    expect((await list()).data_total).toBe(8);
  });

  it('500 for a name another point of the shop has', async () => {
    expect((await create({ name: '科技园自提点' })).status).toBe(500);
    expect((await create({ name: '莞城仓库自提点' })).status).toBe(200); // the supplier's
  });

  const actions = {
    enable: (ids: string) => call<ErrorBody>(`seller/shops/pickup-points/${ids}/enable`, { method: 'PUT', token }),
    disable: (ids: string) => call<ErrorBody>(`seller/shops/pickup-points/${ids}/disable`, { method: 'PUT', token }),
    delete: (ids: string) => call<ErrorBody>(`seller/shops/pickup-points/${ids}`, { method: 'DELETE', token }),
  };

  it.each([
    ['enabled', ENABLED, 'enable', 500],
    ['enabled', ENABLED, 'disable', 200],
    ['enabled', ENABLED, 'delete', 500],
    ['disabled', DISABLED, 'enable', 200],
    ['disabled', DISABLED, 'disable', 500],
    ['disabled', DISABLED, 'delete', 200],
  ] as const)('%s point (%i) × %s → %i, as operate_allowable says', async (_, id, action, status) => {
    const before = (await one(id)).data;
    expect(before.operate_allowable[`allow_${action}`]).toBe(status === 200);
    const result = await actions[action](String(id));
    expect(result.status).toBe(status);
    if (status === 500) expect((await one(id)).data).toEqual(before);
  });

  it('batch actions are all or nothing', async () => {
    expect((await actions.delete(`${DISABLED},${ENABLED}`)).status).toBe(500);
    expect((await one(DISABLED)).status).toBe(200);
    expect((await actions.disable(`${ENABLED},2`)).status).toBe(200);
    expect((await list('enabled=0')).data_total).toBe(4);
    expect((await actions.delete(`${ENABLED},2`)).status).toBe(200);
    expect((await list()).data_total).toBe(6);
  });

  it('a point of another shop is a 404', async () => {
    const supplierPoint = (await list('', await login('supplier'))).data[0].id;
    for (const result of [await one(supplierPoint), await actions.disable(String(supplierPoint)), await actions.delete(`${DISABLED},${supplierPoint}`)]) {
      expect(result.status).toBe(404);
      expect(result.data.code).toBe('003');
    }
    expect((await one(DISABLED)).status).toBe(200);
  });
});
