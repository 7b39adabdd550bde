import { Tag } from 'antd';
import type { Schema } from '../types';

export interface SpecRow {
  id: string | number;
  spec_group_name: string;
  spec_values?: Array<{ spec_value_name: string }>;
  [key: string]: unknown;
}

/** Spec groups: a name and its values, each at most 10 characters (api reference §3.4). */
export const specSchema: Schema<SpecRow> = [
  { key: 'keyword', label: 'goods:spec.keyword', type: 'text', search: true },
  {
    key: 'spec_group_name',
    label: 'goods:spec.group',
    type: 'text',
    column: true,
    form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 10 }] },
  },
  {
    key: 'values',
    label: 'goods:spec.values',
    type: 'tags',
    column: true,
    render: (row) => (row.spec_values ?? []).map((v) => <Tag key={v.spec_value_name}>{v.spec_value_name}</Tag>),
    form: { rules: [{ kind: 'required' }, { kind: 'itemMaxLength', value: 10 }], placeholder: 'goods:spec.valuesHint' },
  },
];

export interface ShopCatRow {
  shop_cat_id: string | number;
  shop_cat_pid?: string | number;
  shop_cat_name: string;
  disable: number;
  sort: number;
  children?: ShopCatRow[];
  [key: string]: unknown;
}

/** The shop's own categories (a tree): name, order, shown or hidden. */
export const shopCatSchema: Schema<ShopCatRow> = [
  { key: 'shop_cat_name', label: 'goods:cat.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 20, warn: true }] } },
  { key: 'sort', label: 'goods:cat.sort', type: 'number', column: true, form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 9999, warn: true }] } },
  {
    key: 'disable',
    label: 'goods:cat.shown',
    type: 'switch',
    column: true,
    form: true,
  },
];

export interface TagRow {
  tag_id: string | number;
  tag_name: string;
  mark?: string;
  [key: string]: unknown;
}

export const tagSchema: Schema<TagRow> = [
  { key: 'tag_name', label: 'goods:tag.name', type: 'text', column: true },
  { key: 'mark', label: 'goods:tag.mark', type: 'text', column: true },
];
