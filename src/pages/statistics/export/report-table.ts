/** A report's table as plain data: the chart card shows it, the spreadsheet export writes it. */
export type CellValue = string | number | null;

export interface ReportColumn {
  key: string;
  title: string;
  /** Yuan: written as a number with the currency format. */
  money?: boolean;
  /** A count or a measure: written as a number. */
  numeric?: boolean;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: Array<Record<string, CellValue>>;
}
