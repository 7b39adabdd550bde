import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { TASK_POLL_MS } from '@/resources/backstage-task/tasks';
import { skipAhead, skippableTimers } from '../helpers/clock';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 15000 };
const taskQuery = () => lastRequestTo('/seller/task').url.searchParams;
/** The rows of the task tables (other kept-alive lists stay in the document). */
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="list-deriveRecord"] .ant-table-row, [data-testid="list-importRecord"] .ant-table-row')];
const rowWith = (text: string) =>
  waitFor(() => {
    const row = rows().find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, LOADED);

describe('export records (api reference §8.10)', () => {
  it('lists the exports with the filters each used in words, a download for a finished one and the reason of a failed one', async () => {
    const { user } = await renderRoute('/backstage-task/derive-record');
    const goods = await rowWith('状态: 出售中');
    expect(taskQuery().get('operate_type')).toBe('EXPORT');
    expect(goods).toHaveTextContent('商品导出');
    expect(goods).toHaveTextContent('已完成');
    const link = within(goods).getByTestId('task-download');
    expect(link.getAttribute('href')).toMatch(/^http:\/\/localhost(:\d+)?\/seller\/task\/files\/seed[0-9a-f]+$/);
    // An order export's time filters are unix seconds: shown as times, not numbers.
    const orders = await rowWith('订单导出');
    expect(within(orders).getByTestId('task-param').textContent).toMatch(/开始时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    const failed = await rowWith('售后服务单导出');
    expect(failed).toHaveTextContent('失败');
    await user.click(within(failed).getByTestId('task-errors'));
    expect(await screen.findByText('1. 导出失败：数据量过大，请缩小筛选范围')).toBeInTheDocument();
    // No import is an export record.
    expect(rows().some((r) => r.textContent?.includes('SPU 导入'))).toBe(false);
  });

  it('sends type, status, requester and time filters as params', async () => {
    const { user } = await renderRoute('/backstage-task/derive-record?module_type=ShopGoodsExport&status=error');
    await rowWith('导出失败');
    expect([taskQuery().get('module_type'), taskQuery().get('status')]).toEqual(['ShopGoodsExport', 'error']);
    expect(rows()).toHaveLength(1);
    await user.type(document.querySelector('input[name="username"]') ?? screen.getByPlaceholderText('操作人'), 'staff');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(taskQuery().get('username')).toBe('staff'));
    expect(taskQuery().get('operate_type')).toBe('EXPORT');

    await renderRoute('/backstage-task/derive-record?start_time=1700000000&end_time=1900000000');
    await waitFor(() => expect([taskQuery().get('start_time'), taskQuery().get('end_time')]).toEqual(['1700000000', '1900000000']));
  });

  it('follows an export from the goods list to its file: the running task updates by itself and stops polling once done', async () => {
    // The demo's export runs until the test lets it end; the list's polls are skipped to, not waited for.
    skippableTimers();
    const finishExportsAt = (ms: number) => {
      for (const task of db().tasks.all()) if (task.status === 'processing') db().tasks.put({ ...task, finish_at_ms: ms });
    };
    const { user } = await renderRoute('/goods/goods-list?tab=offShelf');
    await user.click(await screen.findByTestId('export-button', undefined, LOADED));
    // Created: held before its 1.5 s are up.
    await waitFor(() => expect(screen.getByTestId('export-task')).toHaveAttribute('data-phase', 'created'), LOADED);
    finishExportsAt(Number.MAX_SAFE_INTEGER);
    await user.click(await screen.findByRole('link', { name: /查看导出记录/ }, LOADED));
    const running = await rowWith('进行中');
    expect(running).toHaveTextContent('状态: 已下架');
    finishExportsAt(0);
    await skipAhead(TASK_POLL_MS);
    const done = await waitFor(() => {
      const row = rows()[0]!;
      expect(within(row).getByTestId('task-status').dataset.status).toBe('success');
      return row;
    }, LOADED);
    expect(within(done).getByTestId('task-download').getAttribute('href')).toMatch(/\/seller\/task\/files\/[0-9a-f]{32}$/);
    // Nothing runs any more: the list stops asking.
    const asked = requestsTo('/seller/task').length;
    await skipAhead(TASK_POLL_MS * 3);
    expect(requestsTo('/seller/task')).toHaveLength(asked);
  });

  it('refuses the export records to a role without them', async () => {
    await renderRoute('/backstage-task/derive-record', { permissions: ['goodsList'] });
    await screen.findByText(/权限|403|无权/, undefined, LOADED);
    expect(requestsTo('/seller/task')).toHaveLength(0);
  });
});

describe('import records (api reference §8.10)', () => {
  it('lists the imports with their file and the error lines of a failed one', async () => {
    const { user } = await renderRoute('/backstage-task/import-record');
    const sku = await rowWith('SKU 导入');
    expect(taskQuery().get('operate_type')).toBe('IMPORT');
    expect(sku).toHaveTextContent('文件名: SkuImport-9006.xlsx');
    expect(within(sku).queryByTestId('task-download')).toBeNull();
    // Rows, not lines: the two lines name two rows. A finished import had none fail (the API counts none).
    expect(within(sku).getByTestId('task-errors')).toHaveTextContent('2 行未导入，查看原因');
    expect(await rowWith('SPU 导入')).toHaveTextContent('已完成，无失败行');
    await user.click(within(sku).getByTestId('task-errors'));
    const lines = await screen.findAllByTestId('task-error-line');
    expect(lines.map((l) => l.textContent)).toEqual(['1. 第 3 行：SKU 编号重复', '2. 第 7 行：价格格式错误']);
  });

  it('shows the type names in English', async () => {
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('en-US');
    await renderRoute('/backstage-task/import-record');
    const row = await rowWith('Goods gallery import');
    expect(row).toHaveTextContent('Done');
  });
});
