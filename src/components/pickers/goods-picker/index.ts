export { GoodsPicker, type GoodsPickerProps } from './GoodsPicker';
export { GoodsPrice } from './GoodsPrice';
export { askGoodsPickerRows } from './early-rows';
export { goodsListUrl, goodsDetailsUrl, goodsListParams, toGoodsItem, type GoodsFilter } from './goodsApi';
export type { GoodsItem, GoodsMode, RawGoods } from './types';
