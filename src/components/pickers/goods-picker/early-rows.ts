import { INFINITE_PAGE_SIZE } from '../shared/constants';
import type { PickerType } from '../shared/types';
import { askScrollListEarly } from '../shared/usePagedList';
import { goodsListParams, goodsListUrl } from './goodsApi';
import type { GoodsMode } from './types';

/**
 * Asks for the goods picker's first rows (no keyword, no category) with the click that opens it: the
 * call goes out while the dialog renders, and the picker's own first read finds its answer.
 * The same arguments as the picker's `type`, `mode` and `goodsType`.
 */
export function askGoodsPickerRows({ type = 'seller', mode = 'spu', goodsType }: { type?: PickerType; mode?: GoodsMode; goodsType?: string }) {
  askScrollListEarly({ resource: 'goods', url: goodsListUrl(type, mode), params: goodsListParams(type, mode, { goodsType }), pageSize: INFINITE_PAGE_SIZE });
}
