import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn, visit } from './fixtures';

/** Every goods screen at a desktop and a phone's width, in both languages. */
const LISTS = [
  'goods-list',
  'understock',
  'distribution-goods-list',
  'auth-goods-list',
  'draft-list',
  'recycle-station',
  'spec-manage',
  'category-manage',
  'tag-manage',
];
/** The lists whose rows carry a goods' status. */
const WITH_STATUS = new Set(['goods-list', 'understock', 'auth-goods-list']);
const HEADERS = {
  'zh-CN': { name: '商品名称', price: '价格', status: '状态', actions: '操作' },
  'en-US': { name: 'Goods name', price: 'Price', status: 'Status', actions: 'Actions' },
} as const;

const useLanguage = (page: Page, language: string) =>
  page.context().addCookies([{ name: 'sellerLanguage', value: language, url: 'http://127.0.0.1' }]);

/** The header cell is the topmost element at its own centre: nothing (a fixed column) lies over it. */
/** A column's header can be read whole, once scrolled to as a user would (a wide table's last columns: to its end). */
async function uncovered(view: Locator, text: string, end = false) {
  const header = view.locator('.ant-table-thead th').filter({ hasText: new RegExp(`^${text}$`) }).first();
  await header.scrollIntoViewIfNeeded();
  if (end) await view.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  return header.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(top && el.contains(top)) && box.right <= window.innerWidth + 1;
  });
}

for (const language of ['zh-CN', 'en-US'] as const) {
  for (const width of [1440, 390]) {
    test(`goods screens at ${width} px in ${language}: every cell readable, the actions reachable`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await page.context().clearCookies();
      await useLanguage(page, language);
      await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/goods/goods-list')}`);
      await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
      const h = HEADERS[language];
      for (const list of LISTS) {
        await visit(page, `/goods/${list}`);
        // Each visited list stays open in its own (hidden) tab view: look at the one shown.
        const view = page.locator(`.tab-view[data-tab="/goods/${list}"]`);
        const table = view.locator('.ant-table').first();
        await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
        if (width === 390) {
          // Every search input within the phone's width (a long English label pushed the keyword box past it).
          const rights = await view.getByTestId('search-form').locator('.ant-form-item-control-input-content > *').evaluateAll((inputs) =>
            inputs.map((input) => input.getBoundingClientRect()).filter((box) => box.width > 0).map((box) => Math.round(box.right)),
          );
          expect(Math.max(0, ...rights), `${list}: search inputs within the phone's width`).toBeLessThanOrEqual(390);
        }
        if (WITH_STATUS.has(list)) {
          for (const column of [h.name, h.price, h.status]) expect(await uncovered(view, column, column === h.status && width > 390), `${list}: ${column}`).toBe(true);
          if (width === 390) {
            // name, price and status share the first screen of the row, without scrolling it
            const status = await view.locator('.ant-table-thead th').filter({ hasText: new RegExp(`^${h.status}$`) }).first().boundingBox();
            expect(status!.x + status!.width, `${list}: status within the phone's width`).toBeLessThanOrEqual(390);
          }
          // the row's actions are reachable (scrolled to on a phone)
          const actions = table.locator('.ant-table-row').first().locator('td').last().getByRole('button').first();
          await actions.scrollIntoViewIfNeeded();
          await expect(actions).toBeInViewport();
        }
        await shot(page, `goods-${list}-${width}-${language}`);
      }
    });
  }
}
