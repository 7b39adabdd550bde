// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SETTINGS, getDemoSettings, resetDemoStore, setDemoSettings } from '../../src/mocks';
import { ORDER_ID_BASE } from '../../src/mocks/areas/order/seed-orders';
import { orderDb } from '../../src/mocks/areas/order/store';
import { BASE_TIME } from '../../src/mocks/db/seed/constants';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();
afterAll(() => setDemoSettings({ orderCount: DEFAULT_DEMO_SETTINGS.orderCount }));

const fingerprint = () =>
  orderDb()
    .orders.all()
    .map((o) => `${o.sn}|${o.order_status}|${o.lines.map((l) => `${l.sku_id}x${l.num}@${l.purchase_cents}`).join(',')}|${o.create_time}`);

describe('order seed', () => {
  it('is the same on every start', () => {
    expect(getDemoSettings().orderCount).toBe(200);
    const first = fingerprint();
    resetDemoStore();
    expect(fingerprint()).toEqual(first);
  });

  // How fast they seed and list is the benchmark's to measure (npm run bench seeds 10,000 of each): a
  // test that timed it failed on a busy machine.
  it('seeds 10,000 orders (orderCount) and lists a page of them', async () => {
    setDemoSettings({ orderCount: 10000 });
    const orders = orderDb().orders;
    // The seeded orders (before BASE_TIME), then the ones the demo makes: placed since BASE_TIME (a few a day,
    // whatever the count) and filling the statistics' window (ids from ORDER_ID_BASE + 1,000,000 on).
    const seeded = orders.all().filter((o) => o.shop_id === '1' && BigInt(o.order_id) < ORDER_ID_BASE + 1_000_000n);
    expect(seeded).toHaveLength(10000);
    expect(seeded.every((o) => o.create_time < BASE_TIME)).toBe(true);
    const token = await login('owner');
    const page = await call<Page<{ sn: string }>>('seller/trade/orders?page_no=3&page_size=20&order_status=WAIT_SHIP', { token });
    expect(page.data.data).toHaveLength(20);
    expect(page.data.data_total).toBeGreaterThan(100);
  });
});
