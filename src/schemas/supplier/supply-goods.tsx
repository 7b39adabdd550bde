/** The supplier shop's supply goods (api reference §9 `seller/goods/supplier/goods-list-page`). */
import { formatMoney } from '@/utils/money';
import { goodsSchema, type GoodsRow } from '../goods/goods';
import type { Schema } from '../types';

export interface SupplyGoodsRow extends GoodsRow {
  /** What reselling shops pay (the lowest over the SKUs). */
  supplier_price: number;
  /** Shops that list it, and those selling it now. */
  seller_num: number;
  on_sale_num: number;
}

/** A reselling shop's listing (`seller/goods/supplier/seller-good-info`). */
export interface ResellerRow {
  shop_id: string;
  shop_name: string;
  goods_id: string;
  sn?: string;
  price: number;
  market_enable: number;
  under_message?: string;
  create_time: number;
  [key: string]: unknown;
}

const GOODS_FIELDS = ['keyword', 'thumbnail', 'goods_name', 'sn', 'price', 'quantity', 'create_time', 'market_enable'];

/** The goods list's fields (supply goods are physical, in no shop category) plus the supply price and resellers. */
export const supplyGoodsSchema: Schema<SupplyGoodsRow> = [
  ...(goodsSchema.filter((f) => GOODS_FIELDS.includes(f.key)) as Schema<SupplyGoodsRow>),
  { key: 'supplier_price', label: 'supplier:field.supplyPrice', type: 'money', column: true, detail: true, render: (row) => formatMoney(row.supplier_price ?? 0) },
  { key: 'seller_num', label: 'supplier:field.resellers', type: 'number', column: true, detail: true, render: (row) => `${row.on_sale_num ?? 0} / ${row.seller_num ?? 0}` },
];
