import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import { EXPORT_TYPES, IMPORT_TYPES, isRunning, taskSchema, type TaskRow } from '@/schemas/backstage-task/tasks';

/** Every background task of the shop (api reference §8.10); the two records differ by `operate_type`. */
const tasks = defineFamily<TaskRow>({ name: 'tasks', api: { list: 'seller/task' }, idField: 'task_id', schema: taskSchema(EXPORT_TYPES), titleOf: (row) => row.task_name });

/** How often a list with running tasks reads itself again. */
export const TASK_POLL_MS = 2000;

const taskList = (operateType: 'EXPORT' | 'IMPORT'): ListConfig<TaskRow> => ({
  schema: taskSchema(operateType === 'EXPORT' ? EXPORT_TYPES : IMPORT_TYPES),
  fixedFilters: { operate_type: operateType },
  poll: { ms: TASK_POLL_MS, while: isRunning },
});

export const backstageTask: ScreenDeclaration = {
  path: 'backstage-task',
  name: 'backstageTask',
  icon: 'task',
  redirect: 'derive-record',
  restricted: true,
  children: [
    { path: 'derive-record', restricted: true, screen: tasks.list(taskList('EXPORT')) },
    { path: 'import-record', restricted: true, screen: tasks.list(taskList('IMPORT')) },
  ],
};
