/** Background tasks: export and import records (api reference §8.10). */
import { TaskParam } from '@/pages/backstage-task/TaskParam';
import { TaskResult } from '@/pages/backstage-task/TaskResult';
import { TaskStatusTag } from '@/pages/backstage-task/TaskStatusTag';
import type { EnumOption, Schema } from '../types';

export type TaskStatus = 'processing' | 'success' | 'error';

export interface TaskRow {
  task_id: string;
  task_name: string;
  operate_type?: 'EXPORT' | 'IMPORT';
  module_type: string;
  status: TaskStatus;
  created_time: number;
  username: string;
  /** JSON: `[{fieldName, fieldDesc, value}]`, the filters an export used (an import's file). */
  param: string;
  /** A finished export: its file's URL; a failed task: a JSON array of its error lines. */
  task_result: string;
  [key: string]: unknown;
}

const options = (keys: readonly string[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `backstageTask:value.${value}`, color: colors[value] }));

export const TASK_STATUSES = options(['processing', 'success', 'error'], { processing: 'processing', success: 'green', error: 'red' });
export const EXPORT_TYPES = options(['ShopGoodsExport', 'ShopOrderExport', 'ShopAfterSaleExport', 'ShopBillExport']);
export const IMPORT_TYPES = options(['SpuImport', 'SkuImport', 'ParameterImport', 'GalleryImport', 'GoodsDetailImport']);

export const isRunning = (row: Pick<TaskRow, 'status'>) => row.status === 'processing';
/** An import: the reference's task rows carry no `operate_type`, their module types end so (`SpuImport`). */
export const isImport = (row: Pick<TaskRow, 'operate_type' | 'module_type'>) => row.operate_type === 'IMPORT' || (row.operate_type === undefined && /Import$/.test(String(row.module_type ?? '')));

/** The fields of one kind of task record (the two lists differ only in their types). */
export function taskSchema(types: readonly EnumOption[]): Schema<TaskRow> {
  return [
    { key: 'task_name', label: 'backstageTask:field.name', type: 'text', column: true },
    { key: 'module_type', label: 'backstageTask:field.type', type: 'enum', enum: types, search: true, column: true },
    {
      key: 'status',
      label: 'backstageTask:field.status',
      type: 'enum',
      enum: TASK_STATUSES,
      search: true,
      column: { width: 150 },
      render: (row) => <TaskStatusTag status={row.status} />,
    },
    { key: 'username', label: 'backstageTask:field.username', type: 'text', search: true, column: true },
    { key: 'param', label: 'backstageTask:field.param', type: 'text', search: true, column: true, render: (row) => <TaskParam param={row.param} /> },
    { key: 'created_time', label: 'backstageTask:field.created', type: 'time', column: true, search: { range: { start: 'start_time', end: 'end_time' } } },
    { key: 'task_result', label: 'backstageTask:field.result', type: 'text', column: true, render: (row) => <TaskResult task={row} /> },
  ];
}
