import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

/** The shell as a new user met it. */
test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

const tabs = (page: Page) => page.locator('[data-testid="tabs-bar"] .ant-tabs-tab');
const english = (page: Page) => page.context().addCookies([{ name: 'sellerLanguage', value: 'en-US', url: 'http://127.0.0.1' }]);

test('a clean start logs no error; Ctrl+K takes what is typed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.reload();
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('command-input')).toBeFocused();
  await page.keyboard.type('库存预警');
  await expect(page.getByTestId('command-input')).toHaveValue('库存预警');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goods\/understock$/);
  expect(errors).toEqual([]);
});

test('the tab menu closes this tab; the user menu says who is signed in and leads to the shop settings', async ({ page }) => {
  await signIn(page, 'owner', `/login?forward=${encodeURIComponent('/goods/understock')}`);
  await expectConsole(page);
  await expect(tabs(page)).toHaveCount(2);
  await tabs(page).filter({ hasText: '库存预警' }).click({ button: 'right' });
  await shot(page, 'shell-tab-menu');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem').filter({ hasText: /^关闭$/ }).click();
  await expect(tabs(page)).toHaveCount(1);

  await page.getByTestId('user-menu').hover();
  await expect(page.getByTestId('user-who')).toHaveText(/owner.*店主|店主/);
  await shot(page, 'shell-user-menu');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '店铺设置' }).click();
  await expect(page).toHaveURL(/\/setting\/shop-setting$/);
});

test('the English demo card shows the password; the title follows a language switch', async ({ page }) => {
  await english(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  const card = page.getByTestId('demo-accounts');
  await expect(card).toContainText('Every account uses the password 123456');
  const title = card.locator('.ant-card-head-title');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, 'login-en');

  await page.context().clearCookies();
  await signIn(page, 'owner');
  await expectConsole(page);
  await expect(page).toHaveTitle(/云集商城$/);
  await page.getByTestId('language-switcher').hover();
  await page.locator('.ant-dropdown:visible').getByText('English', { exact: true }).click();
  await expect(page).toHaveTitle(/Yunji Mall$/);
  await page.getByTestId('language-switcher').hover();
  await page.locator('.ant-dropdown:visible').getByText('日本語', { exact: true }).click();
  await expect(page.locator('.ant-layout-sider, [data-testid="sidebar"]').first()).toContainText('ダッシュボード');
  await shot(page, 'shell-ja');
});

test('go open shop leads to the demo shop application', async ({ page, context }) => {
  await signIn(page, 'noshop');
  const apply = context.waitForEvent('page');
  await page.getByRole('button', { name: /去\s*开\s*店/ }).click();
  const opened = await apply;
  await expect(opened.getByText('开店申请（演示）')).toBeVisible();
  await shot(opened, 'demo-shop-apply');
});
