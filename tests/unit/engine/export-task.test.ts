// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_POLL_MS, FIND_TRIES, findTask, followExport, taskOf, tasksOf, TASKS_URL, type ExportProgress } from '@/engine/tasks/export-task';
import type { ApiCallSpec } from '@/providers/use-api-call';

const EXPORT = { url: 'seller/trade/orders/export/sync', method: 'get', params: { order_status: 'WAIT_SHIP' } } as const satisfies ApiCallSpec;
const row = (task_id: string, status: string, task_result = '') => ({ task_id, task_name: '订单导出', module_type: 'ShopOrderExport', status, created_time: 1, username: 'u', param: '[]', task_result });

/**
 * A server as the api reference describes it: the export call answers nothing; `seller/task` pages the
 * shop's tasks newest first. `pages` are its answers to the list, one per read (the last repeats).
 */
function server(pages: unknown[][], exportAnswer: unknown = undefined) {
  const calls: ApiCallSpec[] = [];
  let read = 0;
  const call = vi.fn(async (spec: ApiCallSpec) => {
    calls.push(spec);
    if (spec.url === TASKS_URL) return { data: pages[Math.min(read++, pages.length - 1)], page_no: 1, page_size: 10, data_total: 3 };
    return exportAnswer;
  }) as unknown as <T>(spec: ApiCallSpec) => Promise<T>;
  return { call, calls };
}
const turn = () => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('following a server export', () => {
  it('finds the new task of its type (not one listed before), follows it every 2 s until its file is ready', async () => {
    const before = [row('900719925474099312', 'success', 'https://files/old.xlsx')];
    const { call, calls } = server([
      before,
      [row('900719925474099313', 'processing'), ...before],
      [row('900719925474099313', 'processing'), ...before],
      [row('900719925474099313', 'success', 'https://files/new.xlsx'), ...before],
    ]);
    const seen: ExportProgress[] = [];
    const done = followExport({ call, spec: EXPORT, moduleType: 'ShopOrderExport', onProgress: (p) => seen.push(p) });
    await vi.advanceTimersByTimeAsync(0);
    // The list read first, then the export call with the list's filters, and nothing more yet.
    expect(calls.map((c) => c.url)).toEqual([TASKS_URL, EXPORT.url]);
    expect(calls[0]!.params).toEqual({ operate_type: 'EXPORT', module_type: 'ShopOrderExport', page_no: 1, page_size: 10 });
    expect(calls[0]!.silent).toBe(true);
    expect(calls[1]!.params).toEqual({ order_status: 'WAIT_SHIP' });
    expect(seen.at(-1)).toEqual({ phase: 'created', polls: 0 });
    await turn();
    expect(seen.at(-1)).toMatchObject({ phase: 'processing', polls: 1, task: { taskId: '900719925474099313' } });
    await turn();
    await turn();
    const end = await done;
    expect(end).toEqual({ phase: 'success', polls: 3, task: { taskId: '900719925474099313', status: 'success', result: 'https://files/new.xlsx' } });
    await turn();
    expect(calls.filter((c) => c.url === TASKS_URL)).toHaveLength(4);
  });

  it('a task id in the answer is followed by id; a failed task ends in error with its lines', async () => {
    const { call } = server([[row('7', 'processing'), row('8', 'processing')], [row('8', 'error', '["筛选条件无效"]'), row('7', 'processing')]], { task_id: 8 });
    const done = followExport({ call, spec: EXPORT, moduleType: 'ShopOrderExport', onProgress: () => {} });
    await turn();
    await turn();
    expect(await done).toMatchObject({ phase: 'error', task: { taskId: '8', result: '["筛选条件无效"]' } });
  });

  it('says where to look when its task never shows, and stops when closed', async () => {
    const { call, calls } = server([[row('1', 'success')]]);
    const done = followExport({ call, spec: EXPORT, moduleType: 'ShopOrderExport', onProgress: () => {} });
    for (let i = 0; i < FIND_TRIES; i++) await turn();
    expect(await done).toEqual({ phase: 'unfollowed', polls: FIND_TRIES });

    const stop = new AbortController();
    const second = server([[], [row('2', 'processing')]]);
    const closed = followExport({ call: second.call, spec: EXPORT, moduleType: 'ShopOrderExport', onProgress: () => {}, signal: stop.signal });
    await turn();
    stop.abort();
    expect(await closed).toMatchObject({ phase: 'processing' });
    await turn();
    await turn();
    expect(second.calls.filter((c) => c.url === TASKS_URL)).toHaveLength(2);
    expect(calls.length).toBe(2 + FIND_TRIES);
  });

  it('a failed export call rejects (the client has said why) and nothing is followed', async () => {
    const calls: string[] = [];
    const call = (async (spec: ApiCallSpec) => {
      calls.push(spec.url);
      if (spec.url !== TASKS_URL) throw new Error('无权限');
      return { data: [] };
    }) as <T>(spec: ApiCallSpec) => Promise<T>;
    await expect(followExport({ call, spec: EXPORT, moduleType: 'ShopOrderExport', onProgress: () => {} })).rejects.toThrow('无权限');
    await turn();
    expect(calls).toEqual([TASKS_URL, EXPORT.url]);
  });

  it('reads task rows defensively and keeps long ids as strings', () => {
    expect(taskOf({ task_id: '12345678901234567890', status: 'processing' })).toEqual({ taskId: '12345678901234567890', status: 'processing', result: '' });
    expect(taskOf({ task_id: 5, status: 'done' })).toBeUndefined();
    expect(taskOf({ status: 'success' })).toBeUndefined();
    expect(taskOf(null)).toBeUndefined();
    expect(tasksOf({ data: [{ task_id: 1, status: 'success', task_result: 3 }, 'x'] })).toEqual([{ taskId: '1', status: 'success', result: '' }]);
    expect(tasksOf('<html>')).toEqual([]);
    const rows = tasksOf([row('3', 'processing'), row('2', 'success')]);
    expect(findTask(rows, new Set(['3']), undefined)?.taskId).toBe('2');
    expect(findTask(rows, undefined, undefined)?.taskId).toBe('3');
    expect(findTask(rows, new Set(), '9')).toBeUndefined();
  });
});
