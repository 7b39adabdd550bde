#!/usr/bin/env node
// `npm run bench`: the console against the two performance floors, side by side in one run, because
// absolute times on a shared machine drift: the bare floor (../shared/bench/floor: React + antd, no
// framework) and the stack floor (../shared/bench/floor-stack: + React Router, Refine, @refinedev/antd's
// useTable, axios, i18next, dayjs). Byte goals are ratios to the stack floor, time goals to both.
// All three are built for a real API (the console with VITE_MOCK=off), served by the same kind of server
// (Vite's preview server proxying /seller and /base, scripts/bench-server.mjs, each in a process of its
// own) against the same seller API: the demo
// marketplace's HTTP server (scripts/mock-api.mjs) seeded with 10,000 goods and 10,000 orders.
// Figures: rounds in turn (console, floor, stack floor; who goes first rotates) in Chromium, medians and
// the console's ratios; with a CPU slowdown (`--cpu 4` or BENCH_CPU=4, Chromium's CPU throttling, as a
// shop's old PC) the rounds run again throttled and both tables are printed; then the console alone: paging, opening a record, tab switch, the goods picker,
// and the API calls of each navigation (duplicates named).
//
// `--trace` (BENCH_TRACE=1) profiles one load of the goods list of the console and the stack floor instead.
// `--without <names>` (BENCH_WITHOUT; plugin or alias names of vite.config.ts, comma-separated) builds the
// console a second time without those parts and measures it in the same rounds: what a rewrite of a
// library buys, side by side (the console alone is not measured then).
// Env: BENCH_ROUNDS (7; 0 measures the console alone), BENCH_CPU (1: unthrottled only), BENCH_PORT (4183),
// BENCH_FLOOR_PORT (+1), BENCH_API_PORT (+2), BENCH_STACK_PORT (+3), BENCH_BUILD=0 to reuse the builds in
// BENCH_DIR (/tmp/seller-console-bench), FLOOR_DIR (../shared/bench/floor), FLOOR_STACK_DIR
// (../shared/bench/floor-stack), CHROMIUM_PATH.
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
const stackPort = Number(process.env.BENCH_STACK_PORT ?? port + 3);
const cpuFlag = process.argv.indexOf('--cpu');
/** Chromium's CPU throttling rate for the second set of rounds (4: four times slower); 1 runs them unthrottled only. */
const cpu = Number(cpuFlag >= 0 ? process.argv[cpuFlag + 1] : (process.env.BENCH_CPU ?? 1));
if (!(cpu >= 1)) throw new Error(`--cpu / BENCH_CPU must be a number of 1 or more, not ${cpuFlag >= 0 ? process.argv[cpuFlag + 1] : process.env.BENCH_CPU}`);
/** `--trace`: instead of the rounds, one load of the goods list per site with Chromium's profiler: where the main thread goes. */
const trace = process.argv.includes('--trace') || process.env.BENCH_TRACE === '1';
const withoutFlag = process.argv.indexOf('--without');
const without = withoutFlag >= 0 ? process.argv[withoutFlag + 1] : process.env.BENCH_WITHOUT;
const benchDir = resolve(process.env.BENCH_DIR ?? '/tmp/seller-console-bench');
// The floor sits beside the main checkout (../shared); a worktree is one level deeper.
const besideUs = (name) => ['../shared/bench/', '../../shared/bench/'].map((dir) => dir + name).find((dir) => existsSync(dir)) ?? `../shared/bench/${name}`;
const floorSource = resolve(process.env.FLOOR_DIR ?? besideUs('floor'));
const stackSource = resolve(process.env.FLOOR_STACK_DIR ?? besideUs('floor-stack'));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const build = process.env.BENCH_BUILD !== '0' || ['console/index.html', 'floor/dist/index.html', 'stack/dist/index.html'].some((file) => !existsSync(`${benchDir}/${file}`));

const sh = (command, cwd) => execSync(command, { cwd, stdio: 'inherit' });

if (build) {
  // The floor pins the console's own versions of React, antd and Vite: it builds with the console's
  // node_modules instead of an `npm ci` of its own.
  rmSync(`${benchDir}/floor`, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  cpSync(floorSource, `${benchDir}/floor`, { recursive: true, filter: (path) => !/node_modules|dist/.test(path.slice(floorSource.length)) });
  symlinkSync(realpathSync('node_modules'), `${benchDir}/floor/node_modules`);
  sh('npx vite build --logLevel warn', `${benchDir}/floor`);
  // The stack floor pins its own versions: its own install, from its lock file.
  rmSync(`${benchDir}/stack`, { recursive: true, force: true });
  cpSync(stackSource, `${benchDir}/stack`, { recursive: true, filter: (path) => !/node_modules|dist/.test(path.slice(stackSource.length)) });
  sh('npm ci --no-audit --no-fund --loglevel error && npx vite build --logLevel warn', `${benchDir}/stack`);
  sh(`npx vite build --mode production --logLevel warn --emptyOutDir --outDir ${benchDir}/console`, process.cwd());
}
if (without) execSync(`npx vite build --mode production --logLevel warn --emptyOutDir --outDir ${benchDir}/without`, { stdio: 'inherit', env: { ...process.env, CONSOLE_WITHOUT: without } });

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
await startProcess(['scripts/bench-server.mjs', `${benchDir}/stack/dist`, String(stackPort), String(apiPort)], 'serving');
const withoutPort = stackPort + 1;
if (without) await startProcess(['scripts/bench-server.mjs', `${benchDir}/without`, String(withoutPort), String(apiPort)], 'serving');
const sites = { console: `http://127.0.0.1:${port}`, floor: `http://127.0.0.1:${floorPort}`, stack: `http://127.0.0.1:${stackPort}`, ...(without && { without: `http://127.0.0.1:${withoutPort}` }) };
const SITES = Object.keys(sites);

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
// A Chinese browser, as the console's users: a first visit speaks the browser's language.
const newContext = (storageState) => browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN', storageState });

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

/** A page whose main thread runs `rate` times slower (Chromium's CPU throttling); the CDP session, for more. */
async function throttled(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** /login: JavaScript loaded until the network is quiet, and the time until the form shows. */
async function loginFigure(site, rate) {
  const context = await newContext();
  const page = await context.newPage();
  await throttled(context, page, rate);
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
async function goodsFigure(site, session, rate) {
  const context = await newContext(session);
  const page = await context.newPage();
  const js = jsBytes(page);
  const calls = apiCalls(page);
  const quiet = quietWatch(page, 2000);
  const cdp = await throttled(context, page, rate);
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

/**
 * One load of /goods/goods-list with Chromium's sampling profiler, until the first goods row: the main
 * thread's samples summed by script (a chunk of the build) and by function, each with its own time only.
 */
async function profileFigure(site, session, rate) {
  const context = await newContext(session);
  const page = await context.newPage();
  const cdp = await throttled(context, page, rate);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(`${sites[site]}/goods/goods-list`);
  await page.waitForFunction(() => document.querySelector('.ant-table-tbody .ant-table-row'), undefined, { polling: 'raf', timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
  await context.close();
  // The renderer's main thread by kind of work, nested events counted in their own time only: what the
  // profiler calls "(program)" (style, layout, parsing and compiling scripts and sheets) split up.
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = traceEvents.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byWork = new Map();
  const open = [];
  for (const event of onMain) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) byWork.set(parent.name, (byWork.get(parent.name) ?? 0) - event.dur);
    byWork.set(event.name, (byWork.get(event.name) ?? 0) + event.dur);
    open.push(event);
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const script = url ? new URL(url).pathname.replace(/^.*\//, '') : `(${functionName || 'native'})`;
    add(byScript, script, profile.timeDeltas[i] ?? 0);
    if (url) add(byFunction, `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`, profile.timeDeltas[i] ?? 0);
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, us]) => `  ${ms(us / 1000).padStart(8)}  ${key}`).join('\n');
  return `${site}, the CPU ${rate}× slower: ${ms(profile.endTime / 1000 - profile.startTime / 1000)} profiled\nthe main thread by kind of work (own time)\n${top(byWork, 15)}\nscripts by file (own time)\n${top(byScript, 20)}\nby function (own time)\n${top(byFunction, 20)}`;
}

/** One figure of the three pages, the console's ratio to each floor, and the goal against `against` (a floor or both). */
function ratioLine(label, [console_, floor, stack], format, goal, against = ['floor', 'stack']) {
  const ratios = { floor: console_ / floor, stack: console_ / stack };
  const verdict = goal ? against.map((of) => `${ratios[of] <= goal ? 'meets' : 'misses'} ≤ ${goal}× ${of}`).join(', ') : '';
  const cells = [format(console_), format(floor), format(stack), `${ratios.floor.toFixed(2)}×`, `${ratios.stack.toFixed(2)}×`];
  return `${label.padEnd(46)} ${cells.map((cell) => cell.padStart(9)).join(' ')}  ${verdict}`;
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
  if (trace) {
    for (const site of ['console', 'stack']) console.log(`\n${await profileFigure(site, session, cpu)}`);
    process.exit(0);
  }
  // BENCH_ROUNDS=0: the console alone (no rounds against the floors).
  for (const rate of rounds > 0 ? [1, ...(cpu > 1 ? [cpu] : [])] : []) {
    const figures = Object.fromEntries(SITES.map((site) => [site, { login: [], goods: [] }]));
    for (let round = 0; round < rounds; round++) {
      // Who goes first rotates, so that none always meets a warmer machine.
      const order = SITES.map((_, i) => SITES[(i + round) % SITES.length]);
      for (const site of order) figures[site].login.push(await loginFigure(site, rate));
      process.stderr.write(`${rate > 1 ? `CPU ${rate}× slower, ` : ''}round ${round + 1}: /login measured\n`);
      for (const site of order) figures[site].goods.push(await goodsFigure(site, session, rate));
      process.stderr.write(`${rate > 1 ? `CPU ${rate}× slower, ` : ''}round ${round + 1}/${rounds} done\n`);
    }
    const m = (site, figure, key) => median(figures[site][figure].map((f) => f[key]));
    const all = (figure, key) => SITES.map((site) => m(site, figure, key));

    console.log(`\nSeller Console vs the floors${rate > 1 ? `, the CPU ${rate}× slower (Chromium's throttling)` : ''}: medians of ${rounds} rounds in Chromium, against the demo marketplace's HTTP server`);
    console.log(`${'figure'.padEnd(46)} ${['console', 'floor', 'stack', '÷ floor', '÷ stack'].map((h) => h.padStart(9)).join(' ')}  goal`);
    console.log(ratioLine('JavaScript loaded by /login (gzip)', all('login', 'bytes'), kb, 1.2, ['stack']));
    console.log(ratioLine('JavaScript loaded by /goods/goods-list (gzip)', all('goods', 'bytes'), kb, 1.5, ['stack']));
    console.log(ratioLine('navigation → first goods row visible', all('goods', 'time'), ms, rate > 1 ? 1.35 : 1.2, rate > 1 ? ['floor'] : ['floor', 'stack']));
    console.log(ratioLine('navigation → login form visible', all('login', 'time'), ms));
    console.log(ratioLine('main-thread work until the first goods row', all('goods', 'mainThread'), ms));
    console.log(`CSS files loaded (gzip): /login ${SITES.map((site) => `${site} ${kb(m(site, 'login', 'cssBytes'))}`).join(', ')}; /goods/goods-list ${SITES.map((site) => `${site} ${kb(m(site, 'goods', 'cssBytes'))}`).join(', ')}`);
    console.log(`JavaScript files: /login ${SITES.map((site) => `${site} ${m(site, 'login', 'files')}`).join(', ')}; /goods/goods-list ${SITES.map((site) => `${site} ${m(site, 'goods', 'files')}`).join(', ')}`);
    for (const site of SITES) console.log(`runs, ${site} first goods row: ${figures[site].goods.map((f) => f.time.toFixed(0)).join(', ')} ms`);
    if (rate === 1) console.log(`API calls, /goods/goods-list opened signed in: ${describeCalls(figures.console.goods[0].calls)}`);
    if (without) {
      console.log(`\nThe console without ${without}, in the same rounds (what it buys: without − console)`);
      for (const [label, figure, key, format] of [
        ['JavaScript loaded by /login (gzip)', 'login', 'bytes', kb],
        ['JavaScript loaded by /goods/goods-list (gzip)', 'goods', 'bytes', kb],
        ['navigation → first goods row visible', 'goods', 'time', ms],
        ['main-thread work until the first goods row', 'goods', 'mainThread', ms],
      ]) {
        const [with_, without_] = [m('console', figure, key), m('without', figure, key)];
        console.log(`${label.padEnd(46)} ${format(with_).padStart(9)} ${format(without_).padStart(9)}  ${without_ >= with_ ? '+' : '−'}${format(Math.abs(without_ - with_))}`);
      }
      console.log(`runs, without first goods row: ${figures.without.goods.map((f) => f.time.toFixed(0)).join(', ')} ms`);
    }
  }
  if (without) process.exit(0);
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
