/**
 * Issue 19, accessibility: axe on every route of the console at desktop (1366 px) and mobile (390 px)
 * width, with no serious or critical violation. One sign-in, client-side navigation between routes (as a
 * user moves in the console; a reload per route would cost CI minutes), and each screen is analysed only
 * once its content is shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { expectConsole, signIn } from './fixtures';

test.describe.configure({ timeout: 300_000 });

/** Screens outside the menu (forms and record pages) with a route of their own; record ids are seeded ones. */
const HIDDEN_ROUTES = [
  '/goods/good-publish',
  '/operations/addFullCut',
  '/operations/addFullGive',
  '/operations/addCoupon',
  '/operations/addSingleCut',
  '/operations/addSecondHalfPrice',
  '/operations/addAssemble',
  '/statistics/log-manage',
  '/setting/grade-application',
  '/setting/pickup-point/add',
  '/setting/pickup-point/edit/1',
  '/setting/role-permission/2',
  '/chat',
];

/** Every page of the menu, read from the side menu with all its groups open. */
async function menuRoutes(page: Page): Promise<string[]> {
  for (let round = 0; round < 4; round++) {
    const closed = page.locator('.ant-layout-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const count = await closed.count();
    if (!count) break;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
  const ids = await page.locator('.ant-layout-sider li.ant-menu-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-id') ?? ''));
  return ids.map((id) => id.slice(id.indexOf('/'))).filter((path) => path.startsWith('/'));
}

/** A client-side navigation, as the router makes one (no reload). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // Shown: the route's view is there and nothing in it is loading any more.
  await page.waitForFunction((to) => {
    const view = document.querySelector(`.tab-view[data-tab="${to}"]`);
    return Boolean(view && view.childElementCount && !view.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin'));
  }, path, { timeout: 20_000 });
}

interface Found {
  rule: string;
  impact: string;
  help: string;
  routes: Set<string>;
  targets: Set<string>;
}

test('axe: no serious or critical violation on any route, at 1366 and 390 px', async ({ page }) => {
  const started = Date.now();
  // The demo's simulated network latency is no part of what is checked here.
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('seller_demo_settings', JSON.stringify({ latency: false })));
  await signIn(page, 'owner');
  await expectConsole(page);
  const routes = [...(await menuRoutes(page)), ...HIDDEN_ROUTES];
  const found = new Map<string, Found>();
  let analysed = 0;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 820 });
    const record = (where: string, violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) => {
      analysed++;
      for (const v of violations) {
        const entry = found.get(v.id) ?? { rule: v.id, impact: v.impact ?? 'minor', help: v.help, routes: new Set(), targets: new Set() };
        entry.routes.add(`${where}@${width}`);
        v.nodes.forEach((n) => entry.targets.add(n.target.join(' ')));
        found.set(v.id, entry);
      }
    };
    // The shell (header, menu, tabs) is the same around every screen: the whole page once per width...
    await go(page, '/dashboard');
    record('shell', (await new AxeBuilder({ page }).analyze()).violations);
    // ...then each screen's own view.
    for (const route of routes) {
      await go(page, route);
      record(route, (await new AxeBuilder({ page }).include(`.tab-view[data-tab="${route}"]`).analyze()).violations);
    }
  }
  const all = [...found.values()];
  const bySeverity = Object.fromEntries(['critical', 'serious', 'moderate', 'minor'].map((impact) => [impact, all.filter((f) => f.impact === impact).length]));
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(
    'test-results/axe-summary.json',
    JSON.stringify({ seconds, routes: routes.length, analysed, bySeverity, rules: all.map((f) => ({ ...f, routes: [...f.routes].slice(0, 20), routeCount: f.routes.size, targets: [...f.targets].slice(0, 10) })) }, null, 2),
  );
  console.log(`axe: ${analysed} analyses of ${routes.length} routes in ${seconds} s; rules violated by severity ${JSON.stringify(bySeverity)}`);
  expect(all.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.impact} ${f.rule}: ${[...f.targets].slice(0, 3).join(' | ')} on ${[...f.routes].slice(0, 3).join(', ')}`)).toEqual([]);
});
