import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the goods list filters by tab and keyword, and the filters live in the URL', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  await expectConsole(page);
  const list = page.getByTestId('list-goodsList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'goods-list');
  await list.getByRole('tab', { name: '已下架' }).click();
  await expect(page).toHaveURL(/tab=offShelf/);
  await list.locator('input[name="keyword"]').fill('手机');
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/keyword=%E6%89%8B%E6%9C%BA/);
  await page.reload();
  await expect(page.getByTestId('list-goodsList').locator('input[name="keyword"]')).toHaveValue('手机');
  await expect(page.getByTestId('list-goodsList').getByRole('tab', { name: '已下架' })).toHaveAttribute('aria-selected', 'true');
});

test('the search bar\'s stand-in keeps its room until the bar replaces it: the list does not move', async ({ page }) => {
  await signIn(page, 'owner');
  await expectConsole(page);
  // Each frame of a fresh load: which bar shows, and the room between its top and the table's.
  await page.addInitScript(() => {
    const frames: Array<{ standIn: boolean; room: number; rows: number }> = ((window as unknown as { frames_: unknown[] }).frames_ = []) as never;
    const tick = () => {
      const table = document.querySelector('.ant-table');
      const bar = document.querySelector('.console-search-placeholder, [data-testid="search-form"]');
      if (table && bar) frames.push({ standIn: bar.classList.contains('console-search-placeholder'), room: table.getBoundingClientRect().top - bar.getBoundingClientRect().top, rows: document.querySelectorAll('.ant-table-row').length });
      if (frames.filter((frame) => !frame.standIn && frame.rows).length < 3) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  let standIns = 0;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 820 });
    await page.goto('/goods/goods-list?goods_type=NORMAL');
    await page.waitForFunction(() => (window as unknown as { frames_: Array<{ standIn: boolean; rows: number }> }).frames_.filter((frame) => !frame.standIn && frame.rows).length >= 3);
    const frames = await page.evaluate(() => (window as unknown as { frames_: Array<{ standIn: boolean; room: number }> }).frames_);
    standIns += frames.filter((frame) => frame.standIn).length;
    expect(new Set(frames.map((frame) => frame.room)).size, `the bar's room at ${width} px: ${frames.map((frame) => frame.room).join(', ')}`).toBe(1);
  }
  // The stand-in shows when the list renders before the first paint, as it does on a fresh load (seven
  // to nine frames in each of eight loads here); one of the two loads is enough to have compared it.
  expect(standIns).toBeGreaterThan(0);
  await expect(page.getByTestId('search-form').locator('.ant-select-selection-item')).toHaveText('实物商品');
});
