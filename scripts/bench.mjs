#!/usr/bin/env node
// Bytes of JavaScript the built console loads (for /login, and for the first screen after sign-in), and
// the goods and order lists' speed with 10,000 records.
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

const duplicates = (list) => list.filter((c, i) => list.indexOf(c) !== i).length;
const describeCalls = (list) => `${list.length} (${list.join('; ')}), duplicates: ${duplicates(list)}`;

/** Signs the owner in with the given demo settings; returns the page and the API calls it makes. */
async function signedIn(browser, settings) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
  await context.addInitScript((value) => localStorage.setItem('seller_demo_settings', value), JSON.stringify({ ...settings, latency: false }));
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
  return { context, page, calls };
}

/** Closes the active tab and waits until its view is gone (the next visit mounts afresh). */
async function closeActiveTab(page) {
  await page.locator('[data-testid="tabs-bar"] .ant-tabs-tab-active .ant-tabs-tab-remove').click();
  await page.waitForTimeout(500);
}

/**
 * A list with 10,000 records in the demo store (its simulated network latency off, so the figures are
 * the console's own): menu click → first page rendered (first visit, then revisits), next page, and —
 * where the list opens record pages — row click → record page rendered; the API calls of each.
 */
async function benchList(browser, { title, settings, group, item, testid, openRecord }) {
  const { context, page, calls } = await signedIn(browser, settings);
  await page.locator('.ant-layout-sider').getByText(group, { exact: true }).click();
  const rows = `[data-testid="${testid}"] .ant-table-row`;

  const openTimes = [];
  const navCalls = [];
  for (let run = 0; run < 5; run++) {
    calls.length = 0;
    openTimes.push(
      await page.evaluate(async ({ item, rows }) => {
        const t0 = performance.now();
        [...document.querySelectorAll('.ant-layout-sider .ant-menu-item')].find((el) => el.textContent?.trim() === item).click();
        await new Promise((resolve) => {
          const check = () => (document.querySelector(rows) ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      }, { item, rows }),
    );
    // Calls made for this navigation, background refetches included.
    await page.waitForTimeout(600);
    navCalls.push([...calls]);
    await closeActiveTab(page);
  }

  await page.locator('.ant-layout-sider').getByText(item, { exact: true }).click();
  await page.locator(rows).first().waitFor();
  const pageTimes = [];
  for (let run = 0; run < 5; run++) {
    pageTimes.push(
      await page.evaluate(async ({ testid }) => {
        const first = () => document.querySelector(`[data-testid="${testid}"] .ant-table-row`)?.getAttribute('data-row-key');
        const before = first();
        const t0 = performance.now();
        document.querySelector(`[data-testid="${testid}"] .ant-pagination-next button, [data-testid="${testid}"] .ant-pagination-next`).click();
        await new Promise((resolve) => {
          const check = () => (first() && first() !== before && !document.querySelector(`[data-testid="${testid}"] .ant-spin-spinning`) ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      }, { testid }),
    );
  }

  const recordTimes = [];
  const recordCalls = [];
  if (openRecord) {
    for (let run = 0; run < 5; run++) {
      calls.length = 0;
      recordTimes.push(
        await page.evaluate(async ({ rows, run }) => {
          const link = document.querySelectorAll(`${rows} [data-action="view"]`)[run];
          const label = link.textContent.trim();
          const t0 = performance.now();
          link.click();
          await new Promise((resolve) => {
            const check = () => {
              const title = document.querySelector('[data-testid="record-title"]');
              const visible = title && title.offsetParent !== null && title.textContent.includes(label);
              return visible && document.querySelector('[data-section]') ? resolve() : requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - t0;
        }, { rows, run }),
      );
      await page.waitForTimeout(600);
      recordCalls.push([...calls]);
      await closeActiveTab(page);
      await page.locator(rows).first().waitFor();
    }
  }

  const total = await page.locator(`[data-testid="${testid}"] .ant-pagination-total-text`).textContent();
  const [cold, ...warm] = openTimes;
  console.log('');
  console.log(`${title} (${total?.trim()} in the shop), demo latency off`);
  console.log(`menu click → first page rendered, first visit : ${ms(cold)} (loads the screen's code, then the data)`);
  console.log(`menu click → first page rendered, revisit     : ${ms(median(warm))} median of ${warm.length} (rows from the query cache, refetched)`);
  console.log(`page → next page rendered                     : ${ms(median(pageTimes))} median of ${pageTimes.length} (runs: ${pageTimes.map((t) => t.toFixed(0)).join(', ')})`);
  if (openRecord) console.log(`row → record page rendered                    : ${ms(median(recordTimes))} median of ${recordTimes.length} (runs: ${recordTimes.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`API calls, first visit                        : ${describeCalls(navCalls[0])}`);
  console.log(`API calls, revisit                            : ${describeCalls(navCalls[1])}`);
  if (openRecord) console.log(`API calls, opening a record                   : ${describeCalls(recordCalls[1])}`);
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
  await benchList(browser, { title: 'Goods list with 10,000 goods', settings: { goodsCount: 10000 }, group: '商品', item: '商品列表', testid: 'list-goodsList' });
  await benchList(browser, { title: 'Order list with 10,000 orders', settings: { orderCount: 10000 }, group: '订单', item: '订单列表', testid: 'list-orderList', openRecord: true });
} finally {
  await browser.close();
  stop();
}
