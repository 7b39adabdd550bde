#!/usr/bin/env node
// `npm run bench`: the console against the performance floor (/work/shared/bench/floor: React + antd, no
// framework), side by side in one run, because absolute times on a shared machine drift.
// Both are built for a real API (the console with VITE_MOCK=off), served by the same kind of server
// (Vite's preview server proxying /seller and /base, scripts/bench-server.mjs, each in a process of its
// own) against the same seller API: the demo
// marketplace's HTTP server (scripts/mock-api.mjs) seeded with 10,000 goods and 10,000 orders.
// Figures: rounds of alternating pairs (console, floor, console, …) in Chromium, medians and the
// console/floor ratio; then the console alone: paging, opening a record, tab switch, the goods picker,
// and the API calls of each navigation (duplicates named).
//
// Env: BENCH_ROUNDS (7; 0 measures the console alone), BENCH_PORT (4183), BENCH_FLOOR_PORT (+1), BENCH_API_PORT (+2), BENCH_BUILD=0 to reuse the
// builds in BENCH_DIR (/tmp/seller-console-bench), FLOOR_DIR (../shared/bench/floor), CHROMIUM_PATH.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium-args.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 4183);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? port + 1);
const apiPort = Number(process.env.BENCH_API_PORT ?? port + 2);
const benchDir = resolve(process.env.BENCH_DIR ?? '/tmp/seller-console-bench');
// The floor sits beside the main checkout (../shared); a worktree is one level deeper.
const floorSource = resolve(process.env.FLOOR_DIR ?? ['../shared/bench/floor', '../../shared/bench/floor'].find((dir) => existsSync(dir)) ?? '../shared/bench/floor');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const build = process.env.BENCH_BUILD !== '0' || !existsSync(`${benchDir}/console/index.html`) || !existsSync(`${benchDir}/floor/dist/index.html`);

const sh = (command, cwd) => execSync(command, { cwd, stdio: 'inherit' });

if (build) {
  // The floor pins the console's own versions of React, antd and Vite: it builds with the console's
  // node_modules instead of an `npm ci` of its own.
  rmSync(`${benchDir}/floor`, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  cpSync(floorSource, `${benchDir}/floor`, { recursive: true, filter: (path) => !/node_modules|dist/.test(path.slice(floorSource.length)) });
  symlinkSync(realpathSync('node_modules'), `${benchDir}/floor/node_modules`);
  sh('npx vite build --logLevel warn', `${benchDir}/floor`);
  sh(`npx vite build --mode production --logLevel warn --emptyOutDir --outDir ${benchDir}/console`, process.cwd());
}

const children = [];
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid);
    } catch {
      /* already gone */
    }
  }
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** Starts a process of its own (the API, a web server) and waits until it says `ready` on stdout. */
async function startProcess(args, ready, env = {}) {
  const child = spawn('node', args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: { ...process.env, ...env } });
  children.push(child);
  await new Promise((started, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes(ready) && started());
    child.on('exit', () => fail(new Error(`${args.join(' ')} did not start`)));
  });
}

await startProcess(['scripts/mock-api.mjs'], 'Demo marketplace API on', { MOCK_API_PORT: String(apiPort), DEMO_GOODS: '10000', DEMO_ORDERS: '10000', DEMO_ACCESS_TTL: '86400' });
await startProcess(['scripts/bench-server.mjs', `${benchDir}/console`, String(port), String(apiPort)], 'serving');
await startProcess(['scripts/bench-server.mjs', `${benchDir}/floor/dist`, String(floorPort), String(apiPort)], 'serving');
const sites = { console: `http://127.0.0.1:${port}`, floor: `http://127.0.0.1:${floorPort}` };

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => `${n.toFixed(0)} ms`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * Gzipped bytes of the JavaScript a page loads (each file once), and apart of its stylesheets (the
 * console's antd sheet, built with it: CSS the floor builds at run time in its JavaScript). The bodies
 * are read and compressed once the timed part is over: reading and compressing them while the page
 * loads charged the bench's own work to the page, the more so the more files it loads.
 */
function jsBytes(page) {
  const responses = new Map();
  const kindOf = (url) => (/\.m?js$/.test(new URL(url).pathname) ? 'js' : /\.css$/.test(new URL(url).pathname) ? 'css' : undefined);
  page.on('response', (response) => {
    const kind = kindOf(response.url());
    if (kind && !responses.has(response.url())) responses.set(response.url(), { kind, response });
  });
  return async () => {
    const sizes = [];
    // A body the browser no longer holds fails the bench: a figure without it would be too small.
    for (const { kind, response } of responses.values()) sizes.push({ kind, bytes: gzipSync(await response.body()).length });
    const of = (kind) => sizes.filter((size) => size.kind === kind);
    return { bytes: of('js').reduce((a, b) => a + b.bytes, 0), files: of('js').length, cssBytes: of('css').reduce((a, b) => a + b.bytes, 0) };
  };
}

/**
 * Waits until the page is quiet: no request in flight for `ms` (the calls a navigation makes late,
 * refetches included, are its own). Playwright's 'networkidle' answers at once if the page was idle
 * once before, between two calls.
 */
function quietWatch(page, ms = 500) {
  let inflight = 0;
  let lastChange = Date.now();
  const track = (delta) => () => {
    inflight += delta;
    lastChange = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  return async () => {
    const start = Date.now();
    while ((inflight > 0 || Date.now() - lastChange < ms) && Date.now() - start < 15_000) await page.waitForTimeout(50);
  };
}

/** The API calls a page makes, as `GET /seller/goods?…`. */
function apiCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(seller|base)\//.test(url.pathname) && request.resourceType() !== 'image') calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

const duplicatesOf = (calls) => [...new Set(calls.filter((call, i) => calls.indexOf(call) !== i))];
const describeCalls = (calls) => {
  const duplicates = duplicatesOf(calls);
  return `${calls.length} call(s), duplicates: ${duplicates.length ? duplicates.join('; ') : 'none'}\n      ${calls.join('\n      ')}`;
};

const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});
const newContext = (storageState) => browser.newContext({ viewport: { width: 1366, height: 820 }, storageState });

/** Signs the owner in through the console's login page; returns the session (cookies) for new contexts. */
async function signInOnce() {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${sites.console}/login`);
  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('input[name="captcha"]').fill('1234');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('shop-brand').waitFor();
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** /login: JavaScript loaded until the network is quiet, and the time until the form shows. */
async function loginFigure(site) {
  const context = await newContext();
  const page = await context.newPage();
  const js = jsBytes(page);
  // A page's parts that load after its first paint (the header's tools, a search field's input) are its own.
  const quiet = quietWatch(page, 2000);
  await page.goto(`${sites[site]}/login`);
  const shown = await (await page.waitForFunction(() => document.querySelector('input[name="password"]') && performance.now(), undefined, { polling: 'raf' })).jsonValue();
  await quiet();
  const figure = { ...(await js()), time: shown };
  await context.close();
  return figure;
}

/**
 * /goods/goods-list signed in: navigation → first goods row visible, the main thread's work until then
 * (Chromium's task time: steadier than the time on a busy machine, and what compiling off the main
 * thread saves), and the JavaScript loaded.
 */
async function goodsFigure(site, session) {
  const context = await newContext(session);
  const page = await context.newPage();
  const js = jsBytes(page);
  const calls = apiCalls(page);
  const quiet = quietWatch(page, 2000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${sites[site]}/goods/goods-list`);
  const shown = await (await page.waitForFunction(() => document.querySelector('.ant-table-tbody .ant-table-row') && performance.now(), undefined, { polling: 'raf', timeout: 60_000 })).jsonValue();
  const { metrics } = await cdp.send('Performance.getMetrics');
  const mainThread = metrics.find((metric) => metric.name === 'TaskDuration').value * 1000;
  await quiet();
  const figure = { ...(await js()), time: shown, mainThread, calls: [...calls] };
  await context.close();
  return figure;
}

function ratioLine(label, console_, floor, format, goal) {
  const ratio = console_ / floor;
  const verdict = goal ? (ratio <= goal ? `meets ≤ ${goal}×` : `misses ≤ ${goal}×`) : '';
  return `${label.padEnd(46)} ${format(console_).padStart(9)} ${format(floor).padStart(9)} ${`${ratio.toFixed(2)}×`.padStart(7)}  ${verdict}`;
}

/** Waits (in the page) until `ready()` holds, checking every frame; answers the ms since `t0`. */
const untilReady = `(ready, t0) => new Promise((resolve, reject) => { const check = () => (ready() ? resolve(performance.now() - t0) : performance.now() - t0 > 20000 ? reject(new Error('not shown within 20 s')) : requestAnimationFrame(check)); check(); })`;

/** Opens a screen from the sider menu (its group first) and waits for its first row. */
async function openFromMenu(page, group, item, rows) {
  const sider = page.locator('.ant-layout-sider');
  if (!(await sider.getByText(item, { exact: true }).isVisible())) await sider.getByText(group, { exact: true }).click();
  await sider.getByText(item, { exact: true }).click();
  await page.locator(rows).first().waitFor();
}

/** Clicks "next page" of a list and waits until its first row has changed and no spinner shows. */
async function nextPage(page, testid) {
  return page.evaluate(
    async ({ testid, untilReady }) => {
      const wait = eval(untilReady);
      const first = () => document.querySelector(`[data-testid="${testid}"] .ant-table-row`)?.getAttribute('data-row-key');
      const before = first();
      const t0 = performance.now();
      document.querySelector(`[data-testid="${testid}"] .ant-pagination-next button, [data-testid="${testid}"] .ant-pagination-next`).click();
      return wait(() => first() && first() !== before && !document.querySelector(`[data-testid="${testid}"] .ant-spin-spinning`), t0);
    },
    { testid, untilReady },
  );
}

/** How long a hand rests on what it clicks next before pressing (its pointer is there first). */
const REST_MS = 200;
const restOn = async (page, locator) => {
  await locator.hover();
  await page.waitForTimeout(REST_MS);
};

/**
 * Five "next page" clicks with the pointer resting on "next" before each, as a hand paging through: it
 * moves onto the button again only when the pager's new page numbers have moved the button from under it.
 */
async function pagesRested(record, page, testid) {
  const times = [];
  const next = page.locator(`[data-testid="${testid}"] .ant-pagination-next button`);
  for (let i = 0; i < 5; i++) times.push(await record(`${testid} → next page, pointer resting on it`, () => nextPage(page, testid), () => restOn(page, next)));
  await page.mouse.move(0, 0);
  return times;
}

/** The console alone: interactions a member of staff repeats all day. */
async function interactions(session) {
  const context = await newContext(session);
  const page = await context.newPage();
  const calls = apiCalls(page);
  const settle = quietWatch(page);
  // `rest` runs before the timed action, its calls counted with it: a pointer resting on what is clicked next.
  const record = async (label, action, rest) => {
    process.stderr.write(`${label}\n`);
    await settle();
    calls.length = 0;
    await rest?.();
    const time = await action();
    await settle();
    return { label, time, calls: [...calls] };
  };
  await page.goto(`${sites.console}/dashboard`);
  await page.getByTestId('shop-brand').waitFor();
  await settle();

  const goodsRows = '[data-testid="list-goodsList"] .ant-table-row';
  const orderRows = '[data-testid="list-orderList"] .ant-table-row';
  const results = [];
  /** A list opened from the side menu for the first time: the time until its first row shows. */
  const firstVisit = (label, group, item, rows) =>
    record(label, async () => {
      const t0 = Date.now();
      await openFromMenu(page, group, item, rows);
      return Date.now() - t0;
    });
  results.push(await firstVisit('menu → goods list, first visit', '商品', '商品列表', goodsRows));
  const goodsPages = [];
  for (let i = 0; i < 5; i++) goodsPages.push(await record('goods list → next page', () => nextPage(page, 'list-goodsList')));
  const goodsRested = await pagesRested(record, page, 'list-goodsList');
  results.push(await firstVisit('menu → order list, first visit', '订单', '订单列表', orderRows));
  const orderPages = [];
  for (let i = 0; i < 5; i++) orderPages.push(await record('order list → next page', () => nextPage(page, 'list-orderList')));
  const orderRested = await pagesRested(record, page, 'list-orderList');

  const details = [];
  const detailsRested = [];
  // Rows 0–4 clicked at once (a script's click), rows 5–9 after the pointer has rested on their link.
  for (let run = 0; run < 10; run++) {
    const rested = run >= 5;
    (rested ? detailsRested : details).push(
      await record(rested ? 'order row → order detail, pointer resting on it' : 'order row → order detail shown', () =>
        page.evaluate(
          async ({ orderRows, run, untilReady }) => {
            const wait = eval(untilReady);
            const link = document.querySelectorAll(`${orderRows} [data-action="view"]`)[run];
            const label = link.textContent.trim();
            const t0 = performance.now();
            link.click();
            return wait(() => {
              // Record pages kept alive in other tabs are hidden: the one shown is this row's.
              const shown = [...document.querySelectorAll('[data-testid="record-title"]')].find((title) => title.offsetParent !== null);
              return shown?.textContent.includes(label) && document.querySelector('[data-section]');
            }, t0);
          },
          { orderRows, run, untilReady },
        ),
      rested ? () => restOn(page, page.locator(`${orderRows} [data-action="view"]`).nth(run)) : undefined,
      ),
    );
    // Close the record's tab: the list (kept alive) shows again, for the next row.
    await page.evaluate(() => document.querySelector('[data-testid="tabs-bar"] .ant-tabs-tab-active .ant-tabs-tab-remove').click());
    await page.locator(orderRows).first().waitFor();
  }
  await page.mouse.move(0, 0);

  const switches = [];
  for (let run = 0; run < 5; run++) {
    // The order list shows after the detail runs: the first switch goes to the goods list (a click on the
    // tab already shown measured nothing: 2 ms in the median).
    const [to, rows] = run % 2 ? ['订单列表', orderRows] : ['商品列表', goodsRows];
    switches.push(
      await record('tab click → kept-alive list shown again', () =>
        page.evaluate(
          async ({ to, rows, untilReady }) => {
            const wait = eval(untilReady);
            const tab = [...document.querySelectorAll('[data-testid="tabs-bar"] .ant-tabs-tab')].find((el) => el.textContent.trim() === to);
            const t0 = performance.now();
            tab.querySelector('.ant-tabs-tab-btn').click();
            return wait(() => {
              const row = document.querySelector(rows);
              return row && row.offsetParent !== null;
            }, t0);
          },
          { to, rows, untilReady },
        ),
      ),
    );
  }

  // The shared goods picker over the 10,000 goods, where a promotion's form opens it (a full-cut on
  // chosen goods): opening it until its rows show, then a keyword until the rows it finds show. Each run
  // opens the form anew, so that the picker starts empty (no keyword, nothing cached).
  const pickerOpens = [];
  const pickerOpensRested = [];
  const pickerFilters = [];
  const picker = '.ant-modal [data-testid="goods-list"]';
  // Runs 0–4 click "choose" at once, runs 5–9 after the pointer has rested on it.
  for (let run = 0; run < 10; run++) {
    const rested = run >= 5;
    await page.goto(`${sites.console}/operations/addFullCut`);
    const form = page.getByTestId('form-create');
    await form.getByLabel('指定商品').check();
    const choose = form.getByTestId('choose-goods-goods_list');
    await choose.waitFor();
    (rested ? pickerOpensRested : pickerOpens).push(
      await record(rested ? 'goods picker → open, pointer resting on "choose"' : 'goods picker → open, rows shown', () =>
        page.evaluate(
          async ({ picker, untilReady }) => {
            const wait = eval(untilReady);
            const t0 = performance.now();
            document.querySelector('[data-testid="choose-goods-goods_list"]').click();
            return wait(() => document.querySelector(`${picker} [data-testid="goods-row"]`) && !document.querySelector('.ant-modal .ant-spin-spinning'), t0);
          },
          { picker, untilReady },
        ),
      rested ? () => restOn(page, choose) : undefined,
      ),
    );
    await page.mouse.move(0, 0);
    const search = page.locator('.ant-modal').getByRole('searchbox');
    await search.fill('手机');
    pickerFilters.push(
      await record('goods picker → keyword, rows shown', () =>
        page.evaluate(
          async ({ picker, untilReady }) => {
            const wait = eval(untilReady);
            const names = () => [...document.querySelectorAll(`${picker} [data-testid="goods-row"]`)].map((row) => row.textContent);
            const t0 = performance.now();
            document.querySelector('.ant-modal .ant-input-search-button').click();
            // Every row shown is one the keyword finds.
            return wait(() => {
              const shown = names();
              return shown.length > 0 && shown.every((name) => name.includes('手机')) && !document.querySelector('.ant-modal .ant-spin-spinning');
            }, t0);
          },
          { picker, untilReady },
        ),
      ),
    );
  }
  await context.close();
  return { results, goodsPages, goodsRested, orderPages, orderRested, details, detailsRested, switches, pickerOpens, pickerOpensRested, pickerFilters };
}

try {
  const session = await signInOnce();
  process.stderr.write('signed in\n');
  // BENCH_ROUNDS=0: the console alone (no pairs against the floor).
  if (rounds > 0) {
    const figures = { console: { login: [], goods: [] }, floor: { login: [], goods: [] } };
    for (let round = 0; round < rounds; round++) {
      // Alternate who goes first, so that neither always meets a warmer machine.
      const order = round % 2 ? ['floor', 'console'] : ['console', 'floor'];
      for (const site of order) figures[site].login.push(await loginFigure(site));
      process.stderr.write(`round ${round + 1}: /login measured\n`);
      for (const site of order) figures[site].goods.push(await goodsFigure(site, session));
      process.stderr.write(`round ${round + 1}/${rounds} done\n`);
    }
    const m = (site, figure, key) => median(figures[site][figure].map((f) => f[key]));

    console.log(`\nSeller Console vs the floor: medians of ${rounds} alternating pairs in Chromium, against the demo marketplace's HTTP server`);
    console.log(`${'figure'.padEnd(46)} ${'console'.padStart(9)} ${'floor'.padStart(9)} ${'ratio'.padStart(7)}  goal`);
    console.log(ratioLine('JavaScript loaded by /login (gzip)', m('console', 'login', 'bytes'), m('floor', 'login', 'bytes'), kb, 1.2));
    console.log(ratioLine('JavaScript loaded by /goods/goods-list (gzip)', m('console', 'goods', 'bytes'), m('floor', 'goods', 'bytes'), kb, 1.5));
    console.log(ratioLine('navigation → first goods row visible', m('console', 'goods', 'time'), m('floor', 'goods', 'time'), ms, 1.2));
    console.log(ratioLine('navigation → login form visible', m('console', 'login', 'time'), m('floor', 'login', 'time'), ms));
    console.log(ratioLine('main-thread work until the first goods row', m('console', 'goods', 'mainThread'), m('floor', 'goods', 'mainThread'), ms));
    console.log(`CSS files loaded (gzip): /login ${kb(m('console', 'login', 'cssBytes'))} (floor ${kb(m('floor', 'login', 'cssBytes'))}), /goods/goods-list ${kb(m('console', 'goods', 'cssBytes'))} (floor ${kb(m('floor', 'goods', 'cssBytes'))})`);
    console.log(`JavaScript files: /login ${m('console', 'login', 'files')} (floor ${m('floor', 'login', 'files')}), /goods/goods-list ${m('console', 'goods', 'files')} (floor ${m('floor', 'goods', 'files')})`);
    console.log(`runs, console first goods row: ${figures.console.goods.map((f) => f.time.toFixed(0)).join(', ')} ms; floor: ${figures.floor.goods.map((f) => f.time.toFixed(0)).join(', ')} ms`);
    console.log(`API calls, /goods/goods-list opened signed in: ${describeCalls(figures.console.goods[0].calls)}`);
  }
  const { results, goodsPages, goodsRested, orderPages, orderRested, details, detailsRested, switches, pickerOpens, pickerOpensRested, pickerFilters } = await interactions(session);
  console.log('\nThe console alone (10,000 goods, 10,000 orders; goal < 100 ms for paging, detail, tab switch, the goods picker)');
  const line = (label, list) =>
    console.log(`${label.padEnd(46)} ${ms(median(list.map((r) => r.time))).padStart(9)}  median of ${list.length} (runs: ${list.map((r) => r.time.toFixed(0)).join(', ')})`);
  for (const result of results) line(result.label, [result]);
  line('goods list → next page', goodsPages);
  line(`  the pointer on "next" ${REST_MS} ms first`, goodsRested);
  line('order list → next page', orderPages);
  line(`  the pointer on "next" ${REST_MS} ms first`, orderRested);
  line('order row → order detail shown', details);
  line(`  the pointer on the link ${REST_MS} ms first`, detailsRested);
  line('tab click → kept-alive list shown again', switches);
  line('goods picker (10,000 goods) → open, rows shown', pickerOpens);
  line(`  the pointer on "choose" ${REST_MS} ms first`, pickerOpensRested);
  line('goods picker → keyword, rows shown', pickerFilters);
  console.log('\nAPI calls per navigation');
  for (const [label, result] of [
    [results[0].label, results[0]],
    ['goods list → next page', goodsPages[1]],
    ['goods list → next page, pointer resting on it (its read made while it rests)', goodsRested[1]],
    [results[1].label, results[1]],
    ['order list → next page', orderPages[1]],
    ['order row → order detail shown', details[1]],
    ['order row → order detail, pointer resting on it', detailsRested[1]],
    ['tab click → kept-alive list shown again', switches[1]],
    ['goods picker → open, rows shown', pickerOpens[1]],
    ['goods picker → open, pointer resting on "choose" (its read made while it rests)', pickerOpensRested[1]],
    ['goods picker → keyword, rows shown', pickerFilters[1]],
  ]) {
    console.log(`  ${label}: ${describeCalls(result.calls)}`);
  }
} finally {
  await browser.close();
  stopAll();
}
