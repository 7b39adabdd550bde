/**
 * The import task as a headless state machine (api reference §3.5):
 * idle → uploading → processing (status polled every 2 s) → success | error.
 * A new start, or unmounting, cancels whatever the previous run was waiting for. The calls go
 * through the data provider; a task that ends makes the goods stale (what it imported shows in every
 * open goods list), whatever came of it.
 */
import { useInvalidate } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCall } from '@/engine/data/use-call';
import { creepingPercent } from '@/engine/tasks/task-result';
import type { FileContent } from './file-content';

export const POLL_INTERVAL_MS = 2000;
export const STATUS_URL = 'seller/goods/imports/status';
export const FORCE_STOP_URL = 'seller/goods/imports/task/force-stop';
/** Consecutive failed status calls before the task is shown as failed. */
export const MAX_POLL_FAILURES = 3;

export type ImportPhase = 'idle' | 'uploading' | 'processing' | 'success' | 'error';
export type TaskId = string | number;

export interface ImportTaskState {
  phase: ImportPhase;
  taskId?: TaskId;
  fileName?: string;
  /** The server's message (or the failed call's message). */
  message: string;
  /** The server's error lines. */
  errors: string[];
  /** Status answers received while processing (drives the progress bar). */
  polls: number;
  /** A force stop is on its way. */
  stopping: boolean;
  /** The user stopped the task (its error lines then say so, not which rows failed). */
  stopped: boolean;
  /** What was read of the file before it was sent. */
  content?: FileContent;
}

interface StatusAnswer {
  task_status?: 'processing' | 'success' | 'error';
  message?: string;
  error_list?: unknown;
}

export const IDLE_TASK: ImportTaskState = { phase: 'idle', message: '', errors: [], polls: 0, stopping: false, stopped: false };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const linesOf = (list: unknown): string[] => (Array.isArray(list) ? list.map(String) : []);

/** Progress bar value: creeping while processing (the API reports no percentage), full once ended. */
export function progressPercent(state: Pick<ImportTaskState, 'phase' | 'polls'>): number {
  if (state.phase === 'idle' || state.phase === 'uploading') return 0;
  return creepingPercent(state.phase !== 'processing', state.polls);
}

/** What an import adds to: the goods, the drafts and the import records. */
const IMPORTED = ['goods', 'goodsDrafts', 'tasks'];

export function useImportTask(uploadUrl: string) {
  const call = useCall();
  const invalidate = useInvalidate();
  const [state, setState] = useState<ImportTaskState>(IDLE_TASK);
  /** The current run; callbacks of an older run see a different number and do nothing. */
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Polls the current task at once (after a force stop). */
  const pollNow = useRef<(() => void) | undefined>(undefined);

  const cancel = useCallback(() => {
    run.current += 1;
    clearTimeout(timer.current);
    timer.current = undefined;
    pollNow.current = undefined;
  }, []);

  // Unmounting stops polling.
  useEffect(() => cancel, [cancel]);

  const follow = useCallback((id: number, taskId: TaskId) => {
    let failures = 0;
    const live = () => run.current === id;
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    const tick = async () => {
      if (!live()) return;
      timer.current = undefined;
      let answer: StatusAnswer;
      try {
        answer = (await call<StatusAnswer | undefined>({ url: STATUS_URL, method: 'get', params: { task_id: taskId }, silent: true })) ?? {};
        failures = 0;
      } catch (error) {
        if (!live()) return;
        failures += 1;
        if (failures < MAX_POLL_FAILURES) return schedule();
        pollNow.current = undefined;
        setState((s) => ({ ...s, phase: 'error', message: messageOf(error), stopping: false }));
        return;
      }
      if (!live()) return;
      const message = answer.message ?? '';
      const errors = linesOf(answer.error_list);
      if (answer.task_status === 'success' || answer.task_status === 'error') {
        pollNow.current = undefined;
        // Even a failed task may have imported some rows.
        IMPORTED.forEach((resource) => void invalidate({ resource, invalidates: ['resourceAll'] }));
        setState((s) => ({ ...s, phase: answer.task_status === 'success' ? 'success' : 'error', message, errors, stopping: false }));
        return;
      }
      setState((s) => ({ ...s, message, errors, polls: s.polls + 1 }));
      schedule();
    };
    pollNow.current = () => {
      clearTimeout(timer.current);
      void tick();
    };
    schedule();
  }, [call, invalidate]);

  /** Uploads the file (multipart field `file`) and follows the task it starts; `content` is what was read of it. */
  const start = useCallback(
    async (file: File, content?: FileContent) => {
      cancel();
      const id = run.current;
      setState({ ...IDLE_TASK, phase: 'uploading', fileName: file.name, content });
      const form = new FormData();
      form.append('file', file);
      let taskId: TaskId | undefined;
      try {
        // Starting a task changes nothing yet: what it imports is stale once it ends.
        taskId = (await call<{ task_id?: TaskId } | undefined>({ url: uploadUrl, method: 'post', data: form }))?.task_id;
      } catch (error) {
        // The client has shown the server's message.
        if (run.current === id) setState((s) => ({ ...s, phase: 'error', message: messageOf(error) }));
        return;
      }
      if (run.current !== id) return;
      if (taskId === undefined || taskId === null || taskId === '') {
        setState((s) => ({ ...s, phase: 'error', message: '' }));
        return;
      }
      setState((s) => ({ ...s, phase: 'processing', taskId }));
      follow(id, taskId);
    },
    [call, cancel, follow, uploadUrl],
  );

  /** Asks the server to stop the running task, then reads its end state at once. */
  const forceStop = useCallback(async () => {
    const taskId = state.taskId;
    if (state.phase !== 'processing' || taskId === undefined) return;
    const id = run.current;
    setState((s) => ({ ...s, stopping: true }));
    try {
      await call({ url: FORCE_STOP_URL, method: 'get', params: { task_id: taskId } });
    } catch {
      // The client has shown the server's message; keep following the task.
      if (run.current === id) setState((s) => ({ ...s, stopping: false }));
      return;
    }
    if (run.current !== id) return;
    setState((s) => ({ ...s, stopped: true }));
    pollNow.current?.();
  }, [call, state.phase, state.taskId]);

  /** Back to idle (forgets the task; it goes on on the server and stays in the import records). */
  const reset = useCallback(() => {
    cancel();
    setState(IDLE_TASK);
  }, [cancel]);

  return { state, start, forceStop, reset };
}
