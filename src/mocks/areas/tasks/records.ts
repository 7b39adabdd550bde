/** Task records: lazy settling of running tasks, ownership, and the row of `seller/task` (api-reference §8.10). */
import { db } from '../../db/store';
import type { TaskRecord } from '../../db/types';
import { notFound, pick, text, what, type Bilingual } from '../../lib/errors';
import type { Ctx } from '../../handlers/route';

/** What an import of a file named like "…error…" reports (the demo's way to try a failing import). */
export const IMPORT_ERRORS: readonly Bilingual[] = [
  text('第 2 行：商品编号为空', 'Row 2: the goods number is empty'),
  text('第 5 行：分类编码不存在', 'Row 5: the category code does not exist'),
  text('第 9 行：价格格式错误', 'Row 9: the price is not a valid amount'),
];

/** Moves a running task to its end state once its time has come (tasks are settled lazily, when read). */
export function settle(task: TaskRecord): TaskRecord {
  if (task.status !== 'processing' || (task.finish_at_ms ?? 0) > Date.now()) return task;
  const failed = !!task.will_fail;
  const importing = task.operate_type === 'IMPORT';
  return db().tasks.put({
    ...task,
    status: failed ? 'error' : 'success',
    errors: failed ? [...IMPORT_ERRORS] : [],
    message: importing ? (failed ? text('导入失败，请查看错误信息', 'Import failed, see the error lines') : text('导入成功', 'Imported')) : task.message,
  });
}

/** The caller's task (settled), or 404. */
export function ownTask(ctx: Ctx, id: string): TaskRecord {
  const task = db().tasks.get(id);
  if (!task || task.shop_id !== ctx.session.shopId) throw notFound(what.task, id);
  return settle(task);
}

/** The shop's tasks, settled. */
export const shopTasks = (shopId: string) =>
  db()
    .tasks.all()
    .filter((t) => t.shop_id === shopId)
    .map(settle);

export const errorLines = (task: TaskRecord, english: boolean) => (task.errors ?? []).map((e) => pick(e, english));

/**
 * `task_result` (api-reference §8.10): a finished export's download URL; a failed task's error lines as a
 * JSON string array; '' otherwise.
 */
export function taskResult(task: TaskRecord, english: boolean, fileUrl: (key: string) => string): string {
  if (task.status === 'error') return JSON.stringify(errorLines(task, english));
  if (task.status === 'success' && task.operate_type === 'EXPORT' && task.file_key) return fileUrl(task.file_key);
  return '';
}
