/**
 * What an import file holds, read in the browser before it is uploaded: a spreadsheet must be a
 * workbook laid out as the import's template (its header row) with rows to import; an image archive
 * must be a zip with pictures in it. The template is the server's own (`{seller}/import-tpl/…`): its
 * header row and example rows are read from it, so that the check follows whatever the server asks.
 */
import { readSheet, type SheetRow } from '@/utils/read-sheet';

export type ContentRefusal =
  | { reason: 'notSpreadsheet' }
  | { reason: 'notTemplate'; header: string }
  | { reason: 'noRows' }
  | { reason: 'notZip' }
  | { reason: 'noImages' };

/** A template's header row and the example rows under it (not data to import). */
export interface TemplateShape {
  header: string[];
  examples: string[][];
}

/** What a file accepted for upload holds: the counts the task's result is told against. */
export interface FileContent {
  kind: 'rows' | 'images';
  /** Data rows (a spreadsheet) or pictures (an archive); undefined when the format cannot be read here (.xls). */
  count?: number;
  /** A spreadsheet's header row. */
  header?: string[];
  /** A spreadsheet's data rows by their line in the sheet (for the failed-rows file). */
  rows?: ReadonlyMap<number, string[]>;
}

export type ContentVerdict = { ok: true; content: FileContent } | { ok: false; refusal: ContentRefusal };

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? '')).replace(/\s+/g, ' ').trim();
/** A row's texts without the empty cells at its end. */
function texts(values: readonly unknown[]): string[] {
  const cells = values.map(text);
  while (cells.length && !cells[cells.length - 1]) cells.pop();
  return cells;
}
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((cell, i) => cell === b[i]);

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
/** An OLE2 compound file: the legacy .xls workbook. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A template's shape from its rows: the first row is the header, the rest are examples. */
export function templateShape(rows: readonly SheetRow[]): TemplateShape | undefined {
  const [first, ...rest] = rows.map((row) => texts(row.values));
  if (!first?.length) return undefined;
  return { header: first, examples: rest.filter((cells) => cells.length > 0) };
}

/**
 * A workbook's rows checked against the templates of its import (any one of them; none known: any header).
 * Rows that only repeat a template's example are not data.
 */
export function checkSheetRows(rows: readonly SheetRow[], templates: readonly TemplateShape[]): ContentVerdict {
  const [head, ...body] = rows;
  const header = head ? texts(head.values) : [];
  if (!header.length) return { ok: false, refusal: templates.length ? { reason: 'notTemplate', header: templates[0]!.header.join(' | ') } : { reason: 'noRows' } };
  const template = templates.find((tpl) => same(tpl.header, header));
  if (templates.length && !template) return { ok: false, refusal: { reason: 'notTemplate', header: templates[0]!.header.join(' | ') } };
  const data = new Map<number, string[]>();
  for (const row of body) {
    const cells = texts(row.values);
    if (cells.length && !template?.examples.some((example) => same(example, cells))) data.set(row.line, cells);
  }
  if (!data.size) return { ok: false, refusal: { reason: 'noRows' } };
  return { ok: true, content: { kind: 'rows', count: data.size, header, rows: data } };
}

/** Reads a workbook; a file that is not one (a text file named .xlsx) is refused. */
export async function checkSpreadsheet(bytes: Uint8Array, templates: readonly TemplateShape[]): Promise<ContentVerdict> {
  // The legacy format is a compound file the library cannot read: its magic is what can be checked.
  if (startsWith(bytes, OLE_MAGIC)) return { ok: true, content: { kind: 'rows' } };
  if (!startsWith(bytes, ZIP_MAGIC)) return { ok: false, refusal: { reason: 'notSpreadsheet' } };
  let rows: SheetRow[];
  try {
    rows = await readSheet(bytes.slice().buffer);
  } catch {
    return { ok: false, refusal: { reason: 'notSpreadsheet' } };
  }
  return checkSheetRows(rows, templates);
}

const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;

/**
 * The entry names of a zip archive from its central directory, or undefined when the bytes are not a
 * well-formed archive (a garbage file named .zip).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  if (!startsWith(bytes, ZIP_MAGIC) && !startsWith(bytes, EMPTY_ZIP_MAGIC)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 bytes, plus a comment of up to 64 KB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  if (at + size > end) return undefined;
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An archive of pictures: a zip (not just named one) with at least one image file in it. */
export function checkArchive(bytes: Uint8Array): ContentVerdict {
  const names = zipEntryNames(bytes);
  if (!names) return { ok: false, refusal: { reason: 'notZip' } };
  const images = names.filter((name) => !name.endsWith('/') && IMAGE.test(name)).length;
  if (!images) return { ok: false, refusal: { reason: 'noImages' } };
  return { ok: true, content: { kind: 'images', count: images } };
}

/** The i18n key of a refusal's message (namespace goodsImport). */
export function contentRefusalMessage(refusal: ContentRefusal): { key: string; values: Record<string, string> } {
  return { key: `goodsImport:refused.${refusal.reason}`, values: refusal.reason === 'notTemplate' ? { header: refusal.header } : {} };
}
