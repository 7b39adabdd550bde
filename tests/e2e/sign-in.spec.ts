import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the owner signs in from /login and sees the console', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await expect.poll(() => page.getByTestId('captcha-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('demo-accounts')).toBeVisible();
  await shot(page, 'login');
  await signIn(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectConsole(page);
  await expect(page.getByTestId('shop-brand')).toContainText('晨光数码旗舰店');
  await expect(page.getByTestId('dashboard-title')).toBeVisible();
  await shot(page, 'dashboard-owner');
});

test('the sign-in page switches language before signing in, and each demo account has its button on its line', async ({ page }) => {
  await page.goto('/login');
  const languages = page.getByTestId('login-languages');
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller Center');
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('demo-accounts').locator('.ant-list-item');
  for (let i = 0; i < (await rows.count()); i++) {
    const name = (await rows.nth(i).locator('code').boundingBox())!;
    const button = (await rows.nth(i).getByRole('button', { name: /^Use / }).boundingBox())!;
    const middle = button.y + button.height / 2;
    expect(middle).toBeGreaterThanOrEqual(name.y - 4);
    expect(middle).toBeLessThanOrEqual(name.y + name.height + 4);
  }
  await shot(page, 'login-en-switched');
  // Kept for the console too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller Center');
});

test('a first visit from an English browser opens the sign-in page in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller Center');
  await expect(page.getByTestId('login-languages').getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'login-first-visit-english');
  await context.close();
});
