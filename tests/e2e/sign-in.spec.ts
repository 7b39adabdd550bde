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
