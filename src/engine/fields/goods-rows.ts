/**
 * The rows of a goods-picker field (the `goods_list` of a promotion, the goods of a group buy): what a
 * picked goods becomes, how a new choice keeps what was typed, and which row inputs break their rules.
 * Pure, so that the field and its tests share them.
 */
import type { GoodsItem, GoodsMode } from '@/components/pickers/goods-picker';
import type { FormValues } from '@/schemas/types';
import { firstBroken, type RuleMessage } from '@/validation/checks';
import { formOptionsOf, ruleSpecsOf } from './rules';
import type { Field, Row } from './registry';

/** Where a row keeps the goods' name, image, price and specs: the API's keys differ by call. */
export interface GoodsRowKeys {
  name: string;
  image: string;
  price: string;
  specs: string;
}

/** The promotion goods item of api reference §6.4 (`PromotionGoodsDTO`). */
const DEFAULT_KEYS: GoodsRowKeys = { name: 'goods_name', image: 'thumbnail', price: 'price', specs: 'specs' };

/** A read-only column beside the goods (sold, stock, the group size): a key, an i18n label, money or not; `value` when it is worked out from the row (a subtotal). */
export interface GoodsColumn {
  key: string;
  label: string;
  money?: boolean;
  value?: (row: Row) => unknown;
}

/** A total under the rows (a quotation's amount): an i18n label and the money it adds up to. */
export interface GoodsTotal {
  label: string;
  of: (rows: readonly Row[]) => number;
}

export const goodsRowKeysOf = (field: Pick<Field, 'props'>): GoodsRowKeys => ({ ...DEFAULT_KEYS, ...(field.props?.keys as Partial<GoodsRowKeys> | undefined) });

/** SKU mode unless `props.mode` is `spu`: a promotion takes SKUs (api reference §6). */
export const goodsModeOf = (field: Pick<Field, 'props'>): GoodsMode => (field.props?.mode === 'spu' ? 'spu' : 'sku');

export const goodsColumnsOf = (field: Pick<Field, 'props'>): readonly GoodsColumn[] => (field.props?.columns as GoodsColumn[] | undefined) ?? [];

export const goodsTotalOf = (field: Pick<Field, 'props'>) => field.props?.total as GoodsTotal | undefined;

/** A column's value in a row. */
export const columnValue = (column: GoodsColumn, row: Row) => (column.value ? column.value(row) : row[column.key]);

/** The rows as the API takes them: only the keys of `props.send` when the field names them (a quotation's lines), else whole. */
export function rowsToSend(value: unknown, field: Pick<Field, 'props'>): unknown {
  const send = field.props?.send as readonly string[] | undefined;
  if (!send) return value;
  return rowsOf(value).map((row) => Object.fromEntries(send.filter((key) => row[key] !== undefined).map((key) => [key, row[key]])));
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A row's key: its SKU id in SKU mode, its goods id otherwise (ids stay text: they may exceed 2^53). */
export const rowKeyOf = (mode: GoodsMode) => (row: Row) => String(mode === 'sku' && !blank(row.sku_id) ? row.sku_id : row.goods_id);

/** The field's value as rows (anything else is no rows). */
export const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]).filter((r) => r && typeof r === 'object') : []);

/** The ids the picker opens with (SKU ids in SKU mode). */
export const pickerIdsOf = (rows: readonly Row[], mode: GoodsMode) => rows.map(rowKeyOf(mode));

/** A picked goods as a row: its ids, its name (also as `name`, which UI61 sends too), image, price and specs under the field's keys, and each row input's initial value (or the row's value it starts from). */
export function rowOfItem(item: GoodsItem, field: Pick<Field, 'props' | 'item'>): Row {
  const keys = goodsRowKeysOf(field);
  const row: Row = {
    goods_id: item.goods_id,
    ...(blank(item.sku_id) ? {} : { sku_id: item.sku_id }),
    goods_name: item.goods_name,
    name: item.goods_name,
    sn: item.sn,
    [keys.name]: item.goods_name,
    [keys.image]: item.goods_image,
    [keys.price]: item.price,
    [keys.specs]: item.properties_name ?? '',
  };
  for (const input of field.item ?? []) {
    const { initial, initialFrom } = formOptionsOf(input);
    const start = initialFrom === undefined ? initial : row[initialFrom];
    if (start !== undefined) row[input.key] = start;
  }
  return row;
}

/**
 * The rows after the picker's new choice: a goods still chosen keeps its row as it was (what the user
 * typed, what the server sent), a new one is added in the picker's order, one no longer chosen goes.
 */
export function mergeChoice(rows: readonly Row[], items: readonly GoodsItem[], field: Pick<Field, 'props' | 'item'>): Row[] {
  const mode = goodsModeOf(field);
  const keyOf = rowKeyOf(mode);
  const chosen = new Set(items.map((item) => keyOf(item as unknown as Row)));
  const kept = rows.filter((row) => chosen.has(keyOf(row)));
  const known = new Set(kept.map(keyOf));
  const added = items.filter((item) => !known.has(keyOf(item as unknown as Row))).map((item) => rowOfItem(item, field));
  return [...kept, ...added];
}

/** Each row's broken row inputs (`item`): input key → the first rule it breaks, checked against the row's own values. */
export function rowErrors(rows: readonly Row[], field: Pick<Field, 'item'>, now?: number): Array<Record<string, RuleMessage>> {
  return rows.map((row) => {
    const broken: Record<string, RuleMessage> = {};
    for (const input of field.item ?? []) {
      const message = firstBroken(ruleSpecsOf(input), row[input.key], row as FormValues, now);
      if (message) broken[input.key] = message;
    }
    return broken;
  });
}

/** The field's own check: every row input keeps its rules (each broken one is shown at its row). */
export const checkGoodsRows = (value: unknown, field: Field): string | undefined =>
  rowErrors(rowsOf(value), field).some((broken) => Object.keys(broken).length > 0) ? 'engine:goodsPicker.fixRows' : undefined;
