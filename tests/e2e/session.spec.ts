import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('an address opened signed out comes back after sign-in, query included', async ({ page }) => {
  await page.goto('/goods/goods-list?keyword=abc&page=2');
  await expect(page).toHaveURL(/\/login\?forward=%2Fgoods%2Fgoods-list%3Fkeyword%3Dabc%26page%3D2$/);
  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('input[name="captcha"]').fill('1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goods\/goods-list\?keyword=abc&page=2$/);
  await expectConsole(page);
});

for (const [username, message] of [
  ['closed', '您的店铺已被关闭，请联系管理员！'],
  ['applying', '您的开店申请正在审核中，请稍后再试！'],
  ['refused', '您的开店申请已被拒绝，请重新申请或联系管理员！'],
] as const) {
  test(`a ${username} shop gets its message and stays signed out`, async ({ page, context }) => {
    await signIn(page, username);
    await expect(page.getByText(message)).toBeVisible();
    await shot(page, `status-${username}`);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.seller_access_token).toBeUndefined();
    expect(cookies.seller_user).toBeUndefined();
    await page.getByRole('button', { name: /OK|确\s*定|知道了/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('an account without a shop is offered to open one', async ({ page }) => {
  await signIn(page, 'noshop');
  await expect(page.getByText('您的账号还没有申请开店')).toBeVisible();
  await expect(page.getByRole('button', { name: /去\s*开\s*店/ })).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a limited role sees only its menu entries and is refused a typed address', async ({ page }) => {
  await signIn(page, 'staff');
  await expectConsole(page);
  const menu = page.locator('.ant-layout-sider .ant-menu');
  await expect(menu.getByText('商品', { exact: true })).toBeVisible();
  await expect(menu.getByText('设置', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('统计', { exact: true })).toHaveCount(0);
  await menu.getByText('商品', { exact: true }).click();
  await expect(menu.getByText('商品列表')).toBeVisible();
  await expect(menu.getByText('库存预警')).toBeVisible();
  await expect(menu.getByText('规格管理')).toHaveCount(0);
  await shot(page, 'staff-menu');
  await page.goto('/setting/shop-setting');
  await expect(page.getByText('当前角色未开启【店铺设置】权限，请先开启')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout asks first, then signs out to /login', async ({ page, context }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page.getByText('确定退出吗？')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('seller_access_token');
  expect(names).not.toContain('seller_refresh_token');
  expect(names).not.toContain('seller_user');
});

test('an expired access token is refreshed once, without signing the user out', async ({ page, context }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  // The dashboard's calls after its first paint are done: one sent after the cookie is gone would
  // refresh in this page, and the reload would drop its answer (a second refresh, not the console's).
  await page.waitForLoadState('networkidle');
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/seller/check/token')) refreshes.push(request.url());
  });
  await context.clearCookies({ name: 'seller_access_token' });
  await page.reload();
  await expectConsole(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshes).toHaveLength(1);
  const cookies = (await context.cookies()).map((c) => c.name);
  expect(cookies).toContain('seller_access_token');
});

test('ten tabs opened together without an access token make one refresh, and each shows its rows', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/seller/check/token')) refreshes.push(request.url());
  });
  // The access token's cookie expired; the refresh token and the user stay.
  await context.clearCookies({ name: 'seller_access_token' });
  const pages = await Promise.all(Array.from({ length: 10 }, () => context.newPage()));
  await Promise.all(pages.map((p) => p.goto('/goods/goods-list')));
  // Ten consoles start on two cores at once: each gets the whole minute, and a tab that fails names its address
  // (on /login: the refresh failed and signed every tab out; on the list: its rows never came).
  const shown = await Promise.allSettled(
    pages.map((p) => expect(p.getByTestId('list-goodsList').locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 })),
  );
  const stuck = shown.flatMap((result, i) => (result.status === 'rejected' ? [`tab ${i + 1}: ${pages[i]!.url()}`] : []));
  expect(stuck, 'tabs that showed no rows').toEqual([]);
  await shot(pages[9]!, 'ten-tabs-one-refresh');
  expect(refreshes).toHaveLength(1);
  expect((await context.cookies()).map((c) => c.name)).toContain('seller_access_token');
});

/** From here on the console's code arrives slowly, as on a real network: its start-up calls answer first. */
const slowChunks = (page: Page) =>
  page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

for (const speed of ['slowly', 'quickly'] as const) {
  test(`a 403 while the console starts (its code arriving ${speed}) signs out to /login once and says why`, async ({ page, context }) => {
    await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
    await expect(page.getByTestId('list-goodsList').locator('.ant-table-row').first()).toBeVisible();
    // The server has revoked the access token; the cookie stays.
    await page.evaluate(() => sessionStorage.setItem('demo-fault', JSON.stringify({ fault: 'forbidden', path: 'seller/(shops|goods)' })));
    if (speed === 'slowly') await slowChunks(page);
    // Committed is enough: the sign-out may leave for /login before the page's load event, which a wait for it aborts.
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\?forward=%2Fgoods%2Fgoods-list$/);
    await expect(page.getByText('登录状态已失效，请重新登录。')).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('seller_access_token');
    expect(names).not.toContain('seller_refresh_token');
    await page.evaluate(() => sessionStorage.removeItem('demo-fault'));
    // Said once: the next visit of /login says nothing.
    await page.reload();
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page.getByText('登录状态已失效，请重新登录。')).toHaveCount(0);
  });
}

test('a garbage access-token cookie signs out to /login, as a revoked one does', async ({ page, context }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  await expect(page.getByTestId('list-goodsList').locator('.ant-table-row').first()).toBeVisible();
  await context.addCookies([{ name: 'seller_access_token', value: 'x'.repeat(3500), domain: '127.0.0.1', path: '/' }]);
  await slowChunks(page);
  // Committed, as above: the sign-out may cut the reload's load event.
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login\?forward=%2Fgoods%2Fgoods-list$/);
  await expect(page.getByText('登录状态已失效，请重新登录。')).toBeVisible();
});
