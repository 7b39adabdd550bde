import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = '123456';
export const DEMO_CAPTCHA = '1234';

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, username: string, path = '/login') {
  await page.goto(path);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[name="captcha"]').fill(DEMO_CAPTCHA);
  await page.locator('button[type="submit"]').click();
}

export async function expectConsole(page: Page) {
  await expect(page.getByTestId('shop-brand')).toBeVisible();
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
