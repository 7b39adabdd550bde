/**
 * A spreadsheet of shipments (order number, logistics company, tracking number) read into the rows the
 * batch ship sends: a header row names the columns (Chinese or English); the company is matched by
 * name or id against the shop's enabled companies.
 */
import { readSheet } from '@/utils/read-sheet';
import type { ShipRow } from '../use-batch-ship';

export interface SheetRow extends ShipRow {
  /** Row number in the sheet (1 = the header). */
  line: number;
  /** What the sheet said, when it does not match an enabled company. */
  company?: string;
  /** Why the row cannot be sent as it is (an i18n key of the order namespace). */
  problem?: string;
}

export interface Company {
  value: string;
  title: string;
}

const HEADERS: Record<keyof Pick<SheetRow, 'sn' | 'company' | 'ship_no'>, RegExp> = {
  sn: /^(订单编号|订单号|order\s*(sn|number|no\.?))$/i,
  company: /^(物流公司|快递公司|logistics\s*company|company|carrier)$/i,
  ship_no: /^(物流单号|快递单号|运单号|tracking\s*(number|no\.?)|ship\s*no)$/i,
};

const clean = (cell: unknown) => String(cell ?? '').trim();

/** The rows of a sheet (first row the header), or the problem that stops reading it. */
export function readShipSheet(table: readonly (readonly unknown[])[], companies: readonly Company[]): { rows: SheetRow[]; problem?: string } {
  const [header, ...body] = table;
  const index = (key: keyof typeof HEADERS) => (header ?? []).findIndex((cell) => HEADERS[key].test(clean(cell)));
  const columns = { sn: index('sn'), company: index('company'), ship_no: index('ship_no') };
  if (Object.values(columns).some((i) => i < 0)) return { rows: [], problem: 'sheet.columns' };
  const seen = new Set<string>();
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    const sn = clean(cells[columns.sn]);
    const companyText = clean(cells[columns.company]);
    const shipNo = clean(cells[columns.ship_no]);
    if (!sn && !companyText && !shipNo) return;
    const company = companies.find((c) => c.title === companyText || c.value === companyText);
    const row: SheetRow = { line: i + 2, sn, ship_no: shipNo, logi_id: company?.value, logi_name: company?.title, company: company ? undefined : companyText };
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(sn)) row.problem = 'sheet.badSn';
    else if (seen.has(sn)) row.problem = 'sheet.duplicate';
    else if (!company) row.problem = 'sheet.unknownCompany';
    else if (!/^[A-Za-z0-9]{1,20}$/.test(shipNo)) row.problem = 'rule.shipNo';
    seen.add(sn);
    rows.push(row);
  });
  return rows.length ? { rows } : { rows, problem: 'sheet.empty' };
}

/** A CSV text as a table (quotes and doubled quotes as spreadsheets write them). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A picked file as a table: .csv read as text, .xlsx through the spreadsheet reader. */
export async function tableOfFile(file: File): Promise<unknown[][]> {
  if (/\.csv$/i.test(file.name)) return parseCsv(await file.text());
  return (await readSheet(await file.arrayBuffer())).map((row) => row.values);
}
