/**
 * Exports of the order area (orders, supplier orders, settlement bills): like `seller/goods/export/sync`,
 * each creates an EXPORT task in the core task table that finishes a moment later with a CSV download.
 */
import { db, nextId } from '../../db/store';
import type { TaskRecord } from '../../db/types';
import { nowSeconds } from '../../lib/runtime';
import type { Ctx } from '../../handlers/route';

const EXPORT_MS = 1500;
/** The CSV is kept in the (journaled) task record: long exports keep their first rows only. */
const MAX_ROWS = 500;

/** One filter of the export, in words (the task list's `param`). */
export interface ExportParam {
  fieldName: string;
  fieldDesc: string;
  value: string | number;
}

const csvCell = (v: unknown) => `"${String(v).replace(/"/g, '""')}"`;

export function startExport(ctx: Ctx, task: { name: string; module: string; params: ExportParam[]; header: string[]; rows: unknown[][] }): TaskRecord {
  const csv = [task.header, ...task.rows.slice(0, MAX_ROWS)].map((row) => row.map(csvCell).join(',')).join('\n');
  return db().tasks.put({
    task_id: nextId('task'),
    shop_id: ctx.session.shopId,
    operate_type: 'EXPORT',
    task_name: task.name,
    module_type: task.module,
    status: 'processing',
    created_time: nowSeconds(),
    username: ctx.session.seller.username,
    param: JSON.stringify(task.params),
    task_result: `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
    finish_at_ms: Date.now() + EXPORT_MS,
  });
}
