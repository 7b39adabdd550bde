// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { dateOfDay, dayStart, today } from '../../src/mocks/areas/statistics/period';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Series {
  name: string;
  data: string[];
  localName: string[];
}
interface Chart<S = Series> {
  xAxis: string[];
  yAxis: string[];
  series: S;
}
interface ApiError {
  code: string;
  message: string;
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['owner', 'supplier', 'applying']) tokens[user] = await login(user);
});

const get = <T>(path: string, user = 'owner', language?: string) => call<T>(path, { token: tokens[user], language });
const cents = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0);
/** 2025-11-03 00:00 and 2025-11-09 23:59:59, China time. */
const WEEK = `start_time=${Date.UTC(2025, 10, 2, 16)}&end_time=${Date.UTC(2025, 10, 9, 15, 59, 59)}`.replace(/(\d{13})/g, (ms) => String(Number(ms) / 1000));

describe('dashboard', () => {
  it("today's counters are today's orders of the turnover chart", async () => {
    type Dashboard = Record<string, number>;
    const board = (await get<Dashboard>('seller/statistics/dashboard/shop')).data;
    for (const key of ['market_goods', 'pending_goods', 'all_orders_num', 'wait_pay_order_num', 'wait_ship_order_num', 'today_order_count', 'today_order_amount', 'today_goods_count', 'today_visit_count', 'warning_goods_count', 'goods_num']) {
      expect(typeof board[key], key).toBe('number');
    }
    expect(board.all_orders_num).toBeGreaterThan(10000);
    const chart = (await get<Chart<Series[]>>('seller/statistics/dashboard/turnoverChart')).data;
    expect(chart.series.map((s) => s.name)).toEqual(['交易额', '订单量']);
    expect(chart.xAxis).toHaveLength(8);
    expect(Number(chart.series[1].data.at(-1))).toBe(board.today_order_count);
    expect(Number(chart.series[0].data.at(-1))).toBe(board.today_order_amount);
    expect(board.goods_num).toBe(db().goods.all().filter((g) => g.shop_id === '1' && g.disabled === 1).length);
  });

  it('the to-do counters agree with the lists they open', async () => {
    const board = (await get<Record<string, number>>('seller/statistics/dashboard/shop')).data;
    const tabs = (await get<Record<string, number>>('seller/trade/orders/status-num')).data;
    expect([board.wait_pay_order_num, board.wait_ship_order_num, board.wait_delivery_order_num]).toEqual([tabs.wait_pay_num, tabs.wait_ship_num, tabs.wait_rog_num]);
    const complaints = (await get<Page<unknown>>('seller/trade/order-complains?tag=COMPLAINING&page_size=1')).data;
    expect(board.wait_handle_complain_count).toBe(complaints.data_total);
    const asks = (await get<Page<unknown>>('seller/members/asks?reply_status=NO&page_size=1')).data;
    expect(board.pending_member_ask).toBe(asks.data_total);
    expect(board.pending_member_ask).toBeGreaterThan(0);
    const services = (await get<Page<unknown>>('seller/after-sales?service_status=APPLY&page_size=1')).data;
    expect(board.after_sale_order_num).toBe(services.data_total);
    expect(board.after_sale_order_num).toBeGreaterThan(0);
  });

  it('turnover of a date range: one point per day, and the range is checked', async () => {
    const chart = (await get<Chart<Series[]>>(`seller/statistics/dashboard/turnoverChart?${WEEK}`)).data;
    expect(chart.xAxis).toEqual(['2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06', '2025-11-07', '2025-11-08', '2025-11-09']);
    const month = (await get<Chart<Series[]>>('seller/statistics/reports/sales_num?cycle_type=MONTH&year=2025&month=11')).data;
    expect(chart.series[1].data).toEqual(month.series[0].data.slice(2, 9));
    const english = (await get<Chart<Series[]>>(`seller/statistics/dashboard/turnoverChart?${WEEK}`, 'owner', 'en-US')).data;
    expect(english.series.map((s) => s.name)).toEqual(['Turnover', 'Orders']);
    const before = (await get<Chart<Series[]>>('seller/statistics/dashboard/turnoverChart?start_time=1600000000&end_time=1600500000')).data;
    expect(before.xAxis).toEqual([]);
    for (const [query, field] of [
      ['start_time=2000&end_time=1000', 'start_time'],
      ['start_time=abc', 'start_time'],
      ['start_time=1600000000&end_time=1700000000', 'end_time'],
    ]) {
      const result = await get<ApiError>(`seller/statistics/dashboard/turnoverChart?${query}`);
      expect(result.status, query).toBe(400);
      expect(result.data.message).toContain(field);
    }
  });

  it('hot goods of a range: top 10 by quantity and by amount', async () => {
    type Hot = { goods_id: string; goods_name: string; goods_num?: number; price?: number };
    const count = (await get<{ data: Hot[] }>(`seller/statistics/dashboard/hotGoodsCount?${WEEK}`)).data.data;
    const amount = (await get<{ data: Hot[] }>(`seller/statistics/dashboard/hotGoodsAmount?${WEEK}`)).data.data;
    expect(count).toHaveLength(10);
    expect(amount).toHaveLength(10);
    expect(count.map((r) => r.goods_num)).toEqual([...count.map((r) => r.goods_num)].sort((a, b) => b! - a!));
    expect(amount.map((r) => r.price)).toEqual([...amount.map((r) => r.price)].sort((a, b) => b! - a!));
    expect(Object.keys(count[0]).sort()).toEqual(['goods_id', 'goods_name', 'goods_num']);
    expect(db().goods.get(String(amount[0].goods_id))?.shop_id).toBe('1');
    expect((await get<{ data: Hot[] }>('seller/statistics/dashboard/hotGoodsCount', 'applying')).data).toEqual({ data: [] });
  });

  it('shop card', async () => {
    const card = (await get<Record<string, unknown>>('seller/statistics/dashboard/shopScore', 'owner', 'en-US')).data;
    expect(card).toMatchObject({ shop_name: 'Morning Light Digital', shop_description_credit_text: 'High', self_operated: 1 });
  });
});

describe('shop profile (last 30 days)', () => {
  it('figures as strings that add up with the chart', async () => {
    const data = (await get<Record<string, string>>('seller/statistics/shop_profile/data')).data;
    for (const value of Object.values(data)) expect(typeof value).toBe('string');
    expect(data.order_fastigium).toMatch(/^\d{2}:00-\d{2}:00$/);
    expect(Number(data.order_num)).toBeGreaterThan(300);
    expect(Number(data.order_member)).toBeLessThanOrEqual(Number(data.order_num));
    const money = Math.round(Number(data.order_money) * 100);
    // Per member, rounded to the cent (a half cent rounds up: 19,239.625 is 19,239.63).
    expect(Math.round(Number(data.average_member_money) * 100)).toBe(Math.round(money / Number(data.order_member)));
    const chart = (await get<Chart>('seller/statistics/shop_profile/chart')).data;
    expect(chart.xAxis).toHaveLength(30);
    expect(chart.xAxis.every((d) => /^\d{1,2}-\d{1,2}$/.test(d))).toBe(true);
    expect(cents(chart.series.data)).toBe(money);
  });

  it("the 30 days' amount is the sum of the orders the sales report lists in those days", async () => {
    type Row = { create_time: number; order_price: number };
    const data = (await get<Record<string, string>>('seller/statistics/shop_profile/data')).data;
    const first = dayStart(today() - 29);
    // The window reaches into the month before: the orders of both months, page after page.
    let total = 0;
    let count = 0;
    for (const date of [dateOfDay(today() - 29), dateOfDay(today())].filter((d, i, all) => i === 0 || d.month !== all[0]!.month)) {
      for (let page = 1; ; page++) {
        const rows = (await get<Page<Row>>(`seller/statistics/reports/sales_page?cycle_type=MONTH&year=${date.year}&month=${date.month}&page_no=${page}&page_size=100`)).data.data;
        for (const row of rows.filter((r) => r.create_time >= first)) {
          total += Math.round(row.order_price * 100);
          count++;
        }
        if (rows.length < 100) break;
      }
    }
    expect(count).toBe(Number(data.order_num));
    expect(total).toBe(Math.round(Number(data.order_money) * 100));
  });

  it('a shop that never opened: zeros, "none" and an empty chart', async () => {
    const data = (await get<Record<string, string>>('seller/statistics/shop_profile/data', 'applying')).data;
    expect(data).toMatchObject({ order_money: '0.00', order_num: '0', goods_collect: '0', shop_collect: '0', order_fastigium: '暂无' });
    expect((await get<Record<string, string>>('seller/statistics/shop_profile/data', 'applying', 'en-US')).data.order_fastigium).toBe('None');
    expect((await get<Chart>('seller/statistics/shop_profile/chart', 'applying')).data.xAxis).toEqual([]);
  });
});

describe('traffic and favourites', () => {
  it('shop page views per month of a year, goods views top 30', async () => {
    const shop = (await get<Chart>('seller/statistics/page_view/shop?cycle_type=YEAR&year=2025')).data;
    expect(shop.xAxis).toHaveLength(12);
    expect(shop.series.data.every((v) => Number(v) > 10000)).toBe(true);
    const goods = (await get<Chart>('seller/statistics/page_view/goods?cycle_type=MONTH&year=2025&month=11')).data;
    expect(goods.xAxis).toHaveLength(30);
    const views = goods.series.data.map(Number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(goods.series.localName.every((n) => n.length > 0)).toBe(true);
  });

  it('favourites: top 50 chart and a paged list agreeing with the profile', async () => {
    type Row = { goods_id: string; goods_name: string; price: number; favorite_num: number };
    const chart = (await get<Chart>('seller/statistics/collect/chart')).data;
    expect(chart.xAxis).toHaveLength(50);
    const page = (await get<Page<Row>>('seller/statistics/collect/page?page_size=1000')).data;
    expect(chart.series.data).toEqual(page.data.slice(0, 50).map((r) => String(r.favorite_num)));
    expect((await get<Page<Row>>('seller/statistics/collect/page')).data.data).toHaveLength(10);
    const profile = (await get<Record<string, string>>('seller/statistics/shop_profile/data')).data;
    expect(page.data.reduce((s, r) => s + r.favorite_num, 0)).toBe(Number(profile.goods_collect));
    const supplierGoods = new Set(db().goods.all().filter((g) => g.shop_id === '2').map((g) => g.goods_id));
    const supplier = (await get<Page<Row>>('seller/statistics/collect/page?page_size=1000', 'supplier')).data;
    expect(supplier.data.every((r) => supplierGoods.has(String(r.goods_id)))).toBe(true);
  });
});

describe('platform notices', () => {
  type Article = { article_id: number; article_name: string; category_id: number; content: string; create_time: number };
  it('lists the articles of a category type, newest first, without a token', async () => {
    const notices = (await call<Article[]>('base/pages/article-categories/NOTICE/articles')).data;
    expect(notices.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(notices[0]).sort()).toEqual(['article_id', 'article_name', 'category_id', 'content', 'create_time', 'modify_time', 'outside_url', 'show_position', 'sort']);
    expect(notices.map((a) => a.create_time)).toEqual([...notices.map((a) => a.create_time)].sort((a, b) => b - a));
    const english = (await call<Article[]>('base/pages/article-categories/NOTICE/articles', { language: 'en-US' })).data;
    expect(english[0].article_name).toMatch(/^[\x20-\x7e]+$/);
    expect((await call<Article[]>('http://api.example.com/base/pages/article-categories/HELP/articles')).data.length).toBeGreaterThan(0);
    const bad = await call<ApiError>('base/pages/article-categories/NEWS/articles');
    expect(bad.status).toBe(400);
    expect(bad.data.message).toContain('category_type');
  });
});

describe('operation log (seller/system-logs)', () => {
  type Log = { id: number; operator_name: string; operate_detail: string; operate_time: number; operate_ip: string; level: string };
  const logs = (query: string, user = 'owner', language?: string) => get<Page<Log>>(`seller/system-logs?${query}`, user, language);

  it('pages the shop log newest first, by level and time range', async () => {
    const page = (await logs('page_size=20')).data;
    expect(page.data_total).toBe(160);
    expect(Object.keys(page.data[0]).sort()).toEqual(['id', 'level', 'operate_detail', 'operate_ip', 'operate_time', 'operator_name']);
    expect(page.data.map((r) => r.operate_time)).toEqual([...page.data.map((r) => r.operate_time)].sort((a, b) => b - a));
    expect(new Set(page.data.map((r) => r.operator_name))).toEqual(new Set(['owner', 'staff']));
    const important = (await logs('level=important&page_size=200')).data;
    expect(important.data_total).toBeGreaterThan(0);
    expect(important.data.every((r) => r.level === 'important')).toBe(true);
    expect(important.data_total + (await logs('level=normal')).data.data_total).toBe(160);
    const [start, end] = [page.data[10].operate_time, page.data[2].operate_time];
    const ranged = (await logs(`start_time=${start}&end_time=${end}&page_size=50`)).data;
    expect(ranged.data.every((r) => r.operate_time >= start && r.operate_time <= end)).toBe(true);
    expect(ranged.data_total).toBeGreaterThanOrEqual(9);
    expect((await logs('page_size=1', 'owner', 'en-US')).data.data[0].operate_detail).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps shops apart', async () => {
    const supplier = (await logs('page_size=100', 'supplier')).data;
    expect(supplier.data_total).toBe(48);
    expect(supplier.data.every((r) => r.operator_name === 'supplier')).toBe(true);
    expect((await logs('', 'applying')).data.data_total).toBe(0);
  });

  it.each([
    ['level=urgent', 'level'],
    ['start_time=yesterday', 'start_time'],
    ['start_time=20&end_time=10', 'start_time'],
  ])('%s → 400 naming %s', async (query, field) => {
    const result = await get<ApiError>(`seller/system-logs?${query}`);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004' });
    expect(result.data.message).toContain(field);
  });
});
