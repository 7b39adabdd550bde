// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SETTINGS, getDemoSettings, resetDemoStore, setDemoSettings } from '../../src/mocks';
import { db } from '../../src/mocks/db/store';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();
afterAll(() => setDemoSettings({ goodsCount: DEFAULT_DEMO_SETTINGS.goodsCount }));

describe('seed', () => {
  it('seeds 240 goods by default, the same on every start', () => {
    expect(getDemoSettings().goodsCount).toBe(240);
    expect(db().goods.size).toBe(240);
    const first = db().goods.all().map((g) => `${g.goods_id}|${g.goods_name}|${g.price}|${g.create_time}`);
    resetDemoStore();
    expect(db().goods.all().map((g) => `${g.goods_id}|${g.goods_name}|${g.price}|${g.create_time}`)).toEqual(first);
  });

  it('covers every goods state', () => {
    const goods = db().goods.all();
    const has = (f: (g: (typeof goods)[number]) => boolean) => goods.some(f);
    expect(has((g) => g.market_enable === 1 && g.is_auth === 1)).toBe(true);
    expect(has((g) => g.market_enable === 1 && g.is_auth === 0)).toBe(true);
    expect(has((g) => g.is_auth === 2)).toBe(true);
    expect(has((g) => g.market_enable === 0 && g.disabled === 1)).toBe(true);
    expect(has((g) => g.disabled === 0)).toBe(true);
    expect(has((g) => g.goods_type === 'VIRTUAL')).toBe(true);
    expect(has((g) => g.point_disable === 1)).toBe(true);
    expect(has((g) => g.skus.some((s) => s.enable_quantity <= 5))).toBe(true);
  });

  // How fast is the bench's business (npm run bench): a timed assertion would flake on a busy machine.
  it('seeds 10,000 goods for the benchmarks and pages through them', async () => {
    setDemoSettings({ goodsCount: 10000 });
    expect(db().goods.size).toBe(10000);
    const token = await login('owner');
    const page = await call<Page<unknown>>('seller/goods?page_no=3&page_size=20&keyword=Pro', { token });
    expect(page.data.data).toHaveLength(20);
    expect((await call<Page<unknown>>('seller/goods?page_size=1', { token })).data.data_total).toBeGreaterThan(6000);
  });
});
