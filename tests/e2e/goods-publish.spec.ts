import { expect, test, type Page } from '@playwright/test';
import { closeDialog, expectConsole, shot, signIn } from './fixtures';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const button = (page: Page, text: string) => page.getByRole('button', { name: new RegExp([...text].join('\\s*')) });

async function chooseFirstCategory(page: Page) {
  await page.locator('.ant-select').first().click();
  const first = (level: number) => page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first();
  for (let level = 0; level < 3; level++) {
    await expect(first(level)).toBeVisible();
    if (level === 2) await first(level).click();
    // A click while the panel still slides in can miss the item: clicked again until its children show.
    else await expect(async () => {
      await first(level).click();
      await expect(first(level + 1)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }
}

async function batchFill(page: Page, column: string, value: string) {
  await page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '批量设置的列' }) }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(column, { exact: true }).click();
  await page.getByRole('textbox', { name: '批量设置的值' }).fill(value);
  await button(page, '应用到全部').click();
}

test('publish a goods with two spec groups, find it, take it off shelf, recycle and restore it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.clearCookies();
  const code = String(Date.now() % 1e7);
  const sn = `E2E${code}`;
  const name = `端到端测试商品 ${code}`;

  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgood-publish');
  await expectConsole(page);
  await chooseFirstCategory(page);
  await button(page, '下一步，填写商品信息').click();

  await page.locator('#goods_name').fill(name);
  await page.locator('#sn').fill(sn);
  await page.locator('#price').fill('99.9');
  await page.locator('#cost').fill('50');
  await page.locator('#weight').fill('1.25');
  await page.getByTestId('gallery').locator('input[type=file]').setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await page.getByLabel('型号').fill('X1');
  await page.getByRole('combobox', { name: '产地' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('中国大陆').click();
  await shot(page, 'publish-form');
  await page.locator('main, .ant-layout-content').getByRole('button', { name: /^发\s*布\s*商\s*品$/ }).last().click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await button(page, '设置规格库存').click();
  await expect(page).toHaveURL(/\/goods\/good-sku\/\d+$/);

  for (const [group, value] of [[`材质${code.slice(-4)}`, '棉'], [`尺码${code.slice(-4)}`, '大号']]) {
    await page.getByLabel('规格名称').fill(group!);
    await page.getByLabel('第一个规格值').fill(value!);
    await button(page, '新建规格').click();
    await expect(page.getByTestId('spec-group').filter({ hasText: group! })).toBeVisible();
  }
  await expect(page.getByTestId('spec-group')).toHaveCount(2);
  await batchFill(page, '货号', sn);
  await batchFill(page, '价格', '99.9');
  await batchFill(page, '成本价', '50');
  await batchFill(page, '重量', '1.25');
  await batchFill(page, '库存', '10');
  await shot(page, 'sku-matrix');
  await button(page, '保存规格').click();
  await expect(page.getByText('规格已保存')).toBeVisible();

  await page.goto(`/goods/goods-list?keyword=${sn}`);
  const list = page.getByTestId('list-goodsList');
  const row = list.locator('.ant-table-row').filter({ hasText: sn });
  await expect(row).toBeVisible();
  await expect(row).toContainText('出售中');
  await button(row as unknown as Page, '下架').click();
  await page.locator('.ant-modal:visible').getByLabel('下架原因').fill('换季下架');
  await closeDialog(page, /确\s*定|OK/);
  await expect(row).toContainText('已下架');
  await expect(row).toContainText('换季下架');

  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '放入回收站' }).click();
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(row).toHaveCount(0);

  await page.goto(`/goods/recycle-station?keyword=${sn}`);
  const recycled = page.getByTestId('list-recycleStation').locator('.ant-table-row').filter({ hasText: sn });
  await expect(recycled).toBeVisible();
  await recycled.getByRole('button', { name: /^还\s*原$/ }).click();
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(recycled).toHaveCount(0);

  await page.goto(`/goods/goods-list?keyword=${sn}&tab=offShelf`);
  await expect(page.getByTestId('list-goodsList').locator('.ant-table-row').filter({ hasText: sn })).toBeVisible();
});

test('a list filter survives switching tabs and back, without refetching', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  await expectConsole(page);
  const list = page.getByTestId('list-goodsList');
  await list.locator('input[name="keyword"]').fill('G0000');
  // The search has run (its read answered), as the user sees it before typing on.
  const searched = page.waitForResponse((r) => r.url().includes('/seller/goods?') && r.url().includes('keyword=G0000'));
  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/keyword=G0000/);
  await searched;
  await list.locator('input[name="keyword"]').fill('half-typed');
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/seller/goods?') && calls.push(r.url()));
  await page.locator('.ant-layout-sider').getByText('库存预警').click();
  await expect(page).toHaveURL(/understock/);
  await page.locator('[data-testid="tabs-bar"] .ant-tabs-tab').filter({ hasText: '商品列表' }).click();
  await expect(page).toHaveURL(/goods-list\?keyword=G0000/);
  await expect(list.locator('input[name="keyword"]')).toHaveValue('half-typed');
  expect(calls).toHaveLength(0);
});
