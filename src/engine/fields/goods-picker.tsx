/**
 * The `goodsPicker` field type: chosen goods as a table with remove, picked with the shared goods picker
 * (SKU mode by default). Its value is the rows the API takes and gives back (a promotion's
 * `goods_list`); `item` adds inputs of each row (a group price), `props`:
 * - `mode`: 'sku' (default) or 'spu'
 * - `keys`: where a row keeps the name, image, price and specs (default goods_name, thumbnail, price, specs)
 * - `columns`: read-only columns ({ key, label, money?, value? })
 * - `total`: a total under the rows ({ label, of })
 * - `send`: the keys of each row the API takes (default: the whole row)
 * - `limit`, `goodsType`: passed to the picker
 */
import { lazy, Suspense } from 'react';
import { checkGoodsRows, rowsOf, rowsToSend } from './goods-rows';
import { registerFieldType, type FieldInputProps } from './registry';

const GoodsPickerInput = lazy(() => import('./GoodsPickerInput'));
const GoodsRowsTable = lazy(() => import('./GoodsPickerInput').then((m) => ({ default: m.GoodsRowsTable })));

registerFieldType('goodsPicker', {
  cell: (value, _record, _field, t) => t('engine:goodsPicker.count', { count: rowsOf(value).length }),
  detail: (value, _record, field) => (
    <Suspense>
      <GoodsRowsTable field={field} rows={rowsOf(value)} disabled />
    </Suspense>
  ),
  input: function GoodsPickerField(props: FieldInputProps) {
    return (
      <Suspense>
        <GoodsPickerInput {...props} />
      </Suspense>
    );
  },
  // The rows as the record holds them (a copy: the form never changes the cached record).
  read: (record, field) => rowsOf(record[field.key]).map((row) => ({ ...row })),
  check: checkGoodsRows,
  write: (value, field, body) => {
    body[field.key] = rowsToSend(value, field);
  },
});
