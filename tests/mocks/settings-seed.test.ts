// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEMBERS } from '../../src/mocks/db/seed/members';
import { db } from '../../src/mocks/db/store';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

/** The seeded settings pass the same checks as what a shop saves. */
describe('settings seed', () => {
  it('every platform account has its own mobile number and user name', () => {
    const mobiles = [...db().sellers.all().map((s) => s.mobile), ...MEMBERS.map((m) => m.mobile)];
    expect(new Set(mobiles).size).toBe(mobiles.length);
    const sellers = db().sellers.all().map((s) => s.username);
    expect(sellers.filter((name) => MEMBERS.some((m) => m.uname === name))).toEqual([]);
  });

  it.each(['owner', 'supplier', 'closed', 'applying', 'refused'])('the shop detail of %s saves back unchanged', async (username) => {
    const token = await login(username);
    const before = (await call<Record<string, unknown>>('seller/shops/detail', { token })).data;
    const form = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, String(v)]));
    const result = await call('seller/shops/edit', { method: 'PUT', token, form });
    expect(result.status, result.text).toBe(200);
    expect((await call('seller/shops/detail', { token })).data).toEqual(before);
  });

  it.each(['owner', 'supplier'])('the freight templates and roles of %s save back unchanged', async (username) => {
    const token = await login(username);
    const templates = (await call<Array<{ id: number }>>('seller/shops/ship-templates', { token })).data;
    for (const t of templates) {
      const result = await call(`seller/shops/ship-templates/${t.id}`, { method: 'PUT', token, json: t });
      expect(result.status, result.text).toBe(200);
      expect(result.data).toEqual(t);
    }
    const roles = (await call<Page<{ role_id: number }>>('seller/shops/roles', { token })).data.data;
    for (const { role_id } of roles) {
      const role = (await call<Record<string, unknown>>(`seller/shops/roles/${role_id}`, { token })).data;
      const result = await call(`seller/shops/roles/${role_id}`, { method: 'PUT', token, json: role });
      expect(result.status, result.text).toBe(200);
      expect(result.data).toEqual(role);
    }
  });

  it.each(['owner', 'supplier'])('the pickup points of %s save back unchanged', async (username) => {
    const token = await login(username);
    const points = (await call<Page<Record<string, unknown>>>('seller/shops/pickup-points?page_size=50', { token })).data.data;
    for (const point of points) {
      const { update_time: _u, ...rest } = point;
      const result = await call<Record<string, unknown>>(`seller/shops/pickup-points/${point.id}`, { method: 'PUT', token, json: point });
      expect(result.status, result.text).toBe(200);
      const { update_time: _v, ...saved } = result.data;
      expect(saved).toEqual(rest);
    }
  });
});
