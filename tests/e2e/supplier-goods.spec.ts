import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the supplier publishes a supply goods with two SKUs and supply prices and finds it in the library', async ({ page }) => {
  await signIn(page, 'supplier', '/login?forward=%2Fgoods%2Fsuppler-goods-detail%2F0%2F111');
  await expectConsole(page);
  await page.getByLabel('商品名称').fill('E2E 供应 充电宝');
  await page.getByLabel('商品编号').fill('E2E-SUP-1');
  await page.getByLabel('商品价格').fill('129');
  await page.getByLabel('成本价格').fill('60');
  await page.getByLabel('供货价').fill('88');
  await page.getByLabel('商品重量').fill('0.3');
  await page.getByTestId('gallery').locator('input[type=file]').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) });
  await expect(page.getByTestId('gallery-item').first()).toBeVisible();
  await page.getByLabel('型号').fill('P1');
  await page.getByRole('combobox', { name: '产地' }).click();
  await page.getByTitle('中国大陆').last().click();
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await page.getByRole('button', { name: '设置规格库存' }).click();
  await expect(page).toHaveURL(/suppler-goods-detail\/\d+$/);

  await page.getByLabel('规格名称').fill('容量');
  await page.getByLabel('第一个规格值').fill('1万毫安');
  await page.getByRole('button', { name: /新建规格/ }).click();
  await page.getByLabel('容量的新规格值').fill('2万毫安');
  await page.getByRole('button', { name: /添加规格值/ }).click();
  const values: Record<string, [string, string]> = { 货号: ['E2E-SUP-1-A', 'E2E-SUP-1-B'], 价格: ['129', '159'], 成本价: ['60', '80'], 重量: ['0.3', '0.4'], 库存: ['100', '50'], 供货价: ['88', '108'] };
  for (const [column, [one, two]] of Object.entries(values)) {
    await page.getByLabel(`第 1 行${column}`).fill(one);
    await page.getByLabel(`第 2 行${column}`).fill(two);
  }
  await shot(page, 'supply-goods-skus');
  await page.getByRole('button', { name: '保存规格' }).click();
  await expect(page.getByText('规格已保存')).toBeVisible();

  await page.goto('/goods/suppler-goods?keyword=E2E-SUP-1');
  const row = page.getByTestId('list-supplerGoods').locator('.ant-table-row', { hasText: 'E2E 供应 充电宝' });
  await expect(row).toContainText('￥88.00');
  await shot(page, 'supply-goods-library');
});

test('the supply goods drawer keeps each label and date on one line', async ({ page }) => {
  await signIn(page, 'supplier', '/login?forward=%2Fgoods%2Fsuppler-goods');
  await expectConsole(page);
  await page.getByTestId('list-supplerGoods').locator('.ant-table-row [data-action="view"]').first().click();
  const drawer = page.getByTestId('record-detail');
  await expect(drawer.locator('.ant-descriptions-item-label').first()).toBeVisible();
  const lines = await drawer.locator('.ant-descriptions-item-label, [data-field$="_time"]').evaluateAll((cells) =>
    cells.map((cell) => {
      // The text's own lines (a cell is as tall as its row).
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { text: cell.textContent, lines: tops.size };
    }),
  );
  expect(lines.filter((cell) => cell.lines > 1 && cell.text)).toEqual([]);
  await shot(page, 'supply-goods-drawer');
});
