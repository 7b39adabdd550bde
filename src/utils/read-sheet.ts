/**
 * The first worksheet of an .xlsx file as rows of values. The spreadsheet library is loaded only when a
 * file is read: no page carries it in its own code.
 */

export interface SheetRow {
  /** The row's number in the sheet (1 = the first row). */
  line: number;
  /** Cell values from column A: text, number, boolean, Date, or null for an empty cell. */
  values: unknown[];
}

/** What a cell shows: rich text and hyperlinks as their text, a formula as its result. */
export function cellValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  const v = value as { text?: unknown; richText?: { text?: unknown }[]; result?: unknown; error?: unknown };
  if (Array.isArray(v.richText)) return v.richText.map((part) => String(part.text ?? '')).join('');
  if ('text' in v) return cellValue(v.text);
  if ('result' in v) return cellValue(v.result);
  if ('error' in v) return String(v.error);
  return null;
}

/** Throws when the bytes are not a workbook the library can read (any zip loads, as a book of no sheet). */
export async function readSheet(bytes: ArrayBuffer): Promise<SheetRow[]> {
  // A CommonJS package: its module.exports is the default export, in the browser build as in Node.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('not a workbook: no worksheet');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line, values: Array.from(values, cellValue) });
  });
  return rows;
}
