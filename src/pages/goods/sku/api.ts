/** The calls of the SKU screen (api reference §3.2, §3.4). */
import { api } from '@/api';
import type { SkuBodyRow, SkuRecord } from './matrix';

export interface LibrarySpec {
  id: string | number;
  spec_group_name: string;
  spec_group_sn: string;
  spec_values: Array<{ spec_value_name: string; spec_value_sn: string; spec_value_image?: string }>;
}

export interface SkuGoods {
  goods_id: string | number;
  goods_name: string;
  sn?: string;
  goods_type?: string;
  point_disable?: number;
  exchange_point?: number;
  source_type?: string;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const skuApi = {
  goods: (goodsId: string) => api.get<SkuGoods>(`seller/goods/${goodsId}`),
  skus: async (goodsId: string) => list<SkuRecord>(await api.get(`seller/goods/${goodsId}/skus`)),
  save: async (goodsId: string, rows: SkuBodyRow[]) => list<SkuRecord>(await api.put(`seller/goods/${goodsId}/skus`, rows, { body: 'json' })),
  specs: async () => list<LibrarySpec>(await api.get('/seller/goods/spec/all')),
  createSpec: (name: string, values: string[]) =>
    api.post<LibrarySpec>('/seller/goods/spec', { spec_group_name: name, spec_values: values.map((v) => ({ spec_value_name: v })) }, { body: 'json' }),
  updateSpec: (spec: LibrarySpec) =>
    api.put<LibrarySpec>(
      `/seller/goods/spec/${spec.id}`,
      { spec_group_name: spec.spec_group_name, spec_values: spec.spec_values },
      { body: 'json' },
    ),
};
