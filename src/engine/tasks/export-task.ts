/**
 * Following a server export (api reference §8.10): the export call creates a background task (most
 * servers answer nothing about it), found in `seller/task` as the newest task of its module type that
 * was not there before the call; it is read again every 2 s until it ends.
 */
import type { ApiCallSpec } from '@/providers/use-api-call';

export const TASKS_URL = 'seller/task';
export const EXPORT_POLL_MS = 2000;
/** Reads of the task list that may pass before the new task shows in it. */
export const FIND_TRIES = 5;
/** Reads before the console stops following (the task goes on, in the export records). */
export const MAX_POLLS = 300;

export type TaskStatus = 'processing' | 'success' | 'error';

export interface ExportTask {
  taskId: string;
  status: TaskStatus;
  /** `task_result`: the file URL of a finished export, the error lines of a failed one. */
  result: string;
}

export type ExportPhase =
  /** The export call is on its way. */
  | 'starting'
  /** Created; its task is not (yet) in the list. */
  | 'created'
  | 'processing'
  | 'success'
  | 'error'
  /** Followed long enough, or its task never showed: the export records tell the rest. */
  | 'unfollowed';

export interface ExportProgress {
  phase: ExportPhase;
  task?: ExportTask;
  /** Reads of the task list while it ran (the progress bar creeps with them). */
  polls: number;
}

const STATUSES: readonly string[] = ['processing', 'success', 'error'];
const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '');

/** A task row as the console uses it; undefined for a row it cannot read. */
export function taskOf(row: unknown): ExportTask | undefined {
  if (!row || typeof row !== 'object') return undefined;
  const r = row as Record<string, unknown>;
  const taskId = idText(r.task_id);
  if (!taskId || typeof r.status !== 'string' || !STATUSES.includes(r.status)) return undefined;
  return { taskId, status: r.status as TaskStatus, result: typeof r.task_result === 'string' ? r.task_result : '' };
}

/** The rows of a task-list answer (a page `{data: [...]}` or a bare array). */
export function tasksOf(answer: unknown): ExportTask[] {
  const rows = Array.isArray(answer) ? answer : answer && typeof answer === 'object' && Array.isArray((answer as { data?: unknown }).data) ? (answer as { data: unknown[] }).data : [];
  return rows.map(taskOf).filter((task): task is ExportTask => task !== undefined);
}

/** The task id in an export call's answer, when the server gives one. */
export const answeredTaskId = (answer: unknown) => (answer && typeof answer === 'object' ? idText((answer as { task_id?: unknown }).task_id) : '') || undefined;

/**
 * The export's task among the listed ones (newest first): the one the answer named, else the newest
 * one that was not listed before the call (when that list could be read), else the newest.
 */
export function findTask(rows: readonly ExportTask[], known: ReadonlySet<string> | undefined, taskId: string | undefined): ExportTask | undefined {
  if (taskId) return rows.find((row) => row.taskId === taskId);
  return known ? rows.find((row) => !known.has(row.taskId)) : rows[0];
}

type Call = <T = unknown>(spec: ApiCallSpec) => Promise<T>;

export interface FollowOptions {
  call: Call;
  /** The export call. */
  spec: ApiCallSpec;
  /** The task's `module_type`. */
  moduleType: string;
  onProgress: (progress: ExportProgress) => void;
  /** Stops following (the user closed the notice). */
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Sends the export call and follows the task it creates until it ends. Rejects only when the export
 * call fails (the api client has said why); a failing read of the list is retried at the next turn.
 */
export async function followExport({ call, spec, moduleType, onProgress, signal }: FollowOptions): Promise<ExportProgress> {
  const list = () => call({ url: TASKS_URL, method: 'get', params: { operate_type: 'EXPORT', module_type: moduleType, page_no: 1, page_size: 10 }, silent: true }).then(tasksOf);
  onProgress({ phase: 'starting', polls: 0 });
  // What was there before: the new task is the one that was not.
  const known = await list().then(
    (rows) => new Set(rows.map((row) => row.taskId)),
    () => undefined,
  );
  const taskId = answeredTaskId(await call(spec));
  let progress: ExportProgress = { phase: 'created', polls: 0 };
  const report = (next: ExportProgress) => {
    progress = next;
    onProgress(next);
  };
  report(progress);
  for (let read = 1; read <= MAX_POLLS; read++) {
    await sleep(EXPORT_POLL_MS, signal);
    if (signal?.aborted) return progress;
    let task: ExportTask | undefined;
    try {
      task = findTask(await list(), known, taskId);
    } catch {
      continue;
    }
    if (signal?.aborted) return progress;
    if (!task) {
      if (read >= FIND_TRIES && !progress.task) return (report({ phase: 'unfollowed', polls: read }), progress);
      continue;
    }
    report({ phase: task.status, task, polls: read });
    if (task.status !== 'processing') return progress;
  }
  report({ ...progress, phase: 'unfollowed' });
  return progress;
}
