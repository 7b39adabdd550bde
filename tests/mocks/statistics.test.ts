// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Series {
  name: string;
  data: string[];
  localName: string[];
}
interface SimpleChart {
  xAxis: string[];
  yAxis: string[];
  series: Series;
}
interface MultipleChart {
  xAxis: string[];
  yAxis: string[];
  series: Series[];
}
interface ApiError {
  code: string;
  message: string;
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['owner', 'supplier', 'applying']) tokens[user] = await login(user);
});

const get = <T>(path: string, user = 'owner', language?: string) => call<T>(`seller/statistics/${path}`, { token: tokens[user], language });
const sum = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0);
const NOV_2025 = 'cycle_type=MONTH&year=2025&month=11';
const shopGoodsIds = (shopId: string) => new Set(db().goods.all().filter((g) => g.shop_id === shopId).map((g) => g.goods_id));

describe('period parameters (§7.1)', () => {
  it.each([
    ['', 'cycle_type'],
    ['cycle_type=WEEK', 'cycle_type'],
    ['cycle_type=MONTH&year=2025&month=13', 'month'],
    ['cycle_type=MONTH&year=2025&month=0', 'month'],
    ['cycle_type=YEAR&year=twenty', 'year'],
    ['cycle_type=YEAR&year=2025.5', 'year'],
  ])('%s → 400 code 004 naming %s', async (query, field) => {
    const result = await get<ApiError>(`reports/sales_num?${query}`);
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(field);
    expect((await get<ApiError>(`reports/sales_num?${query}`, 'owner', 'en-US')).data.message).toContain(field);
  });

  it('ignores the month of a year, and defaults year and month to the current ones', async () => {
    expect((await get(`reports/sales_num?cycle_type=YEAR&year=2025&month=13`)).status).toBe(200);
    const current = await get<MultipleChart>('reports/sales_num?cycle_type=MONTH');
    expect(current.status).toBe(200);
    expect(current.data.xAxis.length).toBeGreaterThanOrEqual(28);
  });

  it('answers 403 without a token', async () => {
    expect((await call(`seller/statistics/reports/sales_num?${NOV_2025}`)).status).toBe(403);
  });
});

describe('chart shapes', () => {
  it('SimpleChart: camelCase keys, numbers as strings, one label per point', async () => {
    const chart = (await get<SimpleChart>(`reports/purchase/period?${NOV_2025}`)).data;
    expect(Object.keys(chart).sort()).toEqual(['series', 'xAxis', 'yAxis']);
    expect(Object.keys(chart.series).sort()).toEqual(['data', 'localName', 'name']);
    expect(chart.xAxis).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
    expect(chart.series.data.every((v) => typeof v === 'string' && /^\d+$/.test(v))).toBe(true);
    expect(chart.series.localName).toEqual(chart.xAxis);
    expect(chart.series.name).toBe('下单量');
    expect((await get<SimpleChart>(`reports/purchase/period?${NOV_2025}`, 'owner', 'en-US')).data.series.name).toBe('Orders');
  });

  it('MultipleChart: this period against the last, over the longer month', async () => {
    const chart = (await get<MultipleChart>('reports/sales_money?cycle_type=MONTH&year=2025&month=3')).data;
    expect(chart.series.map((s) => s.name)).toEqual(['本月', '上月']);
    expect(chart.xAxis).toHaveLength(31);
    expect(chart.series[1].data.slice(28)).toEqual(['0.00', '0.00', '0.00']);
    expect(chart.series[0].data.every((v) => /^\d+\.\d{2}$/.test(v))).toBe(true);
    const year = (await get<MultipleChart>('reports/sales_num?cycle_type=YEAR&year=2025', 'owner', 'en-US')).data;
    expect(year.xAxis).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(year.series.map((s) => s.name)).toEqual(['This year', 'Last year']);
  });
});

describe('one order history behind every report', () => {
  it('a month agrees across charts, table, summary, buy analysis and regions', async () => {
    const summary = (await get<{ order_price: number; order_num: number }>(`reports/sales_summary?${NOV_2025}`)).data;
    expect(summary.order_num).toBeGreaterThan(500);
    const cents = Math.round(summary.order_price * 100);
    const num = (await get<MultipleChart>(`reports/sales_num?${NOV_2025}`)).data;
    const money = (await get<MultipleChart>(`reports/sales_money?${NOV_2025}`)).data;
    expect(sum(num.series[0].data) / 100).toBe(summary.order_num);
    expect(sum(money.series[0].data)).toBe(cents);
    expect((await get<Page<unknown>>(`reports/sales_page?${NOV_2025}`)).data.data_total).toBe(summary.order_num);
    expect(sum((await get<SimpleChart>(`reports/purchase/period?${NOV_2025}`)).data.series.data) / 100).toBe(summary.order_num);
    expect(sum((await get<SimpleChart>(`reports/purchase/ranges?${NOV_2025}`)).data.series.data) / 100).toBe(summary.order_num);
    type Region = { region_id: number; name: string; value: string };
    const regions = async (type: string) => (await get<Region[]>(`reports/regions/data?${NOV_2025}&type=${type}`)).data;
    expect(sum((await regions('ORDER_NUM')).map((r) => r.value)) / 100).toBe(summary.order_num);
    expect(sum((await regions('ORDER_PRICE')).map((r) => r.value))).toBe(cents);
    const buyers = await regions('ORDER_MEMBER_NUM');
    expect(buyers.map((r) => r.name)).toEqual(['北京', '上海', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '福建省', '陕西省']);
    expect(Math.max(...buyers.map((r) => Number(r.value)))).toBe(Number(buyers.find((r) => r.name === '广东省')!.value));
  });

  it('a year is the sum of its months, and last year is the year before', async () => {
    const year = (await get<MultipleChart>('reports/sales_num?cycle_type=YEAR&year=2025')).data;
    const november = (await get<MultipleChart>(`reports/sales_num?${NOV_2025}`)).data;
    expect(Number(year.series[0].data[10])).toBe(sum(november.series[0].data) / 100);
    const before = (await get<MultipleChart>('reports/sales_num?cycle_type=YEAR&year=2024')).data;
    expect(year.series[1].data).toEqual(before.series[0].data);
    // Growth: 2025 sells more than the months of 2024 the shop was open.
    expect(sum(year.series[0].data.slice(2))).toBeGreaterThan(sum(before.series[0].data.slice(2)));
  });

  it('has a shape: a weekly rhythm and a Singles-Day peak', async () => {
    const days = (await get<MultipleChart>(`reports/sales_num?${NOV_2025}`)).data.series[0].data.map(Number);
    expect(Math.max(...days)).toBe(days[10]);
    // November 2025: the 1st is a Saturday; compare weekends with weekdays outside the festival.
    const calm = days.map((n, i) => ({ n, weekday: (6 + i) % 7 })).filter((_, i) => i >= 13);
    const mean = (list: { n: number }[]) => list.reduce((s, d) => s + d.n, 0) / list.length;
    expect(mean(calm.filter((d) => d.weekday === 0 || d.weekday === 6))).toBeGreaterThan(mean(calm.filter((d) => d.weekday >= 1 && d.weekday <= 4)));
  });

  it('is deterministic', async () => {
    const first = (await get(`reports/sales_page?${NOV_2025}&page_no=3&page_size=5`)).text;
    expect((await get(`reports/sales_page?${NOV_2025}&page_no=3&page_size=5`)).text).toBe(first);
  });

  it('pages the orders of the period, newest first', async () => {
    type Row = { sn: string; buyer_name: string; create_time: number; order_status: string; order_status_text: string; order_price: number };
    const page = (await get<Page<Row>>(`reports/sales_page?${NOV_2025}&page_no=2&page_size=20`)).data;
    expect(page).toMatchObject({ page_no: 2, page_size: 20 });
    expect(page.data).toHaveLength(20);
    const start = Date.UTC(2025, 10, 1) / 1000 - 8 * 3600;
    for (const row of page.data) {
      expect(row.create_time).toBeGreaterThanOrEqual(start);
      expect(row.create_time).toBeLessThan(start + 30 * 86400);
      expect(row).toMatchObject({ order_status: 'COMPLETE', order_status_text: '已完成' });
      expect(row.buyer_name).not.toBe('');
      expect(row.order_price).toBeGreaterThan(0);
    }
    expect(page.data.map((r) => r.create_time)).toEqual([...page.data.map((r) => r.create_time)].sort((a, b) => b - a));
    const english = (await get<Page<Row>>(`reports/sales_page?${NOV_2025}&page_size=1`, 'owner', 'en-US')).data.data[0];
    expect(english.order_status_text).toBe('Completed');
  });

  it('regions need a known type', async () => {
    for (const query of ['', '&type=ORDER', '&type=order_num']) {
      const result = await get<ApiError>(`reports/regions/data?${NOV_2025}${query}`);
      expect(result.status).toBe(400);
      expect(result.data.message).toContain('type');
    }
  });
});

describe('empty periods (before the shop opened, in the future, a shop that never opened)', () => {
  const cases: [string, string, string][] = [
    ['owner, February 2024 (opened 2024-03-08)', 'owner', 'cycle_type=MONTH&year=2024&month=2'],
    ['owner, year 2023', 'owner', 'cycle_type=YEAR&year=2023'],
    ['owner, the future', 'owner', 'cycle_type=MONTH&year=2999&month=1'],
    ['supplier, May 2025 (opened 2025-06-18)', 'supplier', 'cycle_type=MONTH&year=2025&month=5'],
    ['a shop still applying', 'applying', NOV_2025],
  ];
  it.each(cases)('%s: charts without points, empty tables, zero summary', async (_label, user, period) => {
    for (const path of ['goods/price_sales', 'goods/order_price', 'goods/order_num', 'reports/purchase/ranges', 'reports/purchase/period', 'page_view/shop', 'page_view/goods']) {
      const chart = (await get<SimpleChart>(`${path}?${period}`, user)).data;
      expect(chart, path).toMatchObject({ xAxis: [], yAxis: [], series: { data: [], localName: [] } });
    }
    for (const path of ['reports/sales_num', 'reports/sales_money']) {
      const chart = (await get<MultipleChart>(`${path}?${period}`, user)).data;
      expect(chart.xAxis).toEqual([]);
      expect(chart.series.map((s) => s.data)).toEqual([[], []]);
    }
    for (const path of ['goods/order_price_page', 'goods/order_num_page', 'reports/sales_page']) {
      expect((await get<Page<unknown>>(`${path}?${period}`, user)).data, path).toMatchObject({ data: [], data_total: 0 });
    }
    expect((await get(`reports/sales_summary?${period}`, user)).data).toEqual({ order_price: 0, order_num: 0 });
    expect((await get(`reports/regions/data?${period}&type=ORDER_NUM`, user)).data).toEqual([]);
  });

  it('the opening month has data from the opening day on', async () => {
    const days = (await get<MultipleChart>('reports/sales_num?cycle_type=MONTH&year=2024&month=3')).data.series[0].data.map(Number);
    expect(days.slice(0, 7).every((n) => n === 0)).toBe(true);
    expect(days.slice(7).every((n) => n > 0)).toBe(true);
  });
});

describe('goods analysis', () => {
  type Hot = { goods_id: string; goods_name: string; sum: number; all_num: number };

  it('hot goods by amount: top 30 of the shop, chart and table agree', async () => {
    const chart = (await get<SimpleChart>(`goods/order_price?${NOV_2025}`)).data;
    const page = (await get<Page<Hot>>(`goods/order_price_page?${NOV_2025}`)).data;
    expect(chart.xAxis).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    expect(page).toMatchObject({ page_size: 30, data_total: 30 });
    expect(chart.series.localName).toEqual(page.data.map((r) => r.goods_name));
    expect(chart.series.data).toEqual(page.data.map((r) => r.sum.toFixed(2)));
    const amounts = page.data.map((r) => r.sum);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const owned = shopGoodsIds('1');
    expect(page.data.every((r) => owned.has(String(r.goods_id)))).toBe(true);
    const english = (await get<SimpleChart>(`goods/order_price?${NOV_2025}`, 'owner', 'en-US')).data;
    expect(english.series.localName[0]).toBe(db().goods.get(String(page.data[0].goods_id))!.__en!.goods_name);
  });

  it('hot goods by quantity, paged', async () => {
    const chart = (await get<SimpleChart>(`goods/order_num?${NOV_2025}`)).data;
    const first = (await get<Page<Hot>>(`goods/order_num_page?${NOV_2025}&page_size=10&page_no=1`)).data;
    const second = (await get<Page<Hot>>(`goods/order_num_page?${NOV_2025}&page_size=10&page_no=2`)).data;
    expect(first.data_total).toBe(30);
    expect([...first.data, ...second.data].map((r) => String(r.all_num))).toEqual(chart.series.data.slice(0, 20));
  });

  it('price sales: quantities per price band, with de-duplicated boundaries and a category filter', async () => {
    const defaults = (await get<SimpleChart>(`goods/price_sales?${NOV_2025}`)).data;
    expect(defaults.xAxis).toEqual(['0~100', '100~1000', '1000~10000', '10000~100000', '100000+']);
    const pairs = (await get<SimpleChart>(`goods/price_sales?${NOV_2025}&sections=0&sections=100&sections=100&sections=500`)).data;
    expect(pairs.xAxis).toEqual(['0~100', '100~500', '500+']);
    expect(sum(pairs.series.data)).toBe(sum(defaults.series.data));
    const phones = (await get<SimpleChart>(`goods/price_sales?${NOV_2025}&category_id=1`)).data;
    expect(sum(phones.series.data)).toBeGreaterThan(0);
    expect(sum(phones.series.data)).toBeLessThan(sum(defaults.series.data));
    for (const query of ['&sections=abc', '&sections=-5', '&category_id=x']) {
      const result = await get<ApiError>(`goods/price_sales?${NOV_2025}${query}`);
      expect(result.status, query).toBe(400);
      expect(result.data.message).toContain(query.slice(1).split('=')[0]);
    }
  });

  it('goods details of the last 30 days: the shop goods, searchable, by category', async () => {
    type Detail = { goods_id: string; goods_name: string; price: number; numbers: number; total_price: number };
    const page = (await get<Page<Detail>>('goods/goods_detail?page_size=200')).data;
    const owned = shopGoodsIds('1');
    expect(page.data.length).toBe(page.data_total);
    expect(page.data.every((r) => owned.has(String(r.goods_id)))).toBe(true);
    expect(page.data[0].numbers).toBeGreaterThan(0);
    expect(page.data[0].total_price).toBeGreaterThanOrEqual(page.data[1].total_price);
    const name = page.data[0].goods_name;
    const found = (await get<Page<Detail>>(`goods/goods_detail?goods_name=${encodeURIComponent(name)}`)).data;
    expect(found.data.map((r) => r.goods_name)).toContain(name);
    const inCategory = (await get<Page<Detail>>('goods/goods_detail?category_id=1&page_size=200')).data;
    expect(inCategory.data_total).toBeGreaterThan(0);
    expect(inCategory.data_total).toBeLessThan(page.data_total);
    expect((await get<Page<Detail>>('goods/goods_detail?page_size=200&category_id=0')).data.data_total).toBe(page.data_total);
  });

  it('shows each shop only its own goods', async () => {
    const owned = shopGoodsIds('2');
    const hot = (await get<Page<Hot>>(`goods/order_price_page?${NOV_2025}`, 'supplier')).data;
    expect(hot.data.length).toBeGreaterThan(0);
    expect(hot.data.every((r) => owned.has(String(r.goods_id)))).toBe(true);
    const details = (await get<Page<{ goods_id: string }>>('goods/goods_detail?page_size=500', 'supplier')).data;
    expect(details.data.every((r) => owned.has(String(r.goods_id)))).toBe(true);
  });
});
