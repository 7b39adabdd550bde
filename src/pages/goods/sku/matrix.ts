/**
 * The SKU matrix (api reference §3.2 `PUT seller/goods/{goods_id}/skus`): spec groups × values → rows,
 * rows kept when the specs change, batch fill, validation per cell, the request body. Pure.
 */
import { checkMoney, checkOptionalWeight, checkSn, checkStock, checkWeight, type Check, type RuleError } from '../publish/rules';

export interface SpecValue {
  spec_value_name: string;
  spec_value_sn: string;
  spec_value_image?: string;
}

/** A chosen spec group with its chosen values. `id` is the spec library id when it has one. */
export interface SpecGroup {
  id?: string;
  spec_group_name: string;
  spec_group_sn: string;
  values: SpecValue[];
}

export interface SkuSpec {
  spec_group_name: string;
  spec_group_sn: string;
  spec_value_name: string;
  spec_value_sn: string;
  spec_value_image: string;
}

export const COLUMNS = ['sn', 'price', 'cost', 'weight', 'quantity'] as const;
/** A supplier's goods: each SKU also has the supply price the reselling shops pay (api reference §9). */
export const SUPPLY_COLUMNS = [...COLUMNS, 'supplier_price'] as const;
export type Column = (typeof SUPPLY_COLUMNS)[number];

export interface SkuRow {
  /** The combination: `group:value|group:value` ('' = the single SKU of a goods without specs). */
  key: string;
  /** '' for a new SKU; existing ids are kept as exact strings. */
  sku_id: string;
  specs: SkuSpec[];
  sn: string;
  price: string;
  cost: string;
  weight: string;
  quantity: string;
  supplier_price: string;
}

/** An SKU as `GET seller/goods/{goods_id}/skus` gives it. */
export interface SkuRecord {
  sku_id: string | number;
  sn?: string;
  price?: number | string;
  cost?: number | string;
  weight?: number | string;
  quantity?: number | string;
  supplier_price?: number | string;
  thumbnail?: string;
  spec_list?: Array<Partial<SkuSpec>>;
}

/** One row of the request body. */
export interface SkuBodyRow {
  sku_id: string;
  sn: string;
  price: number;
  cost: number;
  weight: number;
  quantity: number;
  thumbnail: string;
  spec_list: SkuSpec[];
  exchange_point?: number;
  supplier_price?: number;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const partKey = (groupSn: string, valueSn: string) => `${groupSn}:${valueSn}`;
export const rowKey = (specs: ReadonlyArray<Pick<SkuSpec, 'spec_group_sn' | 'spec_value_sn'>>): string =>
  specs.map((s) => partKey(s.spec_group_sn, s.spec_value_sn)).join('|');

/** Every combination of one value per group, in group order (no groups: one empty combination). */
export function cartesian<T>(lists: ReadonlyArray<ReadonlyArray<T>>): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}

const specOf = (group: SpecGroup, value: SpecValue, first: boolean): SkuSpec => ({
  spec_group_name: group.spec_group_name,
  spec_group_sn: group.spec_group_sn,
  spec_value_name: value.spec_value_name,
  spec_value_sn: value.spec_value_sn,
  spec_value_image: first ? (value.spec_value_image ?? '') : '',
});

const emptyRow = (key: string, specs: SkuSpec[]): SkuRow => ({ key, sku_id: '', specs, sn: '', price: '', cost: '', weight: '', quantity: '', supplier_price: '' });

/** What a new SKU sharing nothing with the rows before starts with: the goods' own price, cost and weight. */
export type SkuStart = Partial<Pick<SkuRow, 'price' | 'cost' | 'weight'>>;

/**
 * The rows for the chosen groups. A combination that existed keeps its row (id and values); a new one
 * takes the price, cost, weight and stock of the previous row sharing most of its values (a group
 * added or removed), else the goods' price, cost and weight (`start`), with a blank sn and no id.
 */
export function buildRows(groups: readonly SpecGroup[], previous: readonly SkuRow[], start: SkuStart = {}): SkuRow[] {
  const used = groups.filter((g) => g.values.length > 0);
  const byKey = new Map(previous.map((r) => [r.key, r]));
  return cartesian(used.map((g, gi) => g.values.map((v) => specOf(g, v, gi === 0)))).map((specs) => {
    const key = rowKey(specs);
    const same = byKey.get(key);
    if (same) return { ...same, specs };
    const parts = new Set(key ? key.split('|') : []);
    let best: SkuRow | undefined;
    let bestScore = 0;
    for (const row of previous) {
      const score = (row.key ? row.key.split('|') : []).filter((p) => parts.has(p)).length;
      if (score > bestScore) {
        best = row;
        bestScore = score;
      }
    }
    const row = emptyRow(key, specs);
    return best ? { ...row, price: best.price, cost: best.cost, weight: best.weight, quantity: best.quantity, supplier_price: best.supplier_price } : { ...row, ...start };
  });
}

/** Groups and rows from the saved SKUs; the groups in the order their values first appear. */
export function fromSkus(skus: readonly SkuRecord[]): { groups: SpecGroup[]; rows: SkuRow[] } {
  const groups: SpecGroup[] = [];
  const rows: SkuRow[] = skus.map((sku) => {
    const specs: SkuSpec[] = (sku.spec_list ?? []).map((s) => ({
      spec_group_name: text(s.spec_group_name),
      spec_group_sn: text(s.spec_group_sn),
      spec_value_name: text(s.spec_value_name),
      spec_value_sn: text(s.spec_value_sn),
      spec_value_image: text(s.spec_value_image),
    }));
    specs.forEach((s, index) => {
      let group = groups.find((g) => g.spec_group_sn === s.spec_group_sn);
      if (!group) {
        group = { spec_group_name: s.spec_group_name, spec_group_sn: s.spec_group_sn, values: [] };
        groups.push(group);
      }
      const existing = group.values.find((v) => v.spec_value_sn === s.spec_value_sn);
      if (!existing) group.values.push({ spec_value_name: s.spec_value_name, spec_value_sn: s.spec_value_sn, spec_value_image: index === 0 ? s.spec_value_image : '' });
      else if (index === 0 && !existing.spec_value_image && s.spec_value_image) existing.spec_value_image = s.spec_value_image;
    });
    return {
      key: rowKey(specs),
      sku_id: text(sku.sku_id),
      specs,
      sn: text(sku.sn),
      price: text(sku.price),
      cost: text(sku.cost),
      weight: text(sku.weight),
      quantity: text(sku.quantity),
      supplier_price: text(sku.supplier_price),
    };
  });
  return { groups, rows };
}

/** The same value in a column of every row; sn gets `-1`, `-2`, … so the numbers stay unique. */
export function batchFill(rows: readonly SkuRow[], column: Column, value: string): SkuRow[] {
  const v = value.trim();
  return rows.map((row, i) => ({ ...row, [column]: column === 'sn' && rows.length > 1 ? `${v}-${i + 1}` : v }));
}

export function setCell(rows: readonly SkuRow[], key: string, column: Column, value: string): SkuRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [column]: value } : row));
}

export interface MatrixOptions {
  /** Virtual goods: weight may be blank. */
  weightOptional?: boolean;
  /** A supplier's goods: a supply price per SKU, at most its price. */
  supply?: boolean;
}

export const columnsOf = (options: MatrixOptions): readonly Column[] => (options.supply ? SUPPLY_COLUMNS : COLUMNS);

const checks = (options: MatrixOptions): Record<Column, Check> => ({
  sn: checkSn,
  price: checkMoney,
  cost: checkMoney,
  weight: options.weightOptional ? checkOptionalWeight : checkWeight,
  quantity: checkStock,
  supplier_price: checkMoney,
});

export const validateCell = (column: Column, value: string, options: MatrixOptions = {}): RuleError | null => checks(options)[column](value);

export const cellId = (key: string, column: Column) => `${key}#${column}`;

/** Every cell error of the matrix (keyed by cellId), including duplicate numbers. */
export function validateMatrix(rows: readonly SkuRow[], options: MatrixOptions = {}): Map<string, RuleError> {
  const errors = new Map<string, RuleError>();
  const seen = new Map<string, number>();
  rows.forEach((row) => seen.set(row.sn.trim(), (seen.get(row.sn.trim()) ?? 0) + 1));
  for (const row of rows) {
    for (const column of columnsOf(options)) {
      const error = validateCell(column, row[column], options);
      if (error) errors.set(cellId(row.key, column), error);
    }
    const supplyId = cellId(row.key, 'supplier_price');
    if (options.supply && !errors.has(supplyId) && !errors.has(cellId(row.key, 'price')) && Number(row.supplier_price) > Number(row.price)) errors.set(supplyId, { key: 'rules.supplyAbovePrice' });
    const sn = row.sn.trim();
    if (sn && !errors.has(cellId(row.key, 'sn')) && (seen.get(sn) ?? 0) > 1) errors.set(cellId(row.key, 'sn'), { key: 'rules.snDuplicate' });
  }
  return errors;
}

/** The body of `PUT seller/goods/{goods_id}/skus`. */
export function toSkuBody(rows: readonly SkuRow[], options: { exchangePoint?: number; weightOptional?: boolean; supply?: boolean } = {}): SkuBodyRow[] {
  return rows.map((row) => {
    const out: SkuBodyRow = {
      sku_id: row.sku_id,
      sn: row.sn.trim(),
      price: Number(row.price),
      cost: Number(row.cost),
      weight: row.weight.trim() === '' && options.weightOptional ? 0 : Number(row.weight),
      quantity: Number(row.quantity),
      thumbnail: row.specs[0]?.spec_value_image ?? '',
      spec_list: row.specs,
    };
    if (options.exchangePoint !== undefined) out.exchange_point = options.exchangePoint;
    if (options.supply) out.supplier_price = Number(row.supplier_price);
    return out;
  });
}
