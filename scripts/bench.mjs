#!/usr/bin/env node
// Bytes of JavaScript the built console loads: for /login, and for the first screen after sign-in.
// Runs the demo build (npm run build:demo) in Debian's Chromium; the demo marketplace's own chunk is
// counted apart, since a real deployment (VITE_MOCK=off) does not load it.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 4183);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0') {
  execSync('npx vite build --mode demo', { stdio: 'inherit' });
}

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function tracker(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(base) || !/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    seen.set(url, null);
    try {
      seen.set(url, gzipSync(await response.body()).length);
    } catch {
      seen.delete(url);
    }
  });
  return {
    take() {
      const rows = [...seen.entries()].filter(([, size]) => size !== null);
      seen.clear();
      for (const [url] of rows) seen.set(url, -1);
      const fresh = rows.filter(([, size]) => size >= 0);
      const demo = fresh.filter(([url]) => /demo-marketplace|mockServiceWorker/.test(url));
      const consoleRows = fresh.filter((row) => !demo.includes(row));
      const sum = (list) => list.reduce((total, [, size]) => total + size, 0);
      return { console: sum(consoleRows), demo: sum(demo), files: consoleRows.length };
    },
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (n) => `${n.toFixed(0)} ms`;

/**
 * The goods list with 10,000 goods in the demo store (its simulated network latency off, so the figures
 * are the console's own): menu click → first page rendered, page → next page, and the API calls each makes.
 */
async function benchGoodsList(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
  await context.addInitScript(() => localStorage.setItem('seller_demo_settings', JSON.stringify({ goodsCount: 10000, latency: false })));
  const page = await context.newPage();
  const calls = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/seller/') || url.pathname.startsWith('/base/')) calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`${base}/login`);
  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('input[name="captcha"]').fill('1234');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('shop-brand').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-layout-sider').getByText('商品', { exact: true }).click();

  const openTimes = [];
  const navCalls = [];
  for (let run = 0; run < 5; run++) {
    calls.length = 0;
    openTimes.push(
      await page.evaluate(async () => {
        const t0 = performance.now();
        const item = [...document.querySelectorAll('.ant-layout-sider .ant-menu-item')].find((el) => el.textContent?.trim() === '商品列表');
        item.click();
        await new Promise((resolve) => {
          const check = () => (document.querySelector('[data-testid="list-goodsList"] .ant-table-row') ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      }),
    );
    // Calls made for this navigation, background refetches included.
    await page.waitForTimeout(600);
    navCalls.push([...calls]);
    // Close the tab so that the next run mounts the list afresh (an open tab would show its kept view).
    await page.locator('[data-testid="tabs-bar"] .ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await page.waitForURL(/dashboard/);
    // Let the close commit (the list view unmounts) before the next visit.
    await page.getByTestId('dashboard-title').waitFor();
    await page.waitForTimeout(500);
  }

  await page.locator('.ant-layout-sider').getByText('商品列表', { exact: true }).click();
  await page.locator('[data-testid="list-goodsList"] .ant-table-row').first().waitFor();
  const pageTimes = [];
  for (let run = 0; run < 5; run++) {
    pageTimes.push(
      await page.evaluate(async () => {
        const first = () => document.querySelector('[data-testid="list-goodsList"] .ant-table-row')?.getAttribute('data-row-key');
        const before = first();
        const t0 = performance.now();
        document.querySelector('[data-testid="list-goodsList"] .ant-pagination-next button, [data-testid="list-goodsList"] .ant-pagination-next').click();
        await new Promise((resolve) => {
          const check = () => (first() && first() !== before && !document.querySelector('[data-testid="list-goodsList"] .ant-spin-spinning') ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      }),
    );
  }
  const duplicates = (list) => list.filter((c, i) => list.indexOf(c) !== i).length;
  const describe = (list) => `${list.length} (${list.join('; ')}), duplicates: ${duplicates(list)}`;
  const total = await page.locator('[data-testid="list-goodsList"] .ant-pagination-total-text').textContent();
  const [cold, ...warm] = openTimes;
  console.log('');
  console.log(`Goods list with 10,000 goods (${total?.trim()} in the shop), demo latency off`);
  console.log(`menu click → first page rendered, first visit : ${ms(cold)} (loads the list screen's code, then the data)`);
  console.log(`menu click → first page rendered, revisit     : ${ms(median(warm))} median of ${warm.length} (rows from the query cache, refetched; calls below)`);
  console.log(`page → next page rendered                     : ${ms(median(pageTimes))} median of ${pageTimes.length} (runs: ${pageTimes.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`API calls, first visit                        : ${describe(navCalls[0])}`);
  console.log(`API calls, revisit                            : ${describe(navCalls[1])}`);
  await context.close();
}

await waitForServer();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const js = tracker(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('input[name="username"]').waitFor();
  const login = js.take();

  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('input[name="captcha"]').fill('1234');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('shop-brand').waitFor();
  await page.waitForLoadState('networkidle');
  const first = js.take();

  console.log('Seller Console bundle bench (gzipped JavaScript, demo build in Chromium)');
  console.log(`/login                       : ${kb(login.console)} in ${login.files} files (+ demo marketplace ${kb(login.demo)})`);
  console.log(`first screen after sign-in   : ${kb(first.console)} more in ${first.files} files`);
  console.log(`total to the first screen    : ${kb(login.console + first.console)}`);
  await page.close();
  await benchGoodsList(browser);
} finally {
  await browser.close();
  stop();
}
