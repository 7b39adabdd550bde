/**
 * Accessibility: axe on every route of the console at desktop (1366 px) and mobile (390 px)
 * width, with no serious or critical violation. One sign-in, client-side navigation between routes (as a
 * user moves in the console; a reload per route would cost CI minutes), and each screen is analysed only
 * once its content is shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { expectConsole, signIn } from './fixtures';
import { rawTextOf, recordMessages } from './raw-text';
import { go, HIDDEN_ROUTES, menuRoutes } from './routes';

test.describe.configure({ timeout: 900_000 });

interface Found {
  rule: string;
  impact: string;
  help: string;
  routes: Set<string>;
  targets: Set<string>;
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * One width: the whole page once with @axe-core/playwright (the shell is the same around every screen),
 * then each screen's own view with the axe it injected, still in the page (client-side navigation keeps it).
 */
async function analyseAt(page: Page, width: number, routes: string[], found: Map<string, Found>, raw: Record<string, string[]>): Promise<number> {
  await page.setViewportSize({ width, height: 820 });
  const record = (where: string, violations: Violations) => {
    for (const v of violations) {
      const entry = found.get(v.id) ?? { rule: v.id, impact: v.impact ?? 'minor', help: v.help, routes: new Set(), targets: new Set() };
      entry.routes.add(`${where}@${width}`);
      v.nodes.forEach((n) => entry.targets.add(n.target.join(' ')));
      found.set(v.id, entry);
    }
  };
  // Contrast is a property of a state, not of the 0.2 s fade between two (antd animates its colours).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await recordMessages(page);
  await go(page, '/dashboard');
  record('shell', (await new AxeBuilder({ page }).analyze()).violations);
  for (const route of routes) {
    const t0 = Date.now();
    const shown = await go(page, route);
    const violations = await page.evaluate(async (at) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violations }> } }).axe;
      return (await axe.run({ include: [[`.tab-view[data-tab="${CSS.escape(at)}"]`]] }, { resultTypes: ['violations'] })).violations;
    }, shown);
    record(route, violations);
    // The same visit reads the view for raw keys and field paths (the Chinese half of that check).
    const wrong = await rawTextOf(page, shown);
    if (wrong.length) raw[`${route}@${width}`] = wrong;
    if (process.env.AXE_PROGRESS) console.log(`${width} ${route} ${Math.round((Date.now() - t0) / 100) / 10}s`);
  }
  return routes.length + 1;
}

test('axe: no serious or critical violation on any route, at 1366 and 390 px', async ({ browser }) => {
  const started = Date.now();
  const desktop = await (await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN' })).newPage();
  await signIn(desktop, 'owner');
  await expectConsole(desktop);
  const routes = [...(await menuRoutes(desktop)), ...HIDDEN_ROUTES];
  // The same signed-in browser state at mobile width, analysed alongside.
  const mobile = await (await browser.newContext({ storageState: await desktop.context().storageState(), viewport: { width: 390, height: 820 }, locale: 'zh-CN' })).newPage();
  await mobile.goto('/dashboard');
  await expect(mobile.getByTestId('menu-toggle')).toBeVisible();
  const found = new Map<string, Found>();
  const raw: Record<string, string[]> = {};
  const counts = await Promise.all([analyseAt(desktop, 1366, routes, found, raw), analyseAt(mobile, 390, routes, found, raw)]);
  const analysed = counts[0]! + counts[1]!;
  const all = [...found.values()];
  const bySeverity = Object.fromEntries(['critical', 'serious', 'moderate', 'minor'].map((impact) => [impact, all.filter((f) => f.impact === impact).length]));
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(
    'test-results/axe-summary.json',
    JSON.stringify({ seconds, routes: routes.length, analysed, bySeverity, rules: all.map((f) => ({ ...f, routes: [...f.routes].slice(0, 20), routeCount: f.routes.size, targets: [...f.targets].slice(0, 10) })) }, null, 2),
  );
  console.log(`axe: ${analysed} analyses of ${routes.length} routes in ${seconds} s; rules violated by severity ${JSON.stringify(bySeverity)}`);
  expect.soft(raw, 'raw translation keys or server field paths shown').toEqual({});
  expect(all.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.impact} ${f.rule}: ${[...f.targets].slice(0, 3).join(' | ')} on ${[...f.routes].slice(0, 3).join(', ')}`)).toEqual([]);
});
