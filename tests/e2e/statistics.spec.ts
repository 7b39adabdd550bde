import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn, visit } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

const MONTH = '?cycle_type=MONTH&year=2025&month=11';
const YEAR = '?cycle_type=YEAR&year=2025';

/** The statistics pages with a period, the chart each draws, and a period of theirs with no data. */
const PAGES: Array<[path: string, chart: string, empty: string]> = [
  ['/statistics/price-sales', 'chart-price-sales', '?cycle_type=MONTH&year=2024&month=2'],
  ['/statistics/hot-selling-goods', 'chart-hot-goods', '?cycle_type=YEAR&year=2023'],
  ['/statistics/regional-analysis', 'chart-regions', '?cycle_type=MONTH&year=2024&month=2'],
  ['/statistics/sales-statistics', 'chart-sales', '?cycle_type=YEAR&year=2023'],
  ['/statistics/buy-analysis', 'chart-hours', '?cycle_type=MONTH&year=2024&month=2'],
  ['/statistics/traffic-statistics', 'chart-shop-views', '?cycle_type=YEAR&year=2023'],
];

/** A drawn chart: the chart library's SVG with shapes in it. */
const expectDrawn = async (page: Page, testId: string) => {
  const card = page.getByTestId(testId);
  await expect(card.getByTestId('chart-view').locator('svg path').first()).toBeAttached({ timeout: 20_000 });
  await expect(card.getByTestId('chart-empty')).toHaveCount(0);
  // The bars and lines grow in; the screenshots show them grown.
  await page.waitForTimeout(500);
};

test('each statistics page draws its chart for a month and a year, and says "no data" for an empty period', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'owner');
  await expectConsole(page);
  for (const [path, chart, empty] of PAGES) {
    const name = path.split('/').at(-1)!;
    await visit(page, `${path}${MONTH}`);
    await expectDrawn(page, chart);
    await shot(page, `statistics-${name}-month`);
    await visit(page, `${path}${YEAR}`);
    await expectDrawn(page, chart);
    await shot(page, `statistics-${name}-year`);
    await visit(page, `${path}${empty}`);
    await expect(page.getByTestId(chart).getByTestId('chart-empty')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId(chart).getByText('该时段暂无数据')).toBeVisible();
  }
  await shot(page, 'statistics-empty-period');
  for (const [path, chart] of [['/statistics/generality-overview', 'chart-overview'], ['/statistics/collect-statistics', 'chart-favourites']] as const) {
    await visit(page, path);
    await expectDrawn(page, chart);
    await shot(page, `statistics-${path.split('/').at(-1)}`);
  }
});

test('switching the period redraws in place, without reloading the page', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/statistics/sales-statistics${MONTH}`)}`);
  await expectDrawn(page, 'chart-sales');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByTestId('period-bar').getByLabel('日期').click();
  // antd slides the panel in a frame after drawing it where it ends: a click while it still moves can land
  // between the months, and the picker stays open on month=11 (as the dialogs' zoom, see confirmDialog).
  const panel = page.locator('.ant-picker-dropdown:visible');
  await expect(panel).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
  await panel.getByText('10月').click();
  await expect(page).toHaveURL(/month=10/);
  await expect(page.getByTestId('sales-summary')).toContainText('2025-10');
  await expectDrawn(page, 'chart-sales');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('in English and in dark mode the charts stay readable', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sellerLanguage', value: 'en-US', url: baseURL! }]);
  await context.addInitScript(() => localStorage.setItem('seller_preferences', JSON.stringify({ dark: true })));
  // The map ships with the build: nothing is fetched from another host.
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !/^(data|blob):/.test(request.url())) outside.push(request.url());
  });
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/statistics/regional-analysis${MONTH}`)}`);
  await expectDrawn(page, 'chart-regions');
  await expect(page.getByTestId('region-ranking')).toContainText('Guangdong');
  expect(outside).toEqual([]);
  await shot(page, 'statistics-regions-en-dark');
  await page.goto(`/statistics/sales-statistics${MONTH}`);
  await expectDrawn(page, 'chart-sales');
  await expect(page.getByTestId('sales-summary')).toContainText('Sales in 2025-11');
  await shot(page, 'statistics-sales-en-dark');
  await page.goto(`/statistics/buy-analysis?cycle_type=MONTH&year=2024&month=2`);
  await expect(page.getByTestId('chart-hours').getByText('No data for this period')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'statistics-empty-en-dark');
  await page.goto('/dashboard');
  await expectDrawn(page, 'chart-turnover');
  await shot(page, 'dashboard-en-dark');
});

test('in Chinese and in dark mode too', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('seller_preferences', JSON.stringify({ dark: true })));
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent(`/statistics/buy-analysis${MONTH}`)}`);
  await expectDrawn(page, 'chart-spend');
  await expectDrawn(page, 'chart-hours');
  await shot(page, 'statistics-buy-analysis-zh-dark');
  await page.goto(`/statistics/hot-selling-goods${YEAR}`);
  await expectDrawn(page, 'chart-hot-goods');
  await shot(page, 'statistics-hot-goods-zh-dark');
});

/** A dashboard figure's number, as shown. */
const figure = async (page: Page, key: string) => (await page.getByTestId(`figure-${key}`).locator('.ant-statistic-content').innerText()).replace(/[^\d.]/g, '');
/** The list's total under its table. */
const listTotal = (page: Page) => page.locator('.ant-pagination-total-text');

test("the dashboard's figures open their lists, filtered to them", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner');
  await expectConsole(page);
  await expectDrawn(page, 'chart-turnover');
  await shot(page, 'dashboard');
  const waitShip = (await page.getByTestId('figure-waitShip').locator('.ant-statistic-content').innerText()).trim();
  await page.getByTestId('figure-waitShip').getByRole('link').click();
  await expect(page).toHaveURL(/\/order\/order-list\?order_status=WAIT_SHIP$/);
  const tab = page.getByRole('tab', { name: /待发货/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-count-WAIT_SHIP')).toHaveText(`(${waitShip})`);
  await shot(page, 'dashboard-to-orders');

  // The other order figures open their tabs, each counting what the figure said.
  for (const [key, status] of [['waitPay', 'WAIT_PAY'], ['waitRog', 'WAIT_ROG']] as const) {
    await page.goto('/dashboard');
    const count = await figure(page, key);
    await page.getByTestId(`figure-${key}`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`order_status=${status}$`));
    await expect(page.getByTestId(`tab-count-${status}`)).toHaveText(`(${count})`);
  }

  // Today's orders: the order list between the start and the end of today, the filter shown in its form.
  // (The demo's figure counts the statistics' order history; the order records of its order list are a
  // fixed seed that ends before today, so the two are not compared here.)
  await page.goto('/dashboard');
  await page.getByTestId('figure-todayOrders').getByRole('link').click();
  await expect(page).toHaveURL(/\/order\/order-list\?start_time=\d+&end_time=\d+$/);
  const day = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const form = page.getByTestId('search-form');
  await expect(form.locator('input[placeholder="开始日期"]')).toHaveValue(day);
  await expect(form.locator('input[placeholder="结束日期"]')).toHaveValue(day);
  await shot(page, 'dashboard-to-todays-orders');

  await page.goto('/dashboard');
  const onSale = await figure(page, 'onSale');
  await page.getByTestId('figure-onSale').getByRole('link').click();
  await expect(page).toHaveURL(/\/goods\/goods-list\?market_enable=1&is_auth=1$/);
  await expect(page.getByRole('tab', { name: /出售中/ })).toHaveAttribute('aria-selected', 'true');
  await expect(listTotal(page)).toHaveText(`共 ${onSale} 条`);

  for (const [key, path] of [['lowStock', '/goods/understock'], ['pendingGoods', '/goods/auth-goods-list']] as const) {
    await page.goto('/dashboard');
    const count = await figure(page, key);
    await page.getByTestId(`figure-${key}`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(listTotal(page)).toHaveText(`共 ${count} 条`);
  }

  // Today's page views: the traffic of this month, today among its days.
  await page.goto('/dashboard');
  await page.getByTestId('figure-todayVisits').getByRole('link').click();
  await expect(page).toHaveURL(/\/statistics\/traffic-statistics\?cycle_type=MONTH&year=\d{4}&month=\d{1,2}$/);
  await expectDrawn(page, 'chart-shop-views');
});

test('the chart library, the map and the spreadsheet writer stay out of /login and the goods list', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url())) scripts.push(new URL(response.url()).pathname);
  });
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/goods/goods-list')}`);
  await expect(page.locator('.ant-pagination-total-text')).toBeVisible({ timeout: 20_000 });
  const heavy = /echarts|ChartView|register-|exceljs/;
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((path) => heavy.test(path))).toEqual([]);
  // They arrive with the first chart.
  await page.goto(`/statistics/sales-statistics${MONTH}`);
  await expectDrawn(page, 'chart-sales');
  expect(scripts.some((path) => /echarts/.test(path))).toBe(true);
});
