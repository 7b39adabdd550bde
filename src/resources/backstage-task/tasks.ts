/** The task records' family and lists: loaded with the first of them opened (see index.ts). */
import { defineFamily } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import { isRunning, type TaskRow } from '@/schemas/backstage-task/task-row';
import { EXPORT_TYPES, IMPORT_TYPES, taskSchema } from '@/schemas/backstage-task/tasks';
import { tasksHead } from './families';

/** Every background task of the shop (api reference §8.10); the two records differ by `operate_type`. */
export const tasks = defineFamily<TaskRow>({ ...tasksHead, schema: taskSchema(EXPORT_TYPES), titleOf: (row) => row.task_name });

/** How often a list with running tasks reads itself again. */
export const TASK_POLL_MS = 2000;

export const taskList = (operateType: 'EXPORT' | 'IMPORT'): ListConfig<TaskRow> => ({
  schema: taskSchema(operateType === 'EXPORT' ? EXPORT_TYPES : IMPORT_TYPES),
  fixedFilters: { operate_type: operateType },
  poll: { ms: TASK_POLL_MS, while: isRunning },
});
