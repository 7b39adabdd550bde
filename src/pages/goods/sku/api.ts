/**
 * The calls of the SKU screen (api reference §3.2, §3.4): each read with the resource it is cached
 * under, each write as a call that says what it makes stale.
 */
import type { RequestSpec } from '@/engine/actions/types';
import { fillPath } from '@/utils/api-path';
import type { Read } from '../reads';
import type { SkuBodyRow } from './matrix';

export type LibrarySpec = {
  id: string | number;
  spec_group_name: string;
  spec_group_sn: string;
  spec_values: Array<{ spec_value_name: string; spec_value_sn: string; spec_value_image?: string }>;
};

export type SkuGoods = {
  goods_id: string | number;
  goods_name: string;
  sn?: string;
  /** A new SKU starts with these. */
  price?: number | string;
  cost?: number | string;
  weight?: number | string;
  goods_type?: string;
  point_disable?: number;
  exchange_point?: number;
  source_type?: string;
};

/** The shop's spec library is the goods-spec screens' resource: a spec made here shows there too. */
const SPECS = ['goodsSpecs'];

export const skuReads = {
  goods: (goodsId: string): Read => ({ resource: 'goods', path: fillPath('seller/goods/{goodsId}', { goodsId }) }),
  skus: (goodsId: string): Read => ({ resource: 'goods', path: fillPath('seller/goods/{goodsId}/skus', { goodsId }) }),
  specs: { resource: 'goodsSpecs', path: 'seller/goods/spec/all' } satisfies Read,
};

export const skuCalls = {
  /** New SKUs change the goods (price, stock) in every list that shows it. */
  save: (goodsId: string, rows: SkuBodyRow[]): RequestSpec => ({
    url: fillPath('seller/goods/{goodsId}/skus', { goodsId }),
    method: 'put',
    data: rows,
    body: 'json',
    invalidates: ['goods'],
  }),
  /** A supplier's SKUs with their supply prices (api reference §9); the library's lists show them. */
  saveSupply: (goodsId: string, rows: SkuBodyRow[]): RequestSpec => ({
    url: fillPath('seller/goods/supplier/{goodsId}/skus', { goodsId }),
    method: 'put',
    data: rows,
    body: 'json',
    invalidates: ['goods', 'supplyGoods'],
  }),
  createSpec: (name: string, values: string[]): RequestSpec => ({
    url: 'seller/goods/spec',
    method: 'post',
    data: { spec_group_name: name, spec_values: values.map((v) => ({ spec_value_name: v })) },
    body: 'json',
    invalidates: SPECS,
  }),
  updateSpec: (spec: LibrarySpec): RequestSpec => ({
    url: fillPath('seller/goods/spec/{id}', { id: spec.id }),
    method: 'put',
    data: { spec_group_name: spec.spec_group_name, spec_values: spec.spec_values },
    body: 'json',
    invalidates: SPECS,
  }),
};
