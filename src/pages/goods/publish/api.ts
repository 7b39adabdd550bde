/** The calls of the publish screen (api reference §3.2–§3.4, §8.5, §8.8). */
import { api } from '@/api';
import type { Brand, GoodsDetail, ParamGroup, PublishBody, ShipTemplate, ShopCat } from './types';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const publishApi = {
  goods: (id: string) => api.get<GoodsDetail>(`seller/goods/${id}`),
  draft: (id: string) => api.get<GoodsDetail>(`seller/goods/draft-goods/${id}`),
  brands: async (categoryId: string) => list<Brand>(await api.get(`seller/goods/category/${categoryId}/brands`)),
  params: async (categoryId: string, goodsId?: string) =>
    list<ParamGroup>(
      await api.get(goodsId ? `seller/goods/category/${categoryId}/${goodsId}/params` : `seller/goods/category/${categoryId}/params`),
    ),
  shopCats: async () => list<ShopCat>(await api.get('seller/shops/cats')),
  templates: async () => list<ShipTemplate>(await api.get('seller/shops/ship-templates')),
  create: (body: PublishBody) => api.post<GoodsDetail>('seller/goods', body, { body: 'json' }),
  update: (id: string, body: PublishBody) => api.put<GoodsDetail>(`seller/goods/${id}`, body, { body: 'json' }),
  createDraft: (body: PublishBody) => api.post<GoodsDetail>('seller/goods/draft-goods', body, { body: 'json' }),
  updateDraft: (id: string, body: PublishBody) => api.put<GoodsDetail>(`seller/goods/draft-goods/${id}`, body, { body: 'json' }),
  publishDraft: (id: string, body: PublishBody) => api.put<GoodsDetail>(`seller/goods/draft-goods/${id}/market`, body, { body: 'json' }),
};
