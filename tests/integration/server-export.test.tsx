/** Server exports through the screens: the task each creates is followed to its file, against the demo and a bare reference server. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPORT_POLL_MS } from '@/engine/tasks/export-task';
import { EXPORT_MS } from '@/mocks/areas/tasks/exports';
import { skipAhead, skippableTimers } from '../helpers/clock';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const notice = () => screen.findByTestId('export-task');
const phaseOf = async (phase: string) => waitFor(() => expect(screen.getByTestId('export-task')).toHaveAttribute('data-phase', phase), { timeout: 5000 });

describe('server exports', () => {
  it('the goods export shows its task created, then its file, and reads no more', async () => {
    // The polls are skipped to, not waited for; the demo's task is done by the first (EXPORT_MS < EXPORT_POLL_MS).
    skippableTimers();
    const { user } = await renderRoute('/goods/goods-list?tab=onSale');
    await screen.findByText('G000001');
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/goods/export/sync')).toHaveLength(1));
    // The task list of its type read before the call and after it, every 2 s.
    const reads = () => requestsTo('/seller/task').filter((r) => r.url.searchParams.get('module_type') === 'ShopGoodsExport');
    expect(reads()).toHaveLength(1);
    expect(reads()[0]!.url.searchParams.get('operate_type')).toBe('EXPORT');
    const shown = within(await notice());
    expect(shown.getByText('导出任务已创建，等待处理…')).toBeInTheDocument();
    expect(EXPORT_MS).toBeLessThan(EXPORT_POLL_MS);

    await skipAhead(EXPORT_POLL_MS);
    await phaseOf('success');
    const done = within(screen.getByTestId('export-task'));
    expect(done.getByText('导出完成，文件已生成')).toBeInTheDocument();
    expect(done.getByRole('link', { name: /下载文件/ }).getAttribute('href')).toMatch(/\/seller\/task\/files\/[0-9a-f]{32}$/);
    expect(done.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuenow', '100');
    const polls = reads().length;
    await skipAhead(EXPORT_POLL_MS * 3);
    // Ended: not read again.
    expect(reads()).toHaveLength(polls);
  });

  it('against a server that answers the export with nothing and lists its tasks as the reference says', async () => {
    const id = '9007199254740993123';
    let reads = 0;
    server.use(
      http.get('*/seller/trade/orders/export/sync', () => new HttpResponse(null, { status: 200 })),
      http.get('*/seller/task', () => {
        reads += 1;
        const mine = reads === 1 ? [] : [{ task_id: id, task_name: '订单导出', module_type: 'ShopOrderExport', status: reads < 3 ? 'processing' : 'error', created_time: 1, username: 'owner', param: '[]', task_result: reads < 3 ? '' : '["导出数据超过 50000 条，请缩小筛选范围"]' }];
        // The page's task ids are past 2^53: written as bare JSON numbers, as such a server would.
        const body = JSON.stringify({ data: [...mine, { task_id: 'ID_OLD', task_name: '订单导出', module_type: 'ShopOrderExport', status: 'success', created_time: 0, username: 'owner', param: '[]', task_result: 'https://files.example/old.xlsx' }], page_no: 1, page_size: 10, data_total: mine.length + 1 });
        return new HttpResponse(body.replace(`"${id}"`, id).replace('"ID_OLD"', '9007199254740993001'), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    skippableTimers();
    const { user } = await renderRoute('/order/order-list?order_status=WAIT_PAY');
    await screen.findByTestId('export-button');
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/trade/orders/export/sync')).toHaveLength(1));
    expect(requestsTo('/seller/trade/orders/export/sync')[0]!.url.searchParams.get('order_status')).toBe('WAIT_PAY');
    await phaseOf('created');
    await skipAhead(EXPORT_POLL_MS);
    await phaseOf('processing');
    const running = within(screen.getByTestId('export-task'));
    expect(running.getByText('导出中…')).toBeInTheDocument();
    const bar = running.getByRole('progressbar', { name: '导出进度' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(running.getByRole('link', { name: /查看导出记录/ })).toHaveAttribute('href', '/backstage-task/derive-record');
    await skipAhead(EXPORT_POLL_MS);
    await phaseOf('error');
    const failed = within(screen.getByTestId('export-task'));
    expect(failed.getByText('导出失败')).toBeInTheDocument();
    expect(failed.getByText('导出数据超过 50000 条，请缩小筛选范围')).toBeInTheDocument();
    expect(failed.queryByRole('link', { name: /下载文件/ })).not.toBeInTheDocument();
    expect(failed.getByRole('link', { name: /查看导出记录/ })).toBeInTheDocument();
  });

  it('the settlement bill export follows its task from the record page, and a closed notice reads no more', async () => {
    skippableTimers();
    const { user } = await renderRoute('/order/settlement-manage');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    await user.click(document.querySelector('[data-action="view"]')!);
    await screen.findByTestId('record-title');
    await user.click(await screen.findByRole('button', { name: /^导\s?出$/ }));
    await waitFor(() => expect(requestsTo(/\/seller\/order\/bills\/\d+\/export$/)).toHaveLength(1));
    expect(await notice()).toBeInTheDocument();
    // It stays on the record page (the notice links the records).
    expect(screen.getByTestId('record-title')).toBeInTheDocument();
    const reads = () => requestsTo('/seller/task').filter((r) => r.url.searchParams.get('module_type') === 'ShopBillExport').length;
    // Closed while it waits for its first poll: it is not followed any more.
    await phaseOf('created');
    await user.click(within(screen.getByTestId('export-task')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByTestId('export-task').closest('.ant-message-notice-wrapper')?.className).toMatch(/leave/));
    const after = reads();
    await skipAhead(EXPORT_POLL_MS * 3);
    expect(reads()).toBe(after);
  });

  it('an export still followed when the console goes (a sign-out, a page left) reads its task no more', async () => {
    skippableTimers();
    const { user, unmount } = await renderRoute('/order/order-list');
    await user.click(await screen.findByTestId('export-button'));
    await phaseOf('created');
    const reads = () => requestsTo('/seller/task').length;
    const before = reads();
    unmount();
    await skipAhead(EXPORT_POLL_MS * 3);
    expect(reads()).toBe(before);
  });
});
