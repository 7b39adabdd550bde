import { joinIds } from '@/utils/api-path';
import type { Params } from '@/utils/api-params';
import { groupOf } from '../shared/paths';
import type { Id, PickerType } from '../shared/types';
import type { GoodsItem, GoodsMode, RawGoods } from './types';

/** List path of the goods picker (api reference §10). */
export const goodsListUrl = (type: PickerType, mode: GoodsMode) =>
  `${groupOf(type)}/goods${mode === 'sku' ? '/skus' : ''}`;

/** Preload path: `…/goods/{ids}/details` or `…/goods/skus/{ids}/details`. */
export const goodsDetailsUrl = (type: PickerType, mode: GoodsMode, ids: readonly Id[]) =>
  `${groupOf(type)}/goods/${mode === 'sku' ? 'skus/' : ''}${joinIds(ids)}/details`;

export interface GoodsFilter {
  keyword?: string;
  categoryPath?: string;
  goodsType?: string;
  /** admin only */
  sellerId?: string;
}

/** Query of the list call: filters, on sale and approved; SPU lists leave out the recycle station. */
export function goodsListParams(type: PickerType, mode: GoodsMode, filter: GoodsFilter): Params {
  return {
    keyword: filter.keyword || undefined,
    category_path: filter.categoryPath || undefined,
    goods_type: filter.goodsType || undefined,
    seller_id: type === 'admin' ? filter.sellerId || undefined : undefined,
    market_enable: 1,
    is_auth: 1,
    disabled: mode === 'spu' ? 1 : undefined,
  };
}

const num = (value: number | string | undefined) => (value === undefined || value === '' ? 0 : Number(value));

/** API row → picker item (thumbnail → goods_image, price → goods_price, specs → properties_name). */
export function toGoodsItem(raw: RawGoods): GoodsItem {
  const specs = raw.spec_list?.map((s) => s.spec_value_name).filter(Boolean).join(' ');
  const price = num(raw.price ?? raw.goods_price);
  return {
    goods_id: raw.goods_id,
    sku_id: raw.sku_id,
    goods_name: raw.goods_name,
    goods_image: raw.goods_image ?? raw.thumbnail,
    properties_name: raw.properties_name ?? raw.specs ?? (specs || undefined),
    goods_price: num(raw.goods_price ?? raw.price),
    price,
    point_disable: num(raw.point_disable),
    exchange_point: raw.exchange_point === undefined ? undefined : num(raw.exchange_point),
    sn: raw.sn,
  };
}

export const goodsKey = (mode: GoodsMode) => (item: GoodsItem) =>
  String(mode === 'sku' ? (item.sku_id ?? item.goods_id) : item.goods_id);
