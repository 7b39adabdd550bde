import { joinIds } from '@/utils/api-path';
import type { Params } from '@/utils/api-params';
import { groupOf } from '../shared/paths';
import type { Id, PickerType } from '../shared/types';

/** Member item (spec §3); sex 1 male, 0 female. */
export interface MemberItem {
  member_id: Id;
  uname: string;
  face?: string;
  mobile?: string;
  sex?: number;
  nickname?: string;
}

export const SEX_MALE = 1;
export const SEX_FEMALE = 0;

export const memberListUrl = (type: PickerType) => `${groupOf(type)}/members`;
export const memberDetailsUrl = (type: PickerType, ids: readonly Id[]) => `${groupOf(type)}/members/${joinIds(ids)}/list`;

export interface MemberFilter {
  keyword?: string;
  /** '' = any */
  sex?: '' | '0' | '1';
  /** admin only */
  sellerId?: string;
}

export const memberListParams = (type: PickerType, filter: MemberFilter): Params => ({
  keyword: filter.keyword || undefined,
  sex: filter.sex === '' || filter.sex === undefined ? undefined : filter.sex,
  seller_id: type === 'admin' ? filter.sellerId || undefined : undefined,
});

export const memberKey = (member: MemberItem) => String(member.member_id);
