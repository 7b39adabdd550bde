/**
 * The built console has no code to build antd's styles (scripts/build/antd-style-stubs.ts); they all
 * come from the stylesheet built with it (src/app/static-styles.tsx). A style the sheet lacks would show
 * its component unstyled, and is recorded on the page instead (src/app/antd-style-miss.ts): none may be,
 * on any route, with its common popups open, in light mode, and on a desktop and on a phone. Dark mode in
 * another colour is keyed as light mode (tests/unit/app/static-styles.test.tsx says so of every style a
 * list draws): it walks one screen of each area and the screens outside the menu, not all of them again.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectConsole, signIn } from './fixtures';
import { rawTextOf, recordMessages } from './raw-text';
import { go, HIDDEN_ROUTES, menuRoutes } from './routes';

test.describe.configure({ timeout: 900_000 });

/** What opens a popup: a select (tree select, cascader), a date picker, a dropdown menu, a list's create form. */
const POPUP_OPENERS = ['.ant-select:not(.ant-select-disabled)', '.ant-picker:not(.ant-picker-disabled)', '.ant-dropdown-trigger', '[data-testid="create-button"]'];

/** The misses recorded since the last call. */
const takeMisses = (page: Page) => page.evaluate(() => (window.__antdStyleMisses ?? []).splice(0));

/** A popup that is open, and drawn with its content (a form drawer loads its form's code first). */
const OPEN_POPUP = '.ant-select-dropdown, .ant-picker-dropdown, .ant-dropdown, .ant-drawer-content:has(.ant-form), .ant-modal-content:has(.ant-form)';
const ANY_POPUP = '.ant-select-dropdown, .ant-picker-dropdown, .ant-dropdown, .ant-drawer-content, .ant-modal-content';

/**
 * Opens each kind of popup the view has (its first), then closes it. Each step waits for what it does to
 * show, up to a bound: an opener whose popup never comes (a dropdown opened by hover) costs that bound only.
 */
async function openPopups(page: Page, at: string) {
  const view = page.locator(`.tab-view[data-tab="${at}"]`);
  for (const opener of POPUP_OPENERS) {
    const target = view.locator(opener).first();
    if (!(await target.isVisible())) continue;
    await target.click();
    await page.locator(OPEN_POPUP).filter({ visible: true }).first().waitFor({ timeout: 2_000 }).catch(() => undefined);
    // Its styles are asked for as it renders; one more frame for what renders in an effect after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('Escape');
    await expect(page.locator(ANY_POPUP).filter({ visible: true })).toHaveCount(0, { timeout: 2_000 }).catch(() => undefined);
  }
}

/** Every route, each with its popups; the misses of each, and (when asked) the raw keys and field paths it shows. */
async function walk(page: Page, routes: string[], misses: Record<string, string[]>, mode: string, raw?: Record<string, string[]>) {
  for (const route of routes) {
    const shown = await go(page, route);
    const wrong = raw && (await rawTextOf(page, shown));
    if (wrong?.length) raw![route] = wrong;
    await openPopups(page, shown);
    const found = await takeMisses(page);
    if (found.length) misses[`${mode} ${route}`] = found;
  }
}

test('antd draws every style of the console from the built stylesheet', async ({ browser }) => {
  const misses: Record<string, string[]> = {};
  // In English: the same walk reads every view for raw keys and field paths (the accessibility walk reads them in Chinese).
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await context.addCookies([{ name: 'sellerLanguage', value: 'en-US', url: new URL(page.url()).origin }]);
  await signIn(page, 'owner');
  await expectConsole(page);
  const signInMisses = await takeMisses(page);
  if (signInMisses.length) misses['light sign-in'] = signInMisses;
  const routes = [...(await menuRoutes(page)), ...HIDDEN_ROUTES];
  expect(routes.length).toBeGreaterThan(40);
  await recordMessages(page);
  const raw: Record<string, string[]> = {};
  await walk(page, routes, misses, 'light', raw);
  expect.soft(raw, 'raw translation keys or server field paths shown in English').toEqual({});
  // Told before going on: a missing style can also break what the test clicks next.
  expect.soft(misses).toEqual({});

  // Another colour (the colour picker's panel open), then dark mode.
  await page.getByTestId('theme-color').click();
  await page.locator('.ant-color-picker-presets-color').nth(2).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('dark-mode').click();
  const oneOfEachArea = routes.filter((route, i) => HIDDEN_ROUTES.includes(route) || routes.findIndex((other) => other.split('/')[1] === route.split('/')[1]) === i);
  await walk(page, oneOfEachArea, misses, 'dark');

  // A phone: the menu in a drawer.
  await page.setViewportSize({ width: 390, height: 820 });
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-drawer')).toBeVisible();
  const phoneMisses = await takeMisses(page);
  if (phoneMisses.length) misses['dark phone menu'] = phoneMisses;

  expect(misses).toEqual({});
});
