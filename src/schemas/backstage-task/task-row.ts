/** A background task's record (api reference §8.10), apart from its schema: the schema's cells read it too. */
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

export const isRunning = (row: Pick<TaskRow, 'status'>) => row.status === 'processing';
/** An import: the reference's task rows carry no `operate_type`, their module types end so (`SpuImport`). */
export const isImport = (row: Pick<TaskRow, 'operate_type' | 'module_type'>) => row.operate_type === 'IMPORT' || (row.operate_type === undefined && /Import$/.test(String(row.module_type ?? '')));
