/**
 * Every route of the console, and a client-side walk between them (the browser tests that visit them all:
 * accessibility, antd's styles).
 */
import type { Page } from '@playwright/test';

/** Screens outside the menu (forms and record pages) with a route of their own; record ids are seeded ones. */
export const HIDDEN_ROUTES = [
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
export async function menuRoutes(page: Page): Promise<string[]> {
  // The side menu's items render once the console's first screen has painted.
  await page.locator('.ant-layout-sider .ant-menu-item, .ant-layout-sider .ant-menu-submenu').first().waitFor();
  for (let round = 0; round < 4; round++) {
    const closed = page.locator('.ant-layout-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const count = await closed.count();
    if (!count) break;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
  const ids = await page.locator('.ant-layout-sider li.ant-menu-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-id') ?? ''));
  return ids.map((id) => id.slice(id.indexOf('/'))).filter((path) => path.startsWith('/'));
}

/** A client-side navigation, as the router makes one (no reload); resolves with the view shown. */
export async function go(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // Shown: the view of where the console now is (a route may redirect) is there, and nothing in it loads any more.
  const handle = await page.waitForFunction(() => {
    const view = document.querySelector(`.tab-view[data-tab="${CSS.escape(window.location.pathname)}"]`);
    const shown = view && view.childElementCount && view.textContent && !view.querySelector('.ant-spin-spinning, .ant-skeleton-active');
    return shown ? window.location.pathname : false;
  }, undefined, { timeout: 15_000 });
  // Then settled: no change to the page for 200 ms (a chart's table arriving enables its export button;
  // axe would read the colours of a state that is gone). Capped, for a screen that never stops moving.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 200);
        const cap = setTimeout(done, 3_000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  return (await handle.jsonValue()) as string;
}
