/** The material centre's writes (api reference §8.8), as calls the engine sends. */
import type { RequestSpec } from '@/engine/actions/types';
import type { GroupType } from '@/components/pickers';
import { fillPath } from '@/utils/api-path';

export const materialCalls = {
  addGroup: (group_name: string, group_type: GroupType, parent_id: string): RequestSpec => ({
    url: '/seller/shops/resource-group',
    method: 'post',
    body: 'json',
    data: { group_name, group_type, parent_id },
  }),
  renameGroup: (id: string, group_name: string, parent_id: string, group_type: GroupType): RequestSpec => ({
    url: fillPath('/seller/shops/resource-group/{id}/group-name', { id }),
    method: 'put',
    params: { group_name, parent_id, group_type },
  }),
  deleteGroup: (id: string): RequestSpec => ({ url: fillPath('/seller/shops/resource-group/{id}', { id }), method: 'delete' }),
  rename: (id: string, resource_name: string): RequestSpec => ({ url: fillPath('/seller/shops/resource/{id}/resource-name', { id }), method: 'put', params: { resource_name } }),
  /** Move to a group ('-1': ungrouped). */
  move: (ids: string[], group_id: string): RequestSpec => ({ url: '/seller/shops/resource/resource-group', method: 'put', params: { resource_ids: ids, group_id } }),
  copy: (ids: string[], group_id: string): RequestSpec => ({ url: fillPath('/seller/shops/resource/copy/{group_id}', { group_id }), method: 'post', params: { resource_ids: ids } }),
  remove: (ids: string[]): RequestSpec => ({ url: '/seller/shops/resource/batch', method: 'delete', params: { ids } }),
};
