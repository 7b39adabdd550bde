/**
 * The chart shapes of api-reference §7.1: `SimpleChart` `{xAxis, yAxis, series: {name, data, localName}}` and
 * `MultipleChart` (series is a list), camelCase keys, numbers written as strings. Series names (and goods
 * names in `localName`) answer in English for `language: en-US` through `__en`.
 */
import type { Bilingual } from '../../lib/errors';

export interface ChartSeries {
  name: string;
  data: string[];
  localName: string[];
  __en: { name: string; localName?: string[] };
}

export interface SimpleChart {
  xAxis: string[];
  yAxis: string[];
  series: ChartSeries;
}

export interface MultipleChart {
  xAxis: string[];
  yAxis: string[];
  series: ChartSeries[];
}

/** A series; `localName` defaults to the x-axis labels, `localNameEn` to `localName`. */
export function series(name: Bilingual, data: string[], localName: string[], localNameEn?: string[]): ChartSeries {
  return { name: name.zh, data, localName, __en: { name: name.en, ...(localNameEn ? { localName: localNameEn } : {}) } };
}

export const simpleChart = (xAxis: string[], s: ChartSeries): SimpleChart => ({ xAxis, yAxis: [], series: s });
export const multipleChart = (xAxis: string[], s: ChartSeries[]): MultipleChart => ({ xAxis, yAxis: [], series: s });

/** The empty answer of a period without data (before the shop opened, or in the future): no points at all. */
export const emptySimpleChart = (name: Bilingual) => simpleChart([], series(name, [], []));
export const emptyMultipleChart = (...names: Bilingual[]) => multipleChart([], names.map((n) => series(n, [], [])));

/** Labels "1".."n" (days of a month, months of a year, ranks). */
export const numberedAxis = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

/** Money of a chart point: yuan with 2 decimals, as a string. */
export const yuanText = (cents: number) => (cents / 100).toFixed(2);
/** Money of a table cell: yuan as a number (exact to the cent). */
export const yuan = (cents: number) => Math.round(cents) / 100;

export interface Ranked {
  name: Bilingual;
  value: string;
}

/** A top-N chart: x axis = rank "1".."n", `localName` = the goods names (fewer points when fewer goods sold). */
export function rankedChart(name: Bilingual, rows: Ranked[]): SimpleChart {
  return simpleChart(
    numberedAxis(rows.length),
    series(name, rows.map((r) => r.value), rows.map((r) => r.name.zh), rows.map((r) => r.name.en)),
  );
}
