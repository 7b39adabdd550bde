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
  // Shown: the view of where the console now is (a route may redirect) is there, and nothing in it loads
  // any more. Then settled: still shown, no change to the page for 200 ms, and two frames drawn since its
  // last change (a chart's table arriving enables its export button; a table's scroll area gets its tab
  // stop in the frame after its rows lay out; a list's rows may come after a quiet spell on a busy CPU):
  // axe would read a state that is gone. Settling is capped, for a screen that never stops moving.
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const shown = () => {
          const view = document.querySelector(`.tab-view[data-tab="${CSS.escape(window.location.pathname)}"]`);
          return Boolean(view && view.childElementCount && view.textContent && !view.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
        };
        const started = performance.now();
        let settling: number | undefined;
        let changed = performance.now();
        let frames = 0;
        const observer = new MutationObserver(() => {
          changed = performance.now();
          frames = 0;
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const finish = (done: () => void) => {
          observer.disconnect();
          done();
        };
        const frame = () => {
          frames += 1;
          const now = performance.now();
          const isShown = shown();
          if (settling === undefined && isShown) settling = now;
          if (settling === undefined && now - started > 15_000) return finish(() => reject(new Error(`${window.location.pathname} not shown within 15 s`)));
          if (settling !== undefined && (now - settling > 3_000 || (now - changed >= 200 && frames >= 2 && isShown))) return finish(() => resolve(window.location.pathname));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
