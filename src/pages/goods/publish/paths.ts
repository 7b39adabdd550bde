import { fillPath } from '@/utils/api-path';

export const GOODS_LIST_PATH = '/goods/goods-list';
export const skuPath = (goodsid: string) => fillPath('/goods/good-sku/{goodsid}', { goodsid });
