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

/** A screenshot to look at, taken when asked (`E2E_SHOTS=1`): a run nobody looks at skips the time they take. */
export const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
};

/**
 * Opens a path inside the running console, as its own links do (no page reload): the router follows
 * the history entry. For tests that walk many screens; `page.goto` reloads the whole console each time.
 */
export const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Confirms the open confirmation dialog. antd zooms a dialog in: a click while it still moves can land beside
 * its button (seen on a loaded CI machine), so the click waits for the dialog to stand still.
 */
export async function confirmDialog(page: Page) {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Closes the open dialog with one of its buttons, once it stands still (as `confirmDialog`: a click while
 * antd zooms it in can land beside the button, and the dialog stays open), and waits until it is gone.
 */
export async function closeDialog(page: Page, button: RegExp) {
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}
