/**
 * What an ended import came to, told against what was read of the file before it was sent: the status
 * answer gives only the error lines (api reference §3.5), the file gives the rows (or pictures) sent.
 */
import type { ReportTable } from '@/pages/statistics/export/report-table';
import { failedCount, lineOf } from '@/engine/tasks/task-result';
import type { FileContent } from './file-content';

export { failedCount, lineOf };

export interface ImportOutcome {
  unit: 'rows' | 'images';
  /** Rows or pictures in the file, when it could be read here. */
  total?: number;
  failed: number;
  /** total − failed; unknown when the file could not be read or the task was stopped by hand. */
  imported?: number;
}

export function importOutcome(errors: readonly string[], content: FileContent | undefined, stoppedByHand: boolean): ImportOutcome {
  const failed = failedCount(errors);
  const total = content?.count;
  return {
    unit: content?.kind ?? 'rows',
    total,
    failed,
    imported: total === undefined || stoppedByHand ? undefined : Math.max(0, total - failed),
  };
}

/**
 * The failed rows as a table to save: each error line, with the cells of the row it names when the file
 * had that row (so the user can correct them and import them again).
 */
export function failedRowsTable(errors: readonly string[], content: FileContent | undefined, titles: { error: string; line: string }): ReportTable {
  const header = content?.header ?? [];
  const columns = [
    { key: 'error', title: titles.error },
    { key: 'line', title: titles.line, numeric: true },
    ...header.map((title, i) => ({ key: `c${i}`, title })),
  ];
  const rows = errors.map((error) => {
    const line = lineOf(error);
    const cells = line === undefined ? undefined : content?.rows?.get(line);
    return { error, line: line ?? null, ...Object.fromEntries(header.map((_, i) => [`c${i}`, cells?.[i] ?? null])) };
  });
  return { columns, rows };
}
