import type { RequestSpec } from '@/engine/actions/types';
import type { Id } from '../shared/types';
import type { NewResource } from './types';

/**
 * Material-centre calls of api reference §8.8. Every read is cached under the resource `resources`
 * (the files and the group tree with its counts), and every write makes it stale.
 */
export const RESOURCE = 'resources';
export const RESOURCE_LIST_URL = 'seller/shops/resource';
export const GROUP_TREE_URL = 'seller/shops/resource-group/tree-list';

export const registerResources = (records: NewResource[]): RequestSpec => ({
  url: 'seller/shops/resource/batch',
  method: 'post',
  data: records,
  body: 'json',
});

export const deleteResources = (ids: Id[]): RequestSpec => ({
  url: 'seller/shops/resource/batch',
  method: 'delete',
  params: { ids: ids.map(String) },
});
