import type { Id } from '../shared/types';

export type GroupType = 'IMAGE' | 'VIDEO';

/** A resource of the material centre (spec §3). */
export interface Resource {
  id: Id;
  resource_name: string;
  resource_url: string;
  /** KB */
  resource_storage: number;
  img_width?: number;
  img_height?: number;
  /** seconds */
  video_duration?: number;
  group_id?: Id;
  group_type: GroupType;
  /** unix seconds */
  create_time?: number;
}

/** A node of the resource group tree (spec §3). */
export interface ResourceGroup {
  group_id: Id;
  group_name: string;
  group_type?: GroupType;
  parent_id?: Id;
  depth?: number;
  resource_count?: number;
  create_time?: number;
  children?: ResourceGroup[];
}

/** The record `POST seller/shops/resource/batch` registers. */
export type NewResource = Omit<Resource, 'id' | 'create_time'>;
