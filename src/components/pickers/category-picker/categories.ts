import { fillPath } from '@/utils/api-path';
import type { Id, PickerType } from '../shared/types';

/** A category node (spec §3). */
export interface CategoryNode {
  category_id: Id;
  name: string;
  parent_id?: Id;
  has_children?: boolean | number;
  category_path?: string;
}

/** admin: platform categories; seller: the shop's business categories (api reference §3.2, §10). */
export const categoryChildrenUrl = (type: PickerType, parentId: Id = 0) =>
  fillPath(type === 'admin' ? 'admin/goods/categories/{parentId}/children' : 'seller/goods/category/{parentId}/children', { parentId: String(parentId) });

/** The Refine resource category reads are cached under (they change a few times a year: read at most hourly). */
export const CATEGORIES = 'categories';

/** The node's category_path, or one built from the ids of the path (`0|12|34|`). */
export const categoryPathOf = (node: CategoryNode | undefined, ids: readonly string[]): string =>
  node?.category_path || (ids.length ? `0|${ids.join('|')}|` : '');

/** has_children false / 0 marks a leaf; unknown means "maybe" (loaded on demand). */
export const isLeafCategory = (node: CategoryNode): boolean =>
  node.has_children !== undefined && node.has_children !== null && !node.has_children;
