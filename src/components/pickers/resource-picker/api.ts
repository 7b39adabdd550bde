import { api } from '@/api';
import type { GroupType, NewResource, ResourceGroup } from './types';
import type { Id } from '../shared/types';

/** Material-centre calls of api reference §8.8. */
export const RESOURCE_LIST_URL = 'seller/shops/resource';

export const fetchGroupTree = (groupType: GroupType) =>
  api.get<ResourceGroup[]>('seller/shops/resource-group/tree-list', { group_type: groupType });

export const registerResources = (records: NewResource[]) =>
  api.post<unknown>('seller/shops/resource/batch', records, { body: 'json' });

export const deleteResources = (ids: Id[]) =>
  api.delete<unknown>('seller/shops/resource/batch', { ids: ids.map(String) });
