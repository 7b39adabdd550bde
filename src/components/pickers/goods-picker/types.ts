import type { Id } from '../shared/types';

export type GoodsMode = 'spu' | 'sku';

/** Goods picker item (spec §3). */
export interface GoodsItem {
  goods_id: Id;
  sku_id?: Id;
  goods_name: string;
  goods_image?: string;
  properties_name?: string;
  goods_price: number;
  price: number;
  /** 0 money price, 1 points-priced */
  point_disable: number;
  exchange_point?: number;
  sn?: string;
}

/** A row of the goods / sku list or details calls, as the API sends it. */
export interface RawGoods {
  goods_id: Id;
  sku_id?: Id;
  goods_name: string;
  thumbnail?: string;
  goods_image?: string;
  price?: number | string;
  goods_price?: number | string;
  properties_name?: string;
  specs?: string;
  spec_list?: Array<{ spec_value_name?: string }>;
  point_disable?: number | string;
  exchange_point?: number | string;
  sn?: string;
}
