import { useCustom } from '@refinedev/core';
import { goodsDetailsUrl, toGoodsItem, type GoodsItem, type RawGoods } from '@/components/pickers';

/** The goods a widget shows, read by the goods picker's details call (names, images and prices as they are now). */
export function useGoods(ids: readonly string[]): GoodsItem[] {
  const { query } = useCustom<RawGoods[]>({
    url: ids.length ? goodsDetailsUrl('seller', 'spu', ids) : '',
    method: 'get',
    queryOptions: { enabled: ids.length > 0 },
    meta: { silent: true },
  });
  const rows = Array.isArray(query.data?.data) ? query.data.data : [];
  const byId = new Map(rows.map((raw) => [String(raw.goods_id), toGoodsItem(raw)]));
  return ids.map((id) => byId.get(id)).filter((item): item is GoodsItem => Boolean(item));
}
