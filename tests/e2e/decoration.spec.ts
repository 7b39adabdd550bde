import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const NAME = 'E2E 夏日活动页';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

async function openEditor(page: Page, name = NAME) {
  const row = page.locator('tr', { hasText: name }).first();
  const [editor] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: spaced('装修') }).click()]);
  await expect(editor.getByTestId('editor-title')).toHaveText(name);
  return editor;
}

/** A seeded mobile page (a carousel, a title and a goods list), opened in the decoration window. */
const SEEDED = '圣诞季';
async function openSeededPage(page: Page) {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/operations/mobile-pages');
  return openEditor(page, SEEDED);
}
const types = (editor: Page) => editor.getByTestId('canvas-widget').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));

test('builds a mobile page with a carousel and a goods list, publishes it, and finds it saved when reopened', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  await page.goto('/operations/mobile-pages');
  await page.getByTestId('create-button').click();
  await page.getByTestId('record-form').locator('[data-field="page_name"] input').fill(NAME);
  await page.getByTestId('form-save').click();
  await expect(page.locator('tr', { hasText: NAME })).toBeVisible();

  const editor = await openEditor(page);
  await expect(editor.getByTestId('canvas')).toHaveCSS('width', '375px');

  // A carousel with an uploaded image.
  await editor.getByTestId('palette-image-carousel').click();
  await editor.getByTestId('choose-images').click();
  await dialog(editor).locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog(editor).locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(1);
  await dialog(editor).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(editor.getByTestId('properties')).toContainText('已选 1 张图片');

  // A goods list with two goods.
  await editor.getByTestId('palette-goods-list').click();
  await editor.getByTestId('prop-title').fill('夏日精选');
  await editor.getByTestId('choose-goods').click();
  await dialog(editor).locator('[data-testid="goods-row"]').nth(0).click();
  await dialog(editor).locator('[data-testid="goods-row"]').nth(1).click();
  await dialog(editor).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(editor.getByTestId('goods-cards').locator('img')).toHaveCount(2);

  // Undo and redo the choice of goods, then the title; then publish.
  const undo = editor.getByRole('button', { name: /撤\s*销/ });
  const redo = editor.getByRole('button', { name: /重\s*做/ });
  await undo.click();
  await expect(editor.getByTestId('properties')).toContainText('已选 0 件商品');
  await undo.click();
  await expect(editor.getByTestId('prop-title')).toHaveValue('');
  await redo.click();
  await redo.click();
  await expect(editor.getByTestId('prop-title')).toHaveValue('夏日精选');
  await expect(editor.getByTestId('goods-cards').locator('img')).toHaveCount(2);
  await expect(editor.getByTestId('unsaved')).toBeVisible();
  await shot(editor, 'decoration-editor-mobile');
  await editor.getByTestId('editor-publish').click();
  await expect(editor.getByTestId('publish-status')).toHaveText('已发布');
  await expect(editor.getByTestId('unsaved')).toBeHidden();
  await editor.close();

  // The console refreshes its tokens (the access token expired); the editor keeps working on them.
  await page.context().clearCookies({ name: 'seller_access_token' });
  await page.reload();
  await expect(page.locator('tr', { hasText: NAME })).toContainText('已发布');

  const again = await openEditor(page);
  await expect(again.getByTestId('canvas-widget')).toHaveCount(2);
  await expect(again.getByTestId('canvas-widget').nth(0)).toHaveAttribute('data-type', 'image-carousel');
  await expect(again.getByTestId('canvas-widget').nth(1)).toHaveAttribute('data-type', 'goods-list');
  await expect(again.getByTestId('goods-cards').locator('img')).toHaveCount(2);
  await expect(again.getByTestId('draft-banner')).toHaveCount(0);
  // Keyboard move: the goods list goes above the carousel.
  await again.getByTestId('canvas-widget').nth(1).click();
  await again.getByRole('button', { name: '上移' }).click();
  await expect(again.getByTestId('canvas-widget').nth(0)).toHaveAttribute('data-type', 'goods-list');
  await again.getByTestId('editor-save').click();
  await expect(again.getByText('已保存')).toBeVisible();
  await shot(again, 'decoration-editor-reopened');
});

test('the decoration window ignores a session posted from another origin', async ({ page, baseURL }) => {
  // The console's origin is 127.0.0.1; a page of "localhost" (another origin) opens the window and posts a session to it.
  const port = new URL(baseURL!).port;
  await page.goto(`http://localhost:${port}/login`);
  const [win] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => void ((window as unknown as { opened: Window | null }).opened = window.open(url, '_blank')), `http://127.0.0.1:${port}/decoration/pages/1001`),
  ]);
  await expect(win.getByTestId('decoration-waiting')).toBeVisible();
  await page.evaluate(() => {
    const session = { type: 'seller-session', user: { uid: 1, username: 'owner', role_id: 0 }, accessToken: 'forged', refreshToken: 'forged', language: 'zh-CN' };
    (window as unknown as { opened: Window | null }).opened?.postMessage(session, '*');
  });
  await win.waitForTimeout(1000);
  await expect(win.getByTestId('decoration-waiting')).toBeVisible();
  expect((await win.context().cookies(`http://127.0.0.1:${port}`)).find((c) => c.name === 'seller_access_token')).toBeUndefined();
  await shot(win, 'decoration-foreign-origin');
});

test('a change not saved is kept in the browser: after a reload of the editor tab, and after closing and reopening it, the draft is offered and restored', async ({ page }) => {
  const editor = await openSeededPage(page);
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list']);
  await editor.getByTestId('palette-divider').click();
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list', 'divider']);
  await expect(editor.getByTestId('unsaved')).toBeVisible();

  // The tab is reloaded without saving (the leave warning is answered "leave").
  editor.on('dialog', (d) => void d.accept());
  await editor.reload();
  await expect(editor.getByTestId('editor-title')).toHaveText(SEEDED);
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list']);
  await expect(editor.getByTestId('draft-banner')).toBeVisible();
  await shot(editor, 'decoration-draft-offered');
  await editor.getByRole('button', { name: spaced('恢复草稿') }).click();
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list', 'divider']);
  await expect(editor.getByTestId('draft-banner')).toHaveCount(0);
  await expect(editor.getByTestId('unsaved')).toBeVisible();

  // Closed without saving, opened again from the console: the draft is still there.
  await editor.close();
  const again = await openEditor(page, SEEDED);
  await expect(again.getByTestId('draft-banner')).toBeVisible();
  await again.getByRole('button', { name: spaced('恢复草稿') }).click();
  await expect.poll(() => types(again)).toEqual(['image-carousel', 'title', 'goods-list', 'divider']);
});

test('moves a widget with the keyboard only (dnd-kit keyboard sensor), and the order is saved', async ({ page }) => {
  const editor = await openSeededPage(page);
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list']);
  await editor.getByTestId('canvas-widget').first().click();
  // The drag handle: Space picks the widget up, the arrow moves it, Space drops it.
  const handle = editor.getByRole('button', { name: '拖动图片轮播' });
  await handle.focus();
  // Each step is said in the live region (for screen readers), in the user's language: each key waits for the one before.
  const said = editor.locator('[id^="DndLiveRegion"]');
  await editor.keyboard.press('Space');
  // (picked up, then at once "over its own place")
  await expect(said).toContainText(/已拿起第 1 个组件（图片轮播）|第 1 个组件（图片轮播）移到了第 1 个组件（图片轮播）的位置/);
  await editor.keyboard.press('ArrowDown');
  await expect(said).toContainText('第 1 个组件（图片轮播）移到了第 2 个组件（标题）的位置');
  await editor.keyboard.press('Space');
  await expect(said).toContainText('已放到第 2 个组件（标题）的位置');
  await expect.poll(() => types(editor)).toEqual(['title', 'image-carousel', 'goods-list']);
  await shot(editor, 'decoration-keyboard-moved');
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByText('已保存')).toBeVisible();
  await expect(editor.getByTestId('unsaved')).toBeHidden();

  await editor.close();
  const again = await openEditor(page, SEEDED);
  await expect.poll(() => types(again)).toEqual(['title', 'image-carousel', 'goods-list']);
  await expect(again.getByTestId('draft-banner')).toHaveCount(0);
});

test('a title links to a micro-page chosen with the page picker, a coupons widget shows real coupons, and both are there when reopened', async ({ page }) => {
  const editor = await openSeededPage(page);
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list']);
  await editor.getByTestId('canvas-widget').nth(1).click();
  const properties = editor.getByTestId('properties');
  await properties.getByTestId('choose-link').click();
  await dialog(editor).getByRole('radio', { name: '微页面' }).check();
  await dialog(editor).getByTestId('link-choose-page').click();
  await dialog(editor).getByPlaceholder('请输入页面名称').fill('黑五');
  await dialog(editor).getByPlaceholder('请输入页面名称').press('Enter');
  await expect(dialog(editor).locator('tbody tr.ant-table-row')).toHaveCount(1);
  await dialog(editor).locator('tr', { hasText: '黑五狂欢' }).getByRole('radio').check();
  await shot(editor, 'decoration-link-page-picker');
  await dialog(editor).getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog(editor).getByTestId('link-chosen')).toHaveText('黑五狂欢');
  await shot(editor, 'decoration-link-dialog');
  await dialog(editor).getByRole('button', { name: /确\s*定/ }).click();
  await expect(properties.getByTestId('link-text')).toHaveText('微页面：黑五狂欢');

  await editor.getByTestId('palette-coupons').click();
  await properties.getByTestId('choose-coupons').click();
  await dialog(editor).locator('tr', { hasText: '新人专享10元券' }).getByRole('checkbox').check();
  await dialog(editor).locator('tr', { hasText: '领取后7天有效20元券' }).getByRole('checkbox').check();
  await shot(editor, 'decoration-coupon-picker');
  await dialog(editor).getByRole('button', { name: /确\s*定/ }).click();
  const cards = editor.getByTestId('coupon-cards').getByTestId('coupon-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('￥10');
  await expect(cards.nth(1)).toContainText('领取后 7 天内有效');
  await cards.first().scrollIntoViewIfNeeded();
  await shot(editor, 'decoration-coupons');
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByText('已保存')).toBeVisible();

  await editor.close();
  const again = await openEditor(page, SEEDED);
  await expect(again.getByTestId('coupon-cards').getByTestId('coupon-card')).toHaveCount(2);
  await again.getByTestId('canvas-widget').nth(1).click();
  await expect(again.getByTestId('properties').getByTestId('link-text')).toHaveText('微页面：黑五狂欢');
});

test('a divider’s tools are not covered by the next widget, and a drag by its handle moves a widget and selects no text', async ({ page }) => {
  const editor = await openSeededPage(page);
  await expect.poll(() => types(editor)).toEqual(['image-carousel', 'title', 'goods-list']);
  await editor.getByTestId('canvas-widget').first().click();
  const handle = (await editor.getByRole('button', { name: '拖动图片轮播' }).boundingBox())!;
  await editor.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await editor.mouse.down();
  for (let step = 1; step <= 6; step++) await editor.mouse.move(handle.x, handle.y + step * 60);
  // The drop lands where the sortable last measured the pointer: on a loaded machine the last move's
  // frame can come after the release (seen with two browsers side by side), so let two frames pass.
  await editor.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await editor.mouse.up();
  expect(await editor.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  // Dropped below the others: the pointer moves it as the keyboard does.
  await expect.poll(() => types(editor)).toEqual(['title', 'goods-list', 'image-carousel']);

  // A divider with a widget after it: its tools hang over that widget, and are the ones clicked (a covered
  // button fails the click: another element would receive it).
  await editor.getByTestId('palette-divider').click();
  await expect.poll(() => types(editor)).toEqual(['title', 'goods-list', 'image-carousel', 'divider']);
  await editor.locator('[data-testid="canvas-widget"][data-type="divider"]').click();
  await editor.getByRole('button', { name: '上移' }).click();
  await expect.poll(() => types(editor)).toEqual(['title', 'goods-list', 'divider', 'image-carousel']);
  await editor.getByRole('button', { name: '上移' }).click();
  await expect.poll(() => types(editor)).toEqual(['title', 'divider', 'goods-list', 'image-carousel']);
  await editor.getByRole('button', { name: '删除' }).click();
  await expect.poll(() => types(editor)).toEqual(['title', 'goods-list', 'image-carousel']);
});

test('on a phone (390 px) the builder says to use a wider screen rather than laying its panes over each other', async ({ page }) => {
  const editor = await openSeededPage(page);
  await expect(editor.getByTestId('canvas')).toBeVisible();
  await editor.setViewportSize({ width: 390, height: 820 });
  await expect(editor.getByTestId('editor-wider')).toContainText('页面装修需要更宽的屏幕');
  await expect(editor.getByTestId('canvas')).toHaveCount(0);
});
