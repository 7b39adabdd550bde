import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

/** The text of every cell of the first sheet of an .xlsx file, row by row. */
async function sheetRows(path: string): Promise<string[][]> {
  const zip = await JSZip.loadAsync(await readFile(path));
  const xml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => [...row!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>|<v>([\s\S]*?)<\/v>/g)].map((m) => m[1] ?? m[2] ?? ''));
}

test('exports the off-shelf goods, watches the task finish in the export records and reads the file', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list%3Ftab%3DoffShelf');
  await expectConsole(page);
  const list = page.getByTestId('list-goodsList');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await list.getByTestId('export-button').click();
  await page.getByRole('link', { name: '查看导出记录' }).click();
  const records = page.getByTestId('list-deriveRecord');
  const first = records.locator('.ant-table-row').first();
  await expect(first).toContainText('状态: 已下架');
  await shot(page, 'derive-record-running');
  // The list polls by itself until the task is done.
  await expect(first.getByTestId('task-status')).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  await shot(page, 'derive-record-done');
  const [download] = await Promise.all([page.waitForEvent('download'), first.getByTestId('task-download').click()]);
  const rows = await sheetRows((await download.path())!);
  const [header, ...data] = rows;
  const status = header!.indexOf('状态');
  expect(status).toBeGreaterThan(-1);
  expect(data.length).toBeGreaterThan(0);
  expect(data.every((row) => row[status] === '已下架')).toBe(true);
});

test('the import records show the error lines of a failed import', async ({ page }) => {
  await signIn(page, 'owner', '/login?forward=%2Fbackstage-task%2Fimport-record');
  await expectConsole(page);
  const row = page.getByTestId('list-importRecord').locator('.ant-table-row', { hasText: 'SKU 导入' });
  await row.getByTestId('task-errors').click();
  await expect(page.getByTestId('task-error-line').first()).toContainText('第 3 行：SKU 编号重复');
  await shot(page, 'import-record-errors');
});
