import { goodsPrice } from './goods';
import type { Schema } from '../types';

export interface DraftRow {
  draft_goods_id: string | number;
  goods_name: string;
  sn?: string;
  price: number;
  exchange_point?: number;
  quantity?: number;
  original?: string;
  create_time?: number;
  [key: string]: unknown;
}

export const draftSchema: Schema<DraftRow> = [
  { key: 'keyword', label: 'goods:field.keyword', type: 'text', search: true },
  { key: 'shop_cat_path', label: 'goods:field.shopCategory', type: 'enum', options: 'shopCategories', search: true },
  { key: 'original', label: 'goods:field.thumbnail', type: 'image', column: { width: 72, hiddenOnPhone: true } },
  { key: 'goods_name', label: 'goods:field.name', type: 'text', column: { width: 260 } },
  { key: 'sn', label: 'goods:field.sn', type: 'text', column: { hiddenOnPhone: true } },
  { key: 'price', label: 'goods:field.price', type: 'money', column: true, render: (row) => goodsPrice({ price: row.price, exchange_point: row.exchange_point, point_disable: row.exchange_point ? 1 : 0 }) },
  { key: 'quantity', label: 'goods:field.stock', type: 'number', column: { hiddenOnPhone: true } },
  { key: 'create_time', label: 'goods:field.created', type: 'time', column: { hiddenOnPhone: true } },
];
