/** Background tasks: export and import records (api reference §8.10). */
import type { EnumOption, Schema } from '../types';
import { TaskParam } from './cells/TaskParam';
import { TaskResult } from './cells/TaskResult';
import { TaskStatusTag } from './cells/TaskStatusTag';
import type { TaskRow } from './task-row';

const options = (keys: readonly string[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `backstageTask:value.${value}`, color: colors[value] }));

export const TASK_STATUSES = options(['processing', 'success', 'error'], { processing: 'processing', success: 'green', error: 'red' });
export const EXPORT_TYPES = options(['ShopGoodsExport', 'ShopOrderExport', 'ShopAfterSaleExport', 'ShopBillExport']);
export const IMPORT_TYPES = options(['SpuImport', 'SkuImport', 'ParameterImport', 'GalleryImport', 'GoodsDetailImport']);

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
