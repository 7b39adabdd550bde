import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

const tabs = (page: Page) => page.locator('[data-testid="tabs-bar"] .ant-tabs-tab');
const menu = (page: Page) => page.locator('.ant-layout-sider .ant-menu, [data-testid="menu-drawer"] .ant-menu').first();

async function openFromMenu(page: Page, group: string, item: string, { waitShown = true } = {}) {
  const groupItem = menu(page).getByText(group, { exact: true });
  const entry = menu(page).getByText(item, { exact: true });
  if (!(await entry.isVisible())) await groupItem.click();
  await entry.click();
  // A visit is a page shown: one left before it showed (its code still loading) makes no tab.
  if (waitShown) await expect(page.locator('[data-testid="tabs-bar"] .ant-tabs-tab-active')).toHaveText(item);
}

/** Signed in as the owner, the console switched to a language of the header's switcher. */
async function signInSpeaking(page: Page, language: string) {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.getByTestId('language-switcher').hover();
  await page.getByRole('menuitem', { name: language }).click();
}

test('tabs: visiting pages adds tabs; close others; close all goes home; the dashboard tab stays', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await openFromMenu(page, '商品', '商品列表');
  await openFromMenu(page, '商品', '库存预警');
  await openFromMenu(page, '订单', '订单列表');
  await expect(tabs(page)).toHaveCount(4);
  await expect(tabs(page).first()).toHaveText('首页');
  await expect(tabs(page).first().locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await shot(page, 'tabs-three');

  // On the tab's padding, not its title: the whole tab has the menu.
  await tabs(page).filter({ hasText: '库存预警' }).click({ button: 'right', position: { x: 3, y: 3 } });
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\/goods\/understock$/);

  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
  await page.getByTestId('tabs-menu').click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '关闭所有' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tabs(page)).toHaveCount(1);
});

test('closing the active tab moves to the last tab; middle-click closes', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await openFromMenu(page, '商品', '商品列表');
  await openFromMenu(page, '商品', '库存预警');
  await expect(page).toHaveURL(/\/goods\/understock$/);
  await tabs(page).filter({ hasText: '商品列表' }).click();
  await expect(page).toHaveURL(/\/goods\/goods-list$/);
  await tabs(page).filter({ hasText: '商品列表' }).locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/goods\/understock$/);
  await tabs(page).filter({ hasText: '库存预警' }).click({ button: 'middle', position: { x: 3, y: 3 } });
  await expect(tabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a record page\'s breadcrumb leads to its group and its list', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/goods/good-sku/9223372036854775807');
  const crumbs = page.locator('.ant-breadcrumb');
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard');
  await expect(crumbs.getByRole('link', { name: '商品', exact: true })).toHaveAttribute('href', '/goods');
  await crumbs.getByRole('link', { name: '商品列表' }).click();
  await expect(page).toHaveURL(/\/goods\/goods-list$/);
});

test('with every menu group open, the last item scrolls into view above the collapse trigger', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  const groups = page.locator('.ant-layout-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await groups.count()) > 0) await groups.first().click();
  const last = page.locator('.ant-layout-sider .ant-menu-item').last();
  const trigger = (await page.locator('.ant-layout-sider-trigger').boundingBox())!;
  // Again until the groups' opening animation has ended (while it runs, the menu is not yet its full height).
  await expect
    .poll(async () => {
      await last.scrollIntoViewIfNeeded();
      const item = (await last.boundingBox())!;
      return item.y + item.height <= trigger.y;
    })
    .toBe(true);
});

test('the open tabs and the collapsed menu survive a reload', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await openFromMenu(page, '商品', '商品列表');
  await page.locator('.ant-layout-sider-trigger').click();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '36px');
  await page.reload();
  await expectConsole(page);
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '36px');
  await expect(tabs(page)).toHaveCount(2);
});

test('at 800 px wide the menu is a drawer that closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'owner');
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-drawer')).toBeVisible();
  await shot(page, 'mobile-drawer');
  await openFromMenu(page, '商品', '商品列表');
  await expect(page).toHaveURL(/\/goods\/goods-list$/);
  await expect(page.getByTestId('menu-drawer')).toBeHidden();
});

test('switching to en-US changes the menu texts', async ({ page }) => {
  await signInSpeaking(page, 'English');
  await expect(menu(page).getByText('Goods', { exact: true })).toBeVisible();
  await expect(menu(page).getByText('Orders', { exact: true })).toBeVisible();
  await shot(page, 'english');
  await page.reload();
  await expect(menu(page).getByText('Goods', { exact: true })).toBeVisible();
});

test('a language only the server has is read again after a reload, and the calls name it once its messages are in', async ({ page }) => {
  await signInSpeaking(page, '日本語');
  await expect(menu(page).getByText('注文', { exact: true })).toBeVisible();
  await page.reload();
  // The reload starts on the default language's texts until the server's map is read again.
  await expect(menu(page).getByText('注文', { exact: true })).toBeVisible();
  await shot(page, 'server-language-after-reload');
  const orders = page.waitForRequest((request) => request.url().includes('/seller/trade/orders'));
  await openFromMenu(page, '注文', '注文一覧');
  expect((await orders).headers().language).toBe('ja-JP');
});

test('the chat badge shows 99+ when the demo says 120', async ({ page }) => {
  await signIn(page, 'owner');
  await expect(page.getByTestId('chat-badge')).toContainText('99+');
});

test('a supplier shop has no chat entry', async ({ page }) => {
  await signIn(page, 'supplier');
  await expectConsole(page);
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
});

// The colour picked is drawn as its shade that white text reads at 4.5:1 (src/layout/theme.ts):
// #409EFF as #0069D6, #F5222D as #DC0A15.
test('the theme colour drives the primary colour and is remembered', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  const avatar = page.getByTestId('user-menu');
  await expect(avatar).toHaveCSS('background-color', 'rgb(0, 105, 214)');
  await page.getByTestId('theme-color').click();
  await page.locator('.ant-color-picker-presets-color').nth(5).click();
  await expect(avatar).toHaveCSS('background-color', 'rgb(220, 10, 21)');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toHaveCSS('background-color', 'rgb(220, 10, 21)');
});

test('the command palette opens a page by name', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  await page.getByTestId('command-input').fill('库存');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goods\/understock$/);
});

test('a tab clicked while the next page is still loading opens, and the list there keeps what was typed', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  const list = page.getByTestId('list-goodsList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await list.locator('input[name="keyword"]').fill('half-typed');
  // From here on the console's code arrives slowly: the next page is still loading when the tab is clicked.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openFromMenu(page, '商品', '库存预警', { waitShown: false });
  await expect(page).toHaveURL(/\/goods\/understock$/);
  await tabs(page).filter({ hasText: '商品列表' }).click();
  await expect(page).toHaveURL(/\/goods\/goods-list$/);
  await expect(list.locator('input[name="keyword"]')).toHaveValue('half-typed');
  await page.unrouteAll({ behavior: 'wait' });
  await openFromMenu(page, '商品', '库存预警');
  await expect(page.getByTestId('list-understock')).toBeVisible();
});
