/**
 * A report table as a spreadsheet file (.xlsx). The spreadsheet library is loaded on demand, when a user
 * exports: no page carries it in its own code.
 */
import { saveBlob } from '@/utils/save-file';
import type { ReportTable } from './report-table';

const MONEY_FORMAT = '"￥"#,##0.00';
/** Characters a file name (and a sheet name) may not hold on common systems. */
const UNSAFE = /[\\/:*?"<>|[\]]|\p{Cc}/gu;

/** `销售统计_2025-11.xlsx`: the report's title and its period. */
export function sheetFileName(title: string, periodLabel?: string): string {
  const base = [title, periodLabel].filter(Boolean).join('_').replace(UNSAFE, '-').trim() || 'report';
  return `${base}.xlsx`;
}

/** The workbook's bytes: one sheet, a bold header row, numbers as numbers, money with the ￥ format. */
export async function workbookBytes(title: string, table: ReportTable): Promise<ArrayBuffer> {
  // A CommonJS package: its module.exports is the default export, in the browser build as in Node.
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  // A sheet name is at most 31 characters.
  const sheet = book.addWorksheet(title.replace(UNSAFE, '-').slice(0, 31) || 'Sheet1');
  sheet.columns = table.columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(60, Math.max(12, c.title.length * 2 + 4)),
    style: c.money ? { numFmt: MONEY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      Object.fromEntries(
        table.columns.map((c) => {
          const value = row[c.key];
          const numeric = (c.money || c.numeric) && value !== null && value !== '' && Number.isFinite(Number(value));
          return [c.key, numeric ? Number(value) : (value ?? '')];
        }),
      ),
    );
  }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadSheet(title: string, periodLabel: string | undefined, table: ReportTable): Promise<void> {
  const bytes = await workbookBytes(title, table);
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, sheetFileName(title, periodLabel));
}
