/**
 * The checkTree field type: cells, reading and writing here; the tree input (antd's Tree) loads with
 * the first form that shows one (`./check-tree`).
 */
import { Space } from 'antd';
import { lazyInput } from './lazy-input';
import { OptionLabel } from './options';
import { registerFieldType } from './registry';

/** A list of ids: an array, or comma-joined text (`goods_management_category`). */
export const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : []).map((v) => v.trim()).filter(Boolean);

registerFieldType('checkTree', {
  cell: (value, _record, field) =>
    field.options ? (
      <Space wrap size={4}>
        {idsOf(value).map((v) => (
          <OptionLabel key={v} source={field.options!} value={v} />
        ))}
      </Space>
    ) : (
      idsOf(value).join(', ')
    ),
  input: lazyInput(() => import('./check-tree'), 'CheckTreeField'),
  read: (record, field) => idsOf(record[field.key]),
  // `props.joined`: the API takes the ids comma-joined.
  write: (value, field, body) => void (body[field.key] = field.props?.joined ? idsOf(value).join(',') : idsOf(value)),
});
