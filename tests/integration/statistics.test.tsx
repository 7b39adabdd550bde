import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const NOV_2025 = '?cycle_type=MONTH&year=2025&month=11';
const query = (suffix: string) => requestsTo(suffix).at(-1)?.url.searchParams;
const waitForCall = (suffix: string) => waitFor(() => expect(requestsTo(suffix).length).toBeGreaterThan(0));
/** A part of the page (its code loads on first use: slow on a busy machine). */
const card = (testId: string) => screen.findByTestId(testId, undefined, { timeout: 15000 });
/** Switches a chart card to its table view and returns the table. */
async function tableOf(testId: string, user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  const box = await card(testId);
  await waitFor(() => expect(within(box).getByTestId('export-sheet')).toBeEnabled());
  await user.click(within(box).getByText((_, el) => el?.getAttribute('aria-label') === '表格'));
  return within(box).findByTestId('report-table');
}

describe('generality overview', () => {
  it('shows the last 30 days: figures, and the daily amounts oldest first', async () => {
    const { user } = await renderRoute('/statistics/generality-overview');
    await waitForCall('/seller/statistics/shop_profile/data');
    await waitForCall('/seller/statistics/shop_profile/chart');
    expect(await within(await card('figure-order_money')).findByText(/^￥[\d,]+\.\d{2}$/)).toBeInTheDocument();
    expect(within(await card('figure-order_fastigium')).getByText(/^\d{2}:00-\d{2}:00$/)).toBeInTheDocument();
    const table = await tableOf('chart-overview', user);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // The server lists the newest day first; the table reads oldest first, ending today.
    const first = rows[0]!.textContent!;
    const last = rows.at(-1)!.textContent!;
    expect(first).not.toBe(last);
    expect(screen.getByRole('link', { name: /操作日志/ })).toHaveAttribute('href', '/statistics/log-manage');
  });

  it('names the average per buyer as the API defines it, not as an average order value', async () => {
    await renderRoute('/statistics/generality-overview');
    const perBuyer = await card('figure-average_member_money');
    expect(within(perBuyer).getByText('会员人均下单金额')).toBeInTheDocument();
    expect(within(perBuyer).getByText('下单金额 ÷ 下单会员数')).toBeInTheDocument();
    expect(within(await card('figure-average_goods_money')).getByText('下单金额 ÷ 下单商品数')).toBeInTheDocument();
  });
});

describe('period parameters', () => {
  it('sends the period of the URL, a category and the price bands as repeated sections', async () => {
    const { user, location } = await renderRoute(`/statistics/price-sales${NOV_2025}&category_id=1&sections=0&sections=100`);
    await waitForCall('/seller/statistics/goods/price_sales');
    let q = query('/seller/statistics/goods/price_sales')!;
    expect([q.get('cycle_type'), q.get('year'), q.get('month'), q.get('category_id')]).toEqual(['MONTH', '2025', '11', '1']);
    expect(q.getAll('sections')).toEqual(['0', '100']);

    await user.click(screen.getByTestId('price-range-button'));
    const dialog = await screen.findByRole('dialog');
    const upper = within(dialog).getByLabelText(/第1组.*上限|upper/i);
    await user.clear(upper);
    await user.type(upper, '200');
    await user.click(within(dialog).getByRole('button', { name: '增加区间' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(query('/seller/statistics/goods/price_sales')!.getAll('sections')).toEqual(['0', '200', '201']));
    expect(location()).toContain('sections=0&sections=200&sections=201');
    q = query('/seller/statistics/goods/price_sales')!;
    expect(q.get('month')).toBe('11');
  });

  it('the price-range dialog opens on the bands the chart shows, and confirming them keeps the chart as it is', async () => {
    const { user, location } = await renderRoute(`/statistics/price-sales${NOV_2025}`);
    await waitForCall('/seller/statistics/goods/price_sales');
    expect(query('/seller/statistics/goods/price_sales')!.getAll('sections')).toEqual(['0', '100', '1000', '10000', '100000']);
    const table = await tableOf('chart-price-sales', user);
    const bands = () => within(table).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);
    const shown = bands();
    expect(shown).toEqual(['0~100', '100~1000', '1000~10000', '10000~100000', '100000+']);

    await user.click(screen.getByTestId('price-range-button'));
    const dialog = await screen.findByRole('dialog');
    const pairs = within(dialog).getAllByTestId(/^range-\d+$/).map((row) => within(row).getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value));
    expect(pairs).toEqual([['0', '100'], ['100', '1000'], ['1000', '10000'], ['10000', '100000']]);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // The same bands: the URL names them, the last call asks for them, and the chart keeps its five.
    await waitFor(() => expect(location()).toContain('sections=0&sections=100&sections=1000&sections=10000&sections=100000'));
    expect(query('/seller/statistics/goods/price_sales')!.getAll('sections')).toEqual(['0', '100', '1000', '10000', '100000']);
    expect(bands()).toEqual(shown);
  });

  it('a future period in the URL is refused: the current month instead', async () => {
    await renderRoute('/statistics/buy-analysis?cycle_type=YEAR&year=2999');
    await waitForCall('/seller/statistics/reports/purchase/period');
    const q = query('/seller/statistics/reports/purchase/period')!;
    expect(q.get('cycle_type')).toBe('YEAR');
    expect(Number(q.get('year'))).toBe(new Date().getFullYear());
    expect(q.has('month')).toBe(false);
  });

  it('choosing a year in the picker asks for the year, without reloading the page', async () => {
    const { user, location } = await renderRoute(`/statistics/sales-statistics${NOV_2025}`);
    await waitForCall('/seller/statistics/reports/sales_money');
    const before = requestsTo('/seller/statistics/reports/sales_money').length;
    await user.click(screen.getByRole('combobox', { name: '统计方式' }));
    await user.click(await screen.findByTitle('按年'));
    await waitFor(() => expect(query('/seller/statistics/reports/sales_money')!.get('cycle_type')).toBe('YEAR'));
    expect(requestsTo('/seller/statistics/reports/sales_money').length).toBeGreaterThan(before);
    expect(location()).toContain('cycle_type=YEAR');
    expect(screen.getByTestId('chart-sales')).toBeInTheDocument();
  });
});

describe('report pages', () => {
  it('hot goods: the top 30 by amount then by quantity, chart and table of the same period', async () => {
    const { user } = await renderRoute(`/statistics/hot-selling-goods${NOV_2025}`);
    await waitForCall('/seller/statistics/goods/order_price');
    await waitForCall('/seller/statistics/goods/order_price_page');
    expect(query('/seller/statistics/goods/order_price_page')!.get('month')).toBe('11');
    const table = await tableOf('chart-hot-goods', user);
    // Ranks on the axis, goods names beside them.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['排名', '商品名称', '下单金额']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    await user.click(screen.getByText('按下单商品数'));
    await waitFor(() => expect(query('/seller/statistics/goods/order_num')!.get('year')).toBe('2025'));
    await waitFor(() => expect(query('/seller/statistics/goods/order_num_page')!.get('cycle_type')).toBe('MONTH'));
  });

  it('regions: a measure per province, ranked, on the map of the period', async () => {
    const { user } = await renderRoute(`/statistics/regional-analysis${NOV_2025}`);
    await waitFor(() => expect(query('/seller/statistics/reports/regions/data')!.get('type')).toBe('ORDER_MEMBER_NUM'));
    const ranking = await card('region-ranking');
    const first = await within(ranking).findByText('广东省');
    expect(first.closest('tr')!.textContent).toMatch(/^1广东省\d+$/);
    await user.click(screen.getByText('下单金额'));
    await waitFor(() => expect(query('/seller/statistics/reports/regions/data')!.get('type')).toBe('ORDER_PRICE'));
    expect(await within(ranking).findAllByText(/^￥[\d,]+\.\d{2}$/)).not.toHaveLength(0);
  });

  it('sales: summary against the last period, both charts, and the orders of the period', async () => {
    const { user } = await renderRoute(`/statistics/sales-statistics${NOV_2025}`);
    await waitFor(() => expect(requestsTo('/seller/statistics/reports/sales_summary').map((r) => r.url.searchParams.get('month')).sort()).toEqual(['10', '11']));
    expect(await within(await card('sales-summary')).findAllByTestId('change')).toHaveLength(2);
    await waitFor(() => expect(query('/seller/statistics/reports/sales_page')!.get('month')).toBe('11'));
    await user.click(screen.getByText('订单数'));
    await waitFor(() => expect(query('/seller/statistics/reports/sales_num')!.get('month')).toBe('11'));
    const table = await tableOf('chart-sales', user);
    // This month and the last, named by their periods.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['日', '2025-11', '2025-10']);
  });

  it('buy analysis: spend ranges from the URL, and orders by hour', async () => {
    await renderRoute(`/statistics/buy-analysis${NOV_2025}&ranges=0&ranges=50&ranges=500`);
    await waitFor(() => expect(query('/seller/statistics/reports/purchase/ranges')!.getAll('ranges')).toEqual(['0', '50', '500']));
    await waitForCall('/seller/statistics/reports/purchase/period');
  });

  it('traffic: shop views of a year (the default) against the last, and goods views', async () => {
    await renderRoute('/statistics/traffic-statistics');
    await waitFor(() => expect(requestsTo('/seller/statistics/page_view/shop').map((r) => r.url.searchParams.get('cycle_type'))).toContain('YEAR'));
    const years = requestsTo('/seller/statistics/page_view/shop').map((r) => Number(r.url.searchParams.get('year')));
    const now = new Date().getFullYear();
    expect(years).toEqual(expect.arrayContaining([now, now - 1]));
    await waitForCall('/seller/statistics/page_view/goods');
  });

  it('favourites: the chart and the paged list', async () => {
    await renderRoute('/statistics/collect-statistics');
    await waitForCall('/seller/statistics/collect/chart');
    await waitFor(() => expect(query('/seller/statistics/collect/page')!.get('page_size')).toBe('10'));
    expect(await within(await card('list-collectStatistics-goods')).findAllByRole('row')).toHaveLength(11);
  });

  it('goods details: search by name and category', async () => {
    const { user } = await renderRoute('/statistics/goods-details?goods_name=G00&category_id=1');
    await waitFor(() => expect([query('/seller/statistics/goods/goods_detail')!.get('goods_name'), query('/seller/statistics/goods/goods_detail')!.get('category_id')]).toEqual(['G00', '1']));
    await user.click(screen.getByTestId('search-reset'));
    await waitFor(() => expect(query('/seller/statistics/goods/goods_detail')!.has('goods_name')).toBe(false));
  });
});

describe('empty periods and failures', () => {
  it('a period before the shop opened shows "no data", never a broken chart', async () => {
    await renderRoute('/statistics/buy-analysis?cycle_type=MONTH&year=2024&month=2');
    await waitForCall('/seller/statistics/reports/purchase/period');
    expect(await within(await card('chart-hours')).findByText('该时段暂无数据')).toBeInTheDocument();
    expect(within(await card('chart-spend')).getByText('该时段暂无数据')).toBeInTheDocument();
    expect(within(await card('chart-spend')).getByTestId('export-sheet')).toBeDisabled();
  });

  it('a failing call says so and retries', async () => {
    let fail = true;
    server.use(mock.get('*/seller/statistics/collect/chart', () => (fail ? HttpResponse.json({ code: '500', message: '服务器开小差了' }, { status: 500 }) : undefined)));
    const { user } = await renderRoute('/statistics/collect-statistics');
    const box = await card('chart-favourites');
    expect(await within(box).findByText('统计数据加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(within(box).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(within(box).queryByText('统计数据加载失败')).toBeNull());
    await waitFor(() => expect(within(box).getByTestId('export-sheet')).toBeEnabled());
  });
});

describe('export', () => {
  it('a list exports all its rows for the period, page after page', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:report'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The download link is clicked, not followed: the test's window stays on the console.
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = await renderRoute(`/statistics/sales-statistics${NOV_2025}`);
    const list = await card('list-salesStatistics-orders');
    await waitFor(() => expect(within(list).getByTestId('export-sheet')).toBeEnabled());
    const before = requestsTo('/seller/statistics/reports/sales_page').length;
    await user.click(within(list).getByTestId('export-sheet'));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 20000 });
    const pages = requestsTo('/seller/statistics/reports/sales_page').slice(before).map((r) => r.url.searchParams);
    expect(pages.every((q) => q.get('page_size') === '100' && q.get('month') === '11')).toBe(true);
    expect(pages.length).toBeGreaterThan(5);
    expect(created[0]!.size).toBeGreaterThan(10000);
    expect(downloads).toEqual(['订单明细_2025-11.xlsx']);
    vi.restoreAllMocks();
  });

  it('shows the rows fetched of the total as it goes, and a cancel stops it: no page after, no file', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
    // The third page waits until the test lets it go: the export is then under way, two pages in.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(mock.get('*/seller/statistics/reports/sales_page', async ({ request }) => {
      if (new URL(request.url).searchParams.get('page_no') === '3') await gate;
      return undefined;
    }));
    const { user } = await renderRoute(`/statistics/sales-statistics${NOV_2025}`);
    const list = await card('list-salesStatistics-orders');
    await waitFor(() => expect(within(list).getByTestId('export-sheet')).toBeEnabled());
    const before = requestsTo('/seller/statistics/reports/sales_page').length;
    await user.click(within(list).getByTestId('export-sheet'));
    const progress = await within(list).findByTestId('export-progress');
    expect(await within(progress).findByText(/^已获取 200 \/ \d+ 条$/, undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow');
    await user.click(within(progress).getByTestId('export-cancel'));
    release();
    expect(await screen.findByText('已取消导出')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByTestId('export-progress')).toBeNull());
    const pages = requestsTo('/seller/statistics/reports/sales_page').slice(before).map((r) => r.url.searchParams.get('page_no'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(created).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('operation log (log-manage)', () => {
  it('filters by level and time', async () => {
    await renderRoute('/statistics/log-manage?level=important&start_time=1700000000&end_time=1800000000');
    await waitFor(() => {
      const q = query('/seller/system-logs')!;
      expect([q.get('level'), q.get('start_time'), q.get('end_time')]).toEqual(['important', '1700000000', '1800000000']);
    });
    expect((await screen.findAllByText('重要')).length).toBeGreaterThan(1);
  });

  it('is refused to a role without the overview', async () => {
    const { location } = await renderRoute('/statistics/log-manage', { permissions: ['goodsList'] });
    await waitFor(() => expect(location()).not.toContain('log-manage'));
    expect(requestsTo('/seller/system-logs')).toHaveLength(0);
  });
});

describe('dashboard', () => {
  it('draws the turnover of 7 or 30 days, hot goods and notices; figures open their filtered lists', async () => {
    const { user } = await renderRoute('/dashboard');
    await waitForCall('/seller/statistics/dashboard/turnoverChart');
    const week = query('/seller/statistics/dashboard/turnoverChart')!;
    expect((Number(week.get('end_time')) - Number(week.get('start_time')) + 1) / 86400).toBe(7);
    expect(screen.getByTestId('figure-waitShip').querySelector('a')).toHaveAttribute('href', '/order/order-list?order_status=WAIT_SHIP');
    expect(screen.getByTestId('figure-onSale').querySelector('a')).toHaveAttribute('href', '/goods/goods-list?market_enable=1&is_auth=1');
    expect(screen.getByTestId('figure-todayOrders').querySelector('a')!.getAttribute('href')).toMatch(/^\/order\/order-list\?start_time=\d+&end_time=\d+$/);

    await user.click(screen.getByText('近30天'));
    await waitFor(() => {
      const month = query('/seller/statistics/dashboard/turnoverChart')!;
      expect((Number(month.get('end_time')) - Number(month.get('start_time')) + 1) / 86400).toBe(30);
    });
    await waitFor(() => expect(query('/seller/statistics/dashboard/hotGoodsCount')!.get('start_time')).toBe(query('/seller/statistics/dashboard/turnoverChart')!.get('start_time')));
    await user.click(within(screen.getByTestId('hot-goods')).getByText('销售额'));
    await waitForCall('/seller/statistics/dashboard/hotGoodsAmount');

    await user.click(await within(screen.getByTestId('notices')).findByText('双十一大促商家须知'));
    expect(await screen.findByTestId('notice-content')).toHaveTextContent('48小时内发货');
  });

  it("a clerk sees only what the role may open: no turnover, no pending reviews or complaints, no turnover chart to export", async () => {
    await renderRoute('/dashboard', { permissions: ['goodsList', 'understock', 'orderList', 'serviceList', 'refundList', 'consultation', 'commentsManage', 'deriveRecord'] });
    await waitForCall('/seller/statistics/dashboard/shop');
    expect(screen.getByTestId('figure-onSale').querySelector('a')).not.toBeNull();
    expect(screen.getByTestId('figure-waitShip').querySelector('a')).not.toBeNull();
    for (const hidden of ['todayAmount', 'pendingGoods', 'complaints', 'todayVisits']) expect(screen.queryByTestId(`figure-${hidden}`)).toBeNull();
    expect(await screen.findByTestId('notices')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-turnover')).toBeNull();
    expect(screen.queryByTestId('hot-goods')).toBeNull();
    expect(requestsTo('/seller/statistics/dashboard/turnoverChart')).toHaveLength(0);
  });
});

describe('labels of an embedded list', () => {
  it("the sales report's orders show their statuses in words, also when the order messages were not yet loaded", async () => {
    const { i18n } = await import('@/i18n');
    const bundle = i18n.getResourceBundle('zh-CN', 'order') as Record<string, unknown>;
    const connector = i18n.services.backendConnector as unknown as { state: Record<string, number> };
    // As in the browser on a first visit to a statistics page: the order namespace is not loaded yet.
    i18n.removeResourceBundle('zh-CN', 'order');
    delete connector.state['zh-CN|order'];
    try {
      await renderRoute(`/statistics/sales-statistics${NOV_2025}`);
      const rows = await screen.findAllByRole('row', undefined, { timeout: 15000 });
      await waitFor(() => expect(document.body.textContent).toMatch(/已付款|已发货|已完成/));
      expect(rows.length).toBeGreaterThan(1);
      expect(document.body.textContent).not.toMatch(/status\.[A-Z_]+/);
    } finally {
      i18n.addResourceBundle('zh-CN', 'order', bundle, true, true);
    }
  });
});

describe('the current month', () => {
  it('plots only the days so far, and compares them with the same days of last month', async () => {
    // Noon of the month's third day, on the browser's calendar.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 3, 12));
    try {
      const { user } = await renderRoute('/statistics/sales-statistics');
      await waitFor(() => expect(query('/seller/statistics/reports/sales_money')!.get('month')).toBe('11'));
      const summary = await card('sales-summary');
      await waitFor(() => expect(within(summary).getAllByText(/2026-10 同期（1–3 日）/)).toHaveLength(2));
      // No whole month is asked for to compare with.
      expect(requestsTo('/seller/statistics/reports/sales_summary').map((r) => r.url.searchParams.get('month'))).not.toContain('10');
      const table = await tableOf('chart-sales', user);
      const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows.slice(0, 3).every((cells) => /￥/.test(cells[1] ?? ''))).toBe(true);
      // The days to come are empty, not ￥0; last month has all its 31 days.
      expect(rows.slice(3).map((cells) => cells[1]).filter((text) => /\d/.test(text ?? ''))).toEqual([]);
      expect(rows.filter((cells) => /\d/.test(cells[2] ?? ''))).toHaveLength(31);
    } finally {
      vi.useRealTimers();
    }
  });
});
