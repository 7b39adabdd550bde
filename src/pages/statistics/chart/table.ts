import type { ReportTable } from '../export/report-table';
import { hasPointNames, type ChartModel } from './adapter';

export interface TableTitles {
  /** The x axis: day, month, price band, rank... */
  category: string;
  /** The names of the points, when they have their own (goods). */
  label?: string;
}

/** The numbers of a chart as a table: one row per point, one column per series (`money`: all of them, or each its own). */
export function modelTable(model: ChartModel, titles: TableTitles, money?: boolean | readonly boolean[]): ReportTable {
  const moneyAt = (i: number) => (Array.isArray(money) ? Boolean(money[i]) : Boolean(money));
  const named = hasPointNames(model) && titles.label !== undefined;
  return {
    columns: [
      { key: 'category', title: titles.category },
      ...(named ? [{ key: 'label', title: titles.label! }] : []),
      ...model.series.map((s, i) => ({ key: `s${i}`, title: s.name, money: moneyAt(i), numeric: !moneyAt(i) })),
    ],
    rows: model.categories.map((category, index) => ({
      category,
      ...(named ? { label: model.series[0]?.labels[index] ?? '' } : {}),
      ...Object.fromEntries(model.series.map((s, i) => [`s${i}`, s.values[index] ?? null])),
    })),
  };
}
