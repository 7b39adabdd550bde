import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook's calls go through the data provider (useCall): here to a GET and a POST spy with the old shapes. */
const mocked = vi.hoisted(() => {
  const get = vi.fn();
  const post = vi.fn();
  const invalidate = vi.fn();
  const call = (spec: { url: string; method: string; params?: unknown; data?: unknown; silent?: boolean }) =>
    spec.method === 'post' ? post(spec.url, spec.data) : get(spec.url, spec.params, ...(spec.silent ? [{ silent: true }] : []));
  return { get, post, invalidate, call };
});
vi.mock('@/engine/data/use-call', () => ({ useCall: () => mocked.call }));
vi.mock('@refinedev/core', () => ({ useInvalidate: () => mocked.invalidate }));

import { FORCE_STOP_URL, MAX_POLL_FAILURES, POLL_INTERVAL_MS, progressPercent, STATUS_URL, useImportTask } from '@/pages/goods/import/use-import-task';

const UPLOAD = 'seller/goods/imports/spu';
const xlsx = () => new File(['x'], 'goods.xlsx');
type Status = { task_status: string; message?: string; error_list?: string[] };

/** Answers the status calls in order (the last answer repeats); the force-stop call answers undefined. */
function answers(...list: Status[]) {
  let i = 0;
  mocked.get.mockImplementation(async (url: string) => {
    if (url === FORCE_STOP_URL) return undefined;
    const answer = list[Math.min(i, list.length - 1)];
    i += 1;
    return answer;
  });
}
const statusCalls = () => mocked.get.mock.calls.filter(([url]) => url === STATUS_URL).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function started(uploadAnswer: unknown = { task_id: '42' }) {
  mocked.post.mockResolvedValue(uploadAnswer);
  const hook = renderHook(() => useImportTask(UPLOAD));
  await act(() => hook.result.current.start(xlsx()));
  return hook;
}

beforeEach(() => {
  vi.useFakeTimers();
  mocked.get.mockReset();
  mocked.post.mockReset();
  mocked.invalidate.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useImportTask', () => {
  it('uploads the file as multipart field `file` and enters processing', async () => {
    answers({ task_status: 'processing' });
    const { result } = await started();
    const [url, body] = mocked.post.mock.calls[0];
    expect(url).toBe(UPLOAD);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('goods.xlsx');
    expect(result.current.state).toMatchObject({ phase: 'processing', taskId: '42', fileName: 'goods.xlsx', polls: 0 });
  });

  it('polls the status exactly every 2000 ms while processing, then stops on success and makes goods, drafts and the import records stale', async () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    answers({ task_status: 'processing', message: '导入中' }, { task_status: 'processing', message: '导入中' }, { task_status: 'success', message: '导入成功', error_list: [] });
    const { result } = await started();
    await advance(1999);
    expect(statusCalls()).toBe(0);
    await advance(1);
    expect(statusCalls()).toBe(1);
    expect(mocked.get).toHaveBeenLastCalledWith(STATUS_URL, { task_id: '42' }, { silent: true });
    expect(result.current.state).toMatchObject({ phase: 'processing', message: '导入中', polls: 1 });
    expect(mocked.invalidate).not.toHaveBeenCalled();
    await advance(1999);
    expect(statusCalls()).toBe(1);
    await advance(1);
    expect(statusCalls()).toBe(2);
    expect(progressPercent(result.current.state)).toBeGreaterThan(progressPercent({ phase: 'processing', polls: 1 }));
    await advance(2000);
    expect(statusCalls()).toBe(3);
    expect(result.current.state).toMatchObject({ phase: 'success', message: '导入成功', errors: [] });
    expect(progressPercent(result.current.state)).toBe(100);
    // What it imported shows in every open goods list and drafts list.
    expect(mocked.invalidate.mock.calls.map(([arg]) => arg.resource)).toEqual(['goods', 'goodsDrafts', 'tasks']);
    await advance(20_000);
    expect(statusCalls()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends in error with the error lines', async () => {
    const lines = ['第 2 行：商品编号为空', '第 5 行：分类编码不存在'];
    answers({ task_status: 'processing' }, { task_status: 'error', message: '导入失败，请查看错误信息', error_list: lines });
    const { result } = await started();
    await advance(4000);
    expect(result.current.state).toMatchObject({ phase: 'error', message: '导入失败，请查看错误信息', errors: lines });
    expect(progressPercent(result.current.state)).toBe(100);
    await advance(10_000);
    expect(statusCalls()).toBe(2);
  });

  it('force stop calls the stop endpoint, then reads the end state at once', async () => {
    answers({ task_status: 'processing' }, { task_status: 'error', message: '导入已终止', error_list: ['导入已被手动终止'] });
    const { result } = await started();
    await advance(2000);
    expect(statusCalls()).toBe(1);
    await act(() => result.current.forceStop());
    expect(mocked.get).toHaveBeenCalledWith(FORCE_STOP_URL, { task_id: '42' });
    expect(statusCalls()).toBe(2);
    expect(result.current.state).toMatchObject({ phase: 'error', message: '导入已终止', errors: ['导入已被手动终止'], stopping: false });
    await advance(10_000);
    expect(statusCalls()).toBe(2);
  });

  it('force stop does nothing unless a task is processing', async () => {
    answers({ task_status: 'success' });
    const { result } = renderHook(() => useImportTask(UPLOAD));
    await act(() => result.current.forceStop());
    expect(mocked.get).not.toHaveBeenCalled();
  });

  it('a failed force stop keeps following the task', async () => {
    mocked.get.mockImplementation(async (url: string) => {
      if (url === FORCE_STOP_URL) throw new Error('stop failed');
      return { task_status: 'processing' };
    });
    const { result } = await started();
    await act(() => result.current.forceStop());
    expect(result.current.state).toMatchObject({ phase: 'processing', stopping: false });
    await advance(2000);
    expect(statusCalls()).toBe(1);
  });

  it('unmounting stops polling', async () => {
    answers({ task_status: 'processing' });
    const { unmount } = await started();
    await advance(2000);
    expect(statusCalls()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await advance(20_000);
    expect(statusCalls()).toBe(1);
  });

  it('a status answer that arrives after unmount changes nothing and schedules nothing', async () => {
    let answer: (value: Status) => void = () => {};
    mocked.get.mockImplementation(() => new Promise<Status>((resolve) => (answer = resolve)));
    const { unmount } = await started();
    await advance(2000);
    unmount();
    await act(async () => answer({ task_status: 'processing' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new start abandons the previous task', async () => {
    answers({ task_status: 'processing' });
    mocked.post.mockResolvedValueOnce({ task_id: 'a' }).mockResolvedValueOnce({ task_id: 'b' });
    const { result } = renderHook(() => useImportTask(UPLOAD));
    await act(() => result.current.start(xlsx()));
    await advance(1000);
    await act(() => result.current.start(xlsx()));
    await advance(2000);
    expect(mocked.get.mock.calls.map(([, params]) => params)).toEqual([{ task_id: 'b' }]);
    expect(result.current.state.taskId).toBe('b');
  });

  it('a failed upload ends in error without polling', async () => {
    mocked.post.mockRejectedValue(new Error('文件损坏'));
    const { result } = renderHook(() => useImportTask(UPLOAD));
    await act(() => result.current.start(xlsx()));
    expect(result.current.state).toMatchObject({ phase: 'error', message: '文件损坏' });
    expect(result.current.state.taskId).toBeUndefined();
    await advance(10_000);
    expect(mocked.get).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_POLL_FAILURES} failed status calls in a row`, async () => {
    mocked.get.mockRejectedValue(new Error('network error'));
    const { result } = await started();
    await advance(2000 * (MAX_POLL_FAILURES - 1));
    expect(result.current.state.phase).toBe('processing');
    await advance(2000);
    expect(result.current.state).toMatchObject({ phase: 'error', message: 'network error' });
    await advance(10_000);
    expect(statusCalls()).toBe(MAX_POLL_FAILURES);
  });

  it('reset returns to idle and stops polling', async () => {
    answers({ task_status: 'processing' });
    const { result } = await started();
    act(() => result.current.reset());
    expect(result.current.state.phase).toBe('idle');
    await advance(10_000);
    expect(statusCalls()).toBe(0);
  });
});
