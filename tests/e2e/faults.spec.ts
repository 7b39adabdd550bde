/**
 * Fault matrix: the built demo console with the demo marketplace's fault switch
 * (`src/mocks/fault-switch.ts`, sessionStorage 'demo-fault'). The demo answers from a service worker,
 * out of reach of page.route, so the fault is injected where the demo answers.
 *
 * Generated from the route declarations (loaded through Vite, as the console is built):
 * - every fault on one screen of each kind — list, record page, form, settings, statistics: 400, 401,
 *   403, 404 and 500 with the API's JSON body and with an HTML page, a 500 without body, garbage 200
 *   (an HTML page, JSON cut off), 200 of the wrong shape (`{}`, `null`, `[]`, a JSON string), a dropped
 *   connection, offline (a form's and a settings screen's saves take the statuses and the network, their
 *   reads every fault a read gets);
 * - a fault on every list screen, the four families (client error, server error, garbled answer,
 *   network) in turn, so that each family runs on a quarter of the lists.
 * Each check: the spec §8 message, no white screen, the typed input kept, and a retry that works once
 * the server is right. One signed-in page for the whole run; screens are opened inside the console
 * (history navigation), not reloaded.
 *
 * Time-out: the client's own 60 s timer is not waited for (the app has no shorter setting). The
 * switch drops the connection instead, which is how a time-out reaches the browser from a proxy; the
 * console then says the network text. The "connection timed out" text itself is unit-tested
 * (tests/unit/api/client.test.ts).
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { DEMO_CAPTCHA, DEMO_PASSWORD, shot } from './fixtures';

interface Screen {
  name: string;
  path: string;
  kind: 'list' | 'show' | 'form' | 'settings' | 'view';
  /** A list's own call (for an ordinary shop), to fail that call only: background reads go on. */
  api?: string;
}

type StatusFault = 'bad-request' | 'no-permission' | 'forbidden' | 'not-found' | 'server';
/** The same status with a proxy's HTML page instead of the API's JSON error body. */
type HtmlFault = `${StatusFault}-html`;
/** A 200 of valid JSON but the wrong shape: `{}`, `null`, `[]`, a JSON string. */
type ShapeFault = 'shape-object' | 'shape-null' | 'shape-array' | 'shape-string';
type Fault = StatusFault | HtmlFault | ShapeFault | 'server-empty' | 'garbled' | 'truncated' | 'network' | 'offline';
interface Rule {
  fault: StatusFault | 'server-empty' | 'garbled' | 'truncated' | 'shape' | 'network';
  path?: string;
  method?: string;
  field?: string;
  html?: boolean;
  body?: string;
}
const SHAPES: Record<ShapeFault, string> = { 'shape-object': '{}', 'shape-null': 'null', 'shape-array': '[]', 'shape-string': '"a string"' };
const isShape = (fault: Fault): fault is ShapeFault => fault in SHAPES;
const isForbidden = (fault: Fault): fault is 'forbidden' | 'forbidden-html' => fault === 'forbidden' || fault === 'forbidden-html';
/** The switch's rule of a fault of this test. */
const ruleOf = (fault: Fault): Pick<Rule, 'fault' | 'html' | 'body'> => {
  if (fault === 'offline') return { fault: 'network' };
  if (isShape(fault)) return { fault: 'shape', body: SHAPES[fault] };
  if (fault.endsWith('-html')) return { fault: fault.replace(/-html$/, '') as StatusFault, html: true };
  return { fault: fault as Rule['fault'] };
};

const NETWORK = '网络错误，请稍后再试！';
const OFFLINE = '网络已断开，请检查网络连接，恢复后页面会自动重新加载';
/** What the user is told (spec §8: the server's message, else the network text; offline says so). */
const MESSAGES: Record<Exclude<Fault, 'forbidden' | 'forbidden-html'>, (field: string) => string> = {
  'bad-request': () => '参数错误：格式不正确',
  'no-permission': () => '没有权限执行此操作',
  'not-found': () => '请求的资源不存在',
  server: () => '服务器繁忙，请稍后再试',
  // An HTML page carries no server message: the network text.
  'bad-request-html': () => NETWORK,
  'no-permission-html': () => NETWORK,
  'not-found-html': () => NETWORK,
  'server-html': () => NETWORK,
  'server-empty': () => NETWORK,
  garbled: () => NETWORK,
  truncated: () => NETWORK,
  'shape-object': () => NETWORK,
  'shape-null': () => NETWORK,
  'shape-array': () => NETWORK,
  'shape-string': () => NETWORK,
  network: () => NETWORK,
  offline: () => OFFLINE,
};
const EVERY_FAULT: Fault[] = ['bad-request', 'no-permission', 'not-found', 'server', 'server-empty', 'garbled', 'network', 'offline', 'forbidden'];
const HTML_FAULTS: Fault[] = ['bad-request-html', 'no-permission-html', 'not-found-html', 'server-html', 'forbidden-html'];
const SHAPE_FAULTS: Fault[] = ['truncated', 'shape-object', 'shape-null', 'shape-array', 'shape-string'];
/** What a read is tried with on the one screen of each kind: every status as JSON and as HTML, garbage, every wrong shape, the network. */
const READ_FAULTS: Fault[] = [...EVERY_FAULT.filter((f) => f !== 'forbidden'), ...SHAPE_FAULTS, ...HTML_FAULTS, 'forbidden'];
/** What a save is tried with: every status as JSON and as HTML, garbage, the network (a 200 of any shape to a save is its success). */
const WRITE_FAULTS: Fault[] = [...EVERY_FAULT.filter((f) => f !== 'forbidden'), ...HTML_FAULTS, 'forbidden'];
/** One fault of each family: client error, server error, garbled answer, network. */
const FAMILIES: Fault[] = ['bad-request', 'server', 'garbled', 'offline'];

/** The owner's route table, from the declarations themselves: a new screen is in the matrix without a test. */
async function declaredScreens(): Promise<Screen[]> {
  const vite = await createServer({ mode: 'demo', logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } });
  try {
    const { buildRouteTable } = await vite.ssrLoadModule('/src/engine/routes.ts');
    const { NO_ACCESS } = await vite.ssrLoadModule('/src/access/permissions.ts');
    const { loadedScreens } = await vite.ssrLoadModule('/src/engine/screen-spec.ts');
    const { screens } = await vite.ssrLoadModule('/src/resources/index.ts');
    // Each screen's declaration loaded (the console loads it with the screen): its own call is there.
    const table = buildRouteTable(await loadedScreens(screens), { access: { ...NO_ACCESS, full: true }, shopKind: 'ordinary', restricted: false });
    type Declared = { name: string; path: string; screen?: { kind: Screen['kind']; config?: { api?: string }; family?: { api?: { list?: string }; apiFor?: { ordinary?: { list?: string } } } } };
    return (table.routes as Declared[]).map((r) => ({
      name: r.name,
      path: r.path,
      kind: r.screen?.kind ?? 'view',
      api: r.screen?.config?.api ?? r.screen?.family?.apiFor?.ordinary?.list ?? r.screen?.family?.api?.list,
    }));
  } finally {
    await vite.close();
  }
}

// One page for the file's tests (one worker runs them in order; a failed test does not skip the others).
// A test's nine faults take longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

let context: BrowserContext;
let page: Page;
let screens: Screen[] = [];
let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];
const tally = { tried: 0, survived: 0, failures: [] as string[] };
/** Each test answers for its own faults; the run's total is printed at the end. */
const failuresSince = (start: number) => tally.failures.slice(start);

/** Sets (or clears) the demo's fault, and forgets the toasts shown so far. */
const setFault = (rule?: Rule) =>
  page.evaluate((r) => {
    (window as unknown as { __toasts: Element[] }).__toasts.length = 0;
    if (r) sessionStorage.setItem('demo-fault', JSON.stringify(r));
    else sessionStorage.removeItem('demo-fault');
  }, rule ?? null);
/** The toasts shown since the last call (recorded by an observer the page starts with). */
const takeToasts = () => page.evaluate(() => (window as unknown as { __toasts: Element[] }).__toasts.splice(0).map((n) => n.textContent ?? ''));
/** Opens a screen inside the console, as its menu would: no reload. */
const open = (path: string) =>
  page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
/** The shell's "refresh this tab": the view is mounted anew and reads its data again. */
async function refreshTab() {
  await page.getByTestId('tabs-menu').click();
  await page.getByRole('menuitem', { name: '刷新' }).click();
}
/** The declared screen of that name, of that kind. */
const declared = (name: string, kind: Screen['kind']) => {
  const found = screens.find((s) => s.name === name);
  expect(found?.kind, `declared screen ${name}`).toBe(kind);
  return found!;
};
/** Every fault in turn on one screen, each counted. */
async function everyFault(label: string, check: (fault: Fault) => Promise<void>, faults: readonly Fault[] = EVERY_FAULT) {
  for (const fault of faults) await attempt(`${label} ${fault}`, () => check(fault));
}

async function signIn() {
  await page.goto('/login?forward=%2Fdashboard');
  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[name="captcha"]').fill(DEMO_CAPTCHA);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('shop-brand')).toBeVisible();
}

/** Not a white page: the shell (or, after a 403, the sign-in form) is there. */
const notWhite = () => expect(page.getByTestId('shop-brand').or(page.locator('form input[name="username"]')).first()).toBeVisible();

async function inject(fault: Fault, rule: Omit<Rule, 'fault'>) {
  if (fault === 'offline') await context.setOffline(true);
  await setFault({ ...rule, ...ruleOf(fault) });
}
async function recover(fault: Fault) {
  await setFault();
  if (fault === 'offline') await context.setOffline(false);
}

/** A 403 with a refresh token ends the session (spec §8): the sign-in page, then back in for the next fault. */
async function expectSignedOutThenBack(path: string) {
  await expect(page).toHaveURL(/\/login/);
  await notWhite();
  await recover('forbidden');
  await context.addCookies(cookies);
  await page.goto(path);
  await expect(page.getByTestId('shop-brand')).toBeVisible();
}

/** Runs one fault check, counting it; a failed check is recorded and the run goes on. */
async function attempt(label: string, check: () => Promise<void>) {
  tally.tried += 1;
  try {
    await check();
    tally.survived += 1;
  } catch (error) {
    tally.failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
    await recover('offline').catch(() => undefined);
  }
}

/** A read that fails: the screen's load error with the message, said once; Retry (or the network coming back) shows the data. */
async function readFault(fault: Fault, area: Locator, trigger: () => Promise<void>, loaded: Locator, path: string, api = '^/seller/') {
  await inject(fault, { method: 'GET', path: api, field: 'keyword' });
  // A 403 may end the session before the trigger is done (a read the network's return set off): fine.
  if (isForbidden(fault)) return trigger().catch(() => undefined).then(() => expectSignedOutThenBack(path));
  await trigger();
  const failed = area.getByTestId('load-failed').filter({ visible: true });
  await expect(failed).toContainText(MESSAGES[fault]('keyword'));
  await notWhite();
  expect(await takeToasts()).not.toContain(MESSAGES[fault]('keyword'));
  if (fault === 'offline') {
    await recover(fault);
  } else {
    await recover(fault);
    await failed.getByRole('button').first().click();
  }
  await expect(failed).toBeHidden();
  await expect(loaded).toBeVisible();
}

/** A save that fails: the message (at its field for a 400), what was typed still there; saving again works once the server is right. */
async function writeFault(fault: Fault, opts: { input: Locator; typed: string; save: Locator; field: string; path: string }) {
  await inject(fault, { method: 'POST|PUT', path: '^/seller/', field: opts.field });
  await opts.save.click();
  if (isForbidden(fault)) return expectSignedOutThenBack(opts.path);
  const message = MESSAGES[fault](opts.field);
  const shown: string[] = [];
  await expect.poll(async () => (shown.push(...(await takeToasts())), shown)).toContain(message);
  if (fault === 'bad-request') await expect(page.locator(`[data-field="${opts.field}"]`).getByText(message)).toBeVisible();
  await notWhite();
  await expect(opts.input).toHaveValue(opts.typed);
  await recover(fault);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  screens = await declaredScreens();
  console.log(`declarations loaded in ${Date.now() - started} ms`);
  context = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 820 },
  });
  // Every toast, as it appears: a check can say which message showed and how often.
  await context.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { __toasts: Element[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          seen.push(...(node.matches('.ant-message-notice') ? [node] : node.querySelectorAll('.ant-message-notice')));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  page = await context.newPage();
  await signIn();
  cookies = await context.cookies();
});

test.afterAll(async () => {
  console.log(`fault matrix: ${tally.survived} of ${tally.tried} faults survived`);
  for (const failure of tally.failures) console.log(`  failed: ${failure}`);
  await context?.close();
});

test('every fault on a list: the load error with its message, the search kept, Retry', async () => {
  const failedBefore = tally.failures.length;
  const list = declared('goodsList', 'list');
  await open(list.path);
  const card = page.getByTestId(`list-${list.name}`);
  const keyword = card.locator('input[name="keyword"]');
  await expect(card.locator('.ant-table')).toBeVisible();
  await everyFault('list', async (fault) => {
    await keyword.fill(`G00 ${fault}`);
    await readFault(fault, card, () => card.getByTestId('search-submit').click(), card.locator('.ant-table'), `${list.path}?keyword=G00`);
    if (!isForbidden(fault)) await expect(keyword).toHaveValue(`G00 ${fault}`);
    // A bare `[]` is a list's own shape (api reference §1.2: non-paged lists are bare arrays): no rows, not an error.
  }, READ_FAULTS.filter((f) => f !== 'shape-array'));
  await shot(page, 'faults-list');
  expect(failuresSince(failedBefore)).toEqual([]);
});

test('every fault on a record page: the load error with its message, Retry', async () => {
  const failedBefore = tally.failures.length;
  const record = declared('orderDetail', 'show');
  const path = record.path.replace(':sn', '20261101000200');
  await open(path);
  const title = page.getByTestId('record-title');
  await expect(title).toBeVisible();
  await everyFault('record', (fault) => readFault(fault, page.locator('main'), refreshTab, title, path, '^/seller/trade/orders/20261101000200$'), READ_FAULTS);
  await shot(page, 'faults-record');
  expect(failuresSince(failedBefore)).toEqual([]);
});

test('every fault on a form: the message, at its field for a 400; what was typed stays; saving again works', async () => {
  const failedBefore = tally.failures.length;
  const form = declared('rolePermission', 'form');
  const path = form.path.replace(':id', '0');
  await open(path);
  // The shown form's: a kept-alive tab of another role holds one too.
  const name = page.locator('[data-field="role_name"] input').filter({ visible: true });
  const typed = `故障测试 ${Date.now() % 100000}`;
  const goodsList = page.locator('.ant-tree-treenode:has([data-permission="goodsList"]) .ant-tree-checkbox').first();
  const chosen = async () => {
    if (!(await goodsList.getAttribute('class'))?.includes('ant-tree-checkbox-checked')) await goodsList.click();
  };
  await everyFault(
    'form',
    async (fault) => {
      await expect(name).toBeVisible();
      if ((await name.inputValue()) !== typed) await name.fill(typed);
      await chosen();
      await writeFault(fault, { input: name, typed, save: page.getByTestId('form-save'), field: 'role_name', path });
    },
    WRITE_FAULTS,
  );
  await shot(page, 'faults-form');
  // The 403 ended the session: signed in again, the form is new.
  await name.fill(typed);
  await chosen();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/setting\/role-manage$/);
  await expect(page.getByRole('cell', { name: typed })).toBeVisible();
  // An existing role's read failed in every way a read fails: the load error, never a blank form or Save
  // over it; Retry fills it in. (Role 0 is a new role: nothing to read.)
  const existing = form.path.replace(':id', '2');
  await open(existing);
  await expect(name).toHaveValue(/.+/);
  await everyFault('form read', (fault) => readFault(fault, page.locator('main'), refreshTab, name, existing, '^/seller/shops/roles/2$'), READ_FAULTS);
  expect(failuresSince(failedBefore)).toEqual([]);
});

test('every fault on a settings screen when it saves; what was typed stays; saving again works; its read fails as every read', async () => {
  const failedBefore = tally.failures.length;
  const settings = declared('goodsWarning', 'settings');
  await open(settings.path);
  const count = page.locator('[data-field="warning_count"] input');
  const screen = page.getByTestId('settings-screen');
  await everyFault('settings read', (fault) => readFault(fault, page.locator('main'), refreshTab, screen, settings.path, '^/seller/shops$'), READ_FAULTS);
  await everyFault(
    'settings save',
    async (fault) => {
      await expect(count).toBeVisible();
      await count.fill('7');
      await writeFault(fault, { input: count, typed: '7', save: page.getByTestId('settings-save'), field: 'warning_count', path: settings.path });
    },
    WRITE_FAULTS,
  );
  await count.fill('7');
  await page.getByTestId('settings-save').click();
  const shown: string[] = [];
  await expect.poll(async () => (shown.push(...(await takeToasts())), shown)).toContain('保存成功');
  await shot(page, 'faults-settings');
  expect(failuresSince(failedBefore)).toEqual([]);
});

test('every fault on a statistics screen: the load error with its message, never ￥0.00; Retry shows the figures', async () => {
  const failedBefore = tally.failures.length;
  const overview = declared('generalityOverview', 'view');
  await open(overview.path);
  const figure = page.getByTestId('figure-order_money');
  await expect(figure).toBeVisible();
  await everyFault('statistics', (fault) => readFault(fault, page.locator('main'), refreshTab, figure, overview.path, '^/seller/statistics/shop_profile/data$'), READ_FAULTS);
  await shot(page, 'faults-statistics');
  expect(failuresSince(failedBefore)).toEqual([]);
});

/** The lists in parts, so that a part stays within its test's time however many lists are declared. */
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  test(`a fault on every list screen, the families in turn (part ${part + 1} of ${PARTS})`, async () => {
    const failedBefore = tally.failures.length;
    const lists = screens.filter((s) => s.kind === 'list' && !s.path.includes(':') && s.api && !s.api.includes('{'));
    expect(lists.length).toBeGreaterThan(20);
    for (const [index, list] of lists.entries()) {
      if (index % PARTS !== part) continue;
      // Every list gets one fault, the four families taking turns: four on each list would not fit CI's time.
      const fault = FAMILIES[Math.floor(index / PARTS) % FAMILIES.length]!;
      await open(list.path);
      const card = page.getByTestId(`list-${list.name}`);
      // The screen's own table and refresh: a header may hold another list (logistics companies above the templates).
      const table = page.getByTestId(`list-${list.name}-table`);
      await attempt(`${list.name} ${fault}`, async () => {
        await expect(table).toBeVisible();
        // The list's own first read (and its background reads) done: the fault meets the refresh, not a read in flight.
        await expect(card.locator('.ant-spin-spinning')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const api = `^/${list.api!.replace(/^\/+/, '').replace(/[.*+?^$()|[\]\\]/g, '\\$&')}$`;
        await readFault(fault, card, () => page.getByTestId(`list-${list.name}-refresh`).click(), table, list.path, api);
      });
      await recover(fault);
      await notWhite();
    }
    if (part === PARTS - 1) {
      await shot(page, 'faults-lists');
      console.log(`lists covered: ${lists.length}`);
    }
    // Every list: never a white page, the message once, Retry brings the rows back.
    expect(failuresSince(failedBefore)).toEqual([]);
  });
}
