// @vitest-environment node
/**
 * The demo agrees with itself: the dashboard's today figures, the overview's
 * 30 days, the turnover chart and the reports of the days the order records cover are the order list's paid
 * orders of those days. The clock is pinned after BASE_TIME, so the orders placed since are part of the list.
 * The records are the statistics of the last WINDOW_DAYS days only, each day filled up to the history's count,
 * so the charts run on across the day the records begin.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dayStart, today } from '../../src/mocks/areas/statistics/period';
import { dailyOrderCount } from '../../src/mocks/areas/statistics/daily-count';
import { dayOfDate } from '../../src/mocks/areas/statistics/period';
import { ORDER_ID_BASE, RECENT_DAYS, WINDOW_DAYS } from '../../src/mocks/areas/order/seed-orders';
import { orderDb } from '../../src/mocks/areas/order/store';
import { BASE_TIME } from '../../src/mocks/db/seed/constants';
import { resetDemoStore } from '../../src/mocks';
import { call, login, startDemoServer, type Page } from './support';

/** 2026-11-24 14:30, China time: 23 days after BASE_TIME. */
const NOW = Date.UTC(2026, 10, 24, 6, 30) / 1000;
startDemoServer({ now: NOW });

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

interface Row {
  sn: string;
  create_time: number;
  order_status: string;
  pay_status: string;
  order_type: string;
  order_amount: number;
  sku_list: { num: number }[];
}
interface Series {
  name: string;
  data: string[];
}

const get = <T>(path: string) => call<T>(path, { token }).then((r) => r.data);
const cents = (yuan: number | string) => Math.round(Number(yuan) * 100);

/** The order list of a time range, every page, as the console's list asks for it. */
async function listed(start: number, end: number): Promise<Row[]> {
  const out: Row[] = [];
  for (let page = 1; ; page++) {
    const data = await get<Page<Row>>(`seller/trade/orders?start_time=${start}&end_time=${end}&page_no=${page}&page_size=100`);
    out.push(...data.data);
    if (out.length >= data.data_total) return out;
  }
}

/** What the statistics count: paid orders, not cancelled, not exchange re-orders. */
const sales = (rows: Row[]) => rows.filter((r) => r.pay_status === 'PAY_YES' && r.order_status !== 'CANCELLED' && r.order_type !== 'CHANGE');
const amountOf = (rows: Row[]) => rows.reduce((s, r) => s + cents(r.order_amount), 0);
/** Orders made by the demo rather than seeded: the orders since BASE_TIME and those filling the statistics' window. */
const generated = () => orderDb().orders.all().filter((o) => BigInt(o.order_id) >= ORDER_ID_BASE + 1_000_000n);

describe('the order list reaches today', () => {
  it('holds orders of every day since BASE_TIME up to now, and none later', async () => {
    const rows = await listed(BASE_TIME, NOW + 86400);
    expect(rows.length).toBeGreaterThan(200);
    expect(Math.max(...rows.map((r) => r.create_time))).toBeLessThanOrEqual(NOW);
    const days = new Set(rows.map((r) => Math.floor((r.create_time + 8 * 3600) / 86400)));
    for (let day = today() - 22; day <= today(); day++) expect(days.has(day), String(day)).toBe(true);
    // Young orders are on their way, older ones done; ids and sns are decimal strings.
    expect(rows.some((r) => r.order_status === 'NEW' || r.order_status === 'PAID_OFF')).toBe(true);
    expect(rows.some((r) => r.order_status === 'COMPLETE')).toBe(true);
    for (const r of rows) expect(r.sn).toMatch(/^\d{14}$/);
    // Nothing another area would need a record for (services, cancellation requests, reviews, invoices).
    const records = generated();
    expect(records.filter((o) => o.create_time < BASE_TIME).length).toBeGreaterThan(1000);
    for (const o of records) {
      expect(o.order_status, o.sn).not.toBe('AFTER_SERVICE');
      expect([o.service_status, o.comment_status, o.need_receipt], o.sn).toEqual([o.service_status === 'EXPIRED' ? 'EXPIRED' : 'NOT_APPLY', 'UNFINISHED', 0]);
    }
  });

  it('is the same after a reset, and a day keeps its orders as the day goes on', () => {
    const of = () => generated().map((o) => `${o.order_id} ${o.sn} ${o.create_time} ${o.order_status}`);
    const first = of();
    resetDemoStore();
    expect(of()).toEqual(first);
    expect(new Set(orderDb().orders.all().map((o) => o.order_id)).size).toBe(orderDb().orders.all().length);
    // Eight hours later (22:30, the same day): the same orders (sn, time), and today's later ones.
    const placed = (list: string[]) => list.map((line) => line.split(' ').slice(0, 3).join(' '));
    vi.setSystemTime((NOW + 8 * 3600) * 1000);
    try {
      resetDemoStore();
      const later = placed(of());
      expect(later).toEqual(expect.arrayContaining(placed(first)));
      expect(later.length).toBeGreaterThan(first.length);
    } finally {
      vi.setSystemTime(NOW * 1000);
      resetDemoStore();
    }
  });
});

describe('statistics are the order list', () => {
  it("(a) the dashboard's today figures are the paid orders of the list of today it opens", async () => {
    const board = await get<Record<string, number>>('seller/statistics/dashboard/shop');
    // The card opens the order list of today (start_time / end_time of the day, China time here).
    const rows = await listed(dayStart(today()), dayStart(today()) + 86399);
    const paid = sales(rows);
    expect(paid.length).toBeGreaterThan(0);
    expect(board.today_order_count).toBe(paid.length);
    expect(cents(board.today_order_amount)).toBe(amountOf(paid));
    expect(board.today_goods_count).toBe(paid.reduce((s, r) => s + r.sku_list.reduce((n, l) => n + l.num, 0), 0));
  });

  it("(b) the overview's 30 days and the turnover chart are the list's paid orders of those days", async () => {
    const profile = await get<Record<string, string>>('seller/statistics/shop_profile/data');
    const rows = sales(await listed(dayStart(today() - 29), NOW));
    expect(Number(profile.order_num)).toBe(rows.length);
    expect(cents(profile.order_money)).toBe(amountOf(rows));
    expect(Number(profile.order_goods)).toBe(rows.reduce((s, r) => s + r.sku_list.reduce((n, l) => n + l.num, 0), 0));

    const range = `start_time=${dayStart(today() - 29)}&end_time=${dayStart(today()) + 86399}`;
    const chart = await get<{ xAxis: string[]; series: Series[] }>(`seller/statistics/dashboard/turnoverChart?${range}`);
    expect(chart.xAxis).toHaveLength(30);
    chart.xAxis.forEach((_, i) => {
      const day = rows.filter((r) => r.create_time >= dayStart(today() - 29 + i) && r.create_time < dayStart(today() - 28 + i));
      expect(Number(chart.series[1].data[i]), chart.xAxis[i]).toBe(day.length);
      expect(cents(chart.series[0].data[i]), chart.xAxis[i]).toBe(amountOf(day));
    });
    const daily = await get<{ series: Series }>('seller/statistics/shop_profile/chart');
    expect(daily.series.data.reduce((s, v) => s + cents(v), 0)).toBe(amountOf(rows));
  });

  it('a month the records cover: summary, charts and the sales table are the list of that month', async () => {
    for (const [year, month] of [[2026, 10], [2026, 11]]) {
      const period = `cycle_type=MONTH&year=${year}&month=${month}`;
      const first = Date.UTC(year, month - 1, 1) / 1000 - 8 * 3600;
      const last = Date.UTC(year, month, 1) / 1000 - 8 * 3600 - 1;
      const rows = sales(await listed(first, last));
      const summary = await get<{ order_price: number; order_num: number }>(`seller/statistics/reports/sales_summary?${period}`);
      expect(summary.order_num, period).toBe(rows.length);
      expect(cents(summary.order_price), period).toBe(amountOf(rows));
      const money = await get<{ series: Series[] }>(`seller/statistics/reports/sales_money?${period}`);
      expect(money.series[0].data.reduce((s, v) => s + cents(v), 0), period).toBe(amountOf(rows));
      // The sales table, every page (a month holds more than a page's 1,000 orders).
      const table: { sn: string; order_status: string }[] = [];
      for (let page = 1; ; page++) {
        const data = await get<Page<{ sn: string; order_status: string }>>(`seller/statistics/reports/sales_page?${period}&page_no=${page}&page_size=1000`);
        table.push(...data.data);
        if (table.length >= data.data_total || !data.data.length) break;
      }
      expect(table.map((r) => r.sn).sort(), period).toEqual(rows.map((r) => r.sn).sort());
      const bySn = new Map(rows.map((r) => [r.sn, r.order_status]));
      for (const r of table) expect(r.order_status).toBe(bySn.get(r.sn));
      const regions = await get<{ value: string }[]>(`seller/statistics/reports/regions/data?${period}&type=ORDER_NUM`);
      expect(regions.reduce((n, r) => n + Number(r.value), 0), period).toBe(rows.length);
    }
  });

  it('the statistics follow the records: an unpaid order cancelled changes nothing, a paid one cancelled leaves its day', async () => {
    const rows = await listed(dayStart(today() - 1), NOW);
    const unpaid = rows.find((r) => r.pay_status === 'PAY_NO' && r.order_status === 'NEW' && r.create_time >= dayStart(today()));
    const paid = sales(rows).find((r) => r.create_time >= dayStart(today()));
    expect(unpaid).toBeDefined();
    expect(paid).toBeDefined();
    const before = await get<Record<string, number>>('seller/statistics/dashboard/shop');
    const result = await call(`seller/trade/orders/${unpaid!.sn}/cancel`, { method: 'POST', token, form: { reason: 'test' } });
    expect(result.status).toBe(200);
    expect(await get<Record<string, number>>('seller/statistics/dashboard/shop')).toMatchObject({ today_order_count: before.today_order_count });
    // A paid order refunded and cancelled (the after-sales area's doing; here straight in the store).
    const stored = orderDb().orders.get(paid!.sn)!;
    orderDb().orders.put({ ...stored, order_status: 'CANCELLED' });
    const after = await get<Record<string, number>>('seller/statistics/dashboard/shop');
    expect(after.today_order_count).toBe(before.today_order_count - 1);
    expect(cents(after.today_order_amount)).toBe(cents(before.today_order_amount) - cents(paid!.order_amount));
  });

  it('long after BASE_TIME: the list holds the last RECENT_DAYS days, and the 30 days still agree', async () => {
    const later = Date.UTC(2027, 5, 15, 6) / 1000;
    vi.setSystemTime(later * 1000);
    try {
      resetDemoStore();
      token = await login('owner');
      const recent = orderDb().orders.all().filter((o) => o.shop_id === '1' && o.create_time >= BASE_TIME);
      expect(Math.min(...recent.map((o) => o.create_time))).toBeGreaterThanOrEqual(dayStart(today() - RECENT_DAYS + 1));
      // A few a day since BASE_TIME, and the history's count (~60 a day) in the statistics' window.
      expect(recent.length).toBeLessThan(RECENT_DAYS * 40 + WINDOW_DAYS * 100);
      const profile = await get<Record<string, string>>('seller/statistics/shop_profile/data');
      const rows = sales(await listed(dayStart(today() - 29), later));
      expect(Number(profile.order_num)).toBe(rows.length);
      expect(cents(profile.order_money)).toBe(amountOf(rows));
      // A month between the seed and those days: the list has none, the statistics' history has its orders.
      expect(await listed(Date.UTC(2027, 0, 1) / 1000 - 8 * 3600, Date.UTC(2027, 1, 1) / 1000 - 8 * 3600 - 1)).toHaveLength(0);
      const january = await get<{ order_num: number }>('seller/statistics/reports/sales_summary?cycle_type=MONTH&year=2027&month=1');
      expect(january.order_num).toBeGreaterThan(500);
    } finally {
      vi.setSystemTime(NOW * 1000);
      resetDemoStore();
      token = await login('owner');
    }
  });

  it('no cliff where the records begin: a month the records cover has about the history\'s orders and amounts', async () => {
    const month = (year: number, m: number) => get<{ order_price: number; order_num: number }>(`seller/statistics/reports/sales_summary?cycle_type=MONTH&year=${year}&month=${m}`);
    const historyCount = (year: number, m: number) => {
      let n = 0;
      for (let day = dayOfDate(year, m, 1); day < dayOfDate(year, m + 1, 1) && day < today(); day++) n += dailyOrderCount('1', day);
      return n;
    };
    // The months before the window (all history): the mean amount of an order.
    let cents0 = 0;
    let orders0 = 0;
    for (let m = 1; m <= 7; m++) {
      const s = await month(2026, m);
      cents0 += cents(s.order_price);
      orders0 += s.order_num;
    }
    // September and October are the records' (the window starts 2026-09-24), November to yesterday too.
    expect(dayStart(today() - WINDOW_DAYS + 1)).toBeLessThanOrEqual(Date.UTC(2026, 9, 1) / 1000 - 8 * 3600);
    for (const [year, m] of [[2026, 8], [2026, 9], [2026, 10], [2026, 11]]) {
      const s = await month(year, m);
      const expected = historyCount(year, m);
      expect(s.order_num / expected, `${year}-${m}: ${s.order_num} orders, history ${expected}`).toBeGreaterThan(0.85);
      expect(s.order_num / expected, `${year}-${m}`).toBeLessThan(1.15);
      const mean = cents(s.order_price) / s.order_num;
      expect(mean / (cents0 / orders0), `${year}-${m}: mean amount`).toBeGreaterThan(0.75);
      expect(mean / (cents0 / orders0), `${year}-${m}: mean amount`).toBeLessThan(1.25);
    }
  });

  it('before the records begin the history goes on, and all orders are the two together', async () => {
    const oldest = Math.min(...orderDb().orders.all().filter((o) => o.shop_id === '1').map((o) => o.create_time));
    const year = await get<{ series: Series[] }>('seller/statistics/reports/sales_num?cycle_type=YEAR&year=2025');
    expect(Number(year.series[0].data[0])).toBeGreaterThan(500);
    expect(oldest).toBeGreaterThan(Date.UTC(2026, 0, 1) / 1000);
    const board = await get<Record<string, number>>('seller/statistics/dashboard/shop');
    expect(board.all_orders_num).toBeGreaterThan(10000);
  });
});
