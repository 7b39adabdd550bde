/** The tables of the statistics (api reference §7.2): each a page of rows from its call. */
import { registerOptions } from '@/engine/fields/registry';
import { ORDER_STATUSES } from '../order/orders';
import type { EnumOption, Schema } from '../types';

// The shop's category tree, as the statistics filter by it (`category_id`, 0 or none = all).
registerOptions('statCategories', { resource: 'statCategories', api: 'seller/goods/category/seller/children', value: 'category_id', label: 'name', children: 'children' });

/** `goods/goods_detail`: the shop's goods with their last 30 days. */
export interface GoodsDetailRow {
  goods_id: string;
  goods_name: string;
  price: number;
  numbers: number;
  total_price: number;
  [key: string]: unknown;
}

export const goodsDetailSchema: Schema<GoodsDetailRow> = [
  { key: 'goods_name', label: 'statistics:field.goodsName', type: 'text', search: true, column: true },
  { key: 'category_id', label: 'statistics:field.category', type: 'enum', options: 'statCategories', search: true },
  { key: 'price', label: 'statistics:field.price', type: 'money', column: true },
  { key: 'numbers', label: 'statistics:field.numbers30', type: 'number', column: true },
  { key: 'total_price', label: 'statistics:field.amount30', type: 'money', column: true },
];

/** `goods/order_price_page`, `goods/order_num_page`: the top goods of the period. */
export interface HotGoodsRow {
  goods_id?: string;
  goods_name: string;
  sum?: number;
  all_num?: number;
  [key: string]: unknown;
}

export const hotAmountSchema: Schema<HotGoodsRow> = [
  { key: 'goods_name', label: 'statistics:field.goodsName', type: 'text', column: true },
  { key: 'sum', label: 'statistics:field.amount', type: 'money', column: true },
];

export const hotQuantitySchema: Schema<HotGoodsRow> = [
  { key: 'goods_name', label: 'statistics:field.goodsName', type: 'text', column: true },
  { key: 'all_num', label: 'statistics:field.quantity', type: 'number', column: true },
];

/** `reports/sales_page`: the orders of the period. */
export interface SalesOrderRow {
  sn: string;
  buyer_name: string;
  create_time: number;
  order_status: string;
  order_price: number;
  [key: string]: unknown;
}

export const salesOrderSchema: Schema<SalesOrderRow> = [
  { key: 'sn', label: 'statistics:field.sn', type: 'text', column: true },
  { key: 'buyer_name', label: 'statistics:field.buyer', type: 'text', column: true },
  { key: 'create_time', label: 'statistics:field.created', type: 'time', column: true },
  { key: 'order_status', label: 'statistics:field.status', type: 'enum', enum: ORDER_STATUSES, column: true },
  { key: 'order_price', label: 'statistics:field.orderPrice', type: 'money', column: true },
];

/** `collect/page`: the goods most favoured. */
export interface FavouriteRow {
  goods_id: string;
  goods_name: string;
  price: number;
  favorite_num: number;
  [key: string]: unknown;
}

export const favouriteSchema: Schema<FavouriteRow> = [
  { key: 'goods_name', label: 'statistics:field.goodsName', type: 'text', column: true },
  { key: 'price', label: 'statistics:field.price', type: 'money', column: true },
  { key: 'favorite_num', label: 'statistics:field.favourites', type: 'number', column: true },
];

/** `seller/system-logs`: the shop's operation log. */
export interface SystemLogRow {
  id?: string;
  operator_name: string;
  operate_detail: string;
  operate_time: number;
  operate_ip: string;
  level: 'normal' | 'important';
  [key: string]: unknown;
}

const LOG_LEVELS: readonly EnumOption[] = [
  { value: 'normal', label: 'statistics:log.level.normal', color: 'default' },
  { value: 'important', label: 'statistics:log.level.important', color: 'red' },
];

export const systemLogSchema: Schema<SystemLogRow> = [
  { key: 'operate_time', label: 'statistics:log.time', type: 'time', column: true, search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'level', label: 'statistics:log.levelLabel', type: 'enum', enum: LOG_LEVELS, column: true, search: true },
  { key: 'operator_name', label: 'statistics:log.operator', type: 'text', column: true },
  { key: 'operate_detail', label: 'statistics:log.detail', type: 'text', column: true },
  { key: 'operate_ip', label: 'statistics:log.ip', type: 'text', column: true },
];
