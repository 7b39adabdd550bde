/** Micro-pages of the shop (api reference §10; docs/api/decoration.md §1). */
import type { EnumOption, Schema } from '../types';

export interface PageRow {
  id: string;
  page_name: string;
  remark?: string;
  client_type: 'PC' | 'MOBILE';
  publish_status: 'YES' | 'NO';
  is_index: 'YES' | 'NO';
  create_time?: number;
  modify_time?: number;
  [key: string]: unknown;
}

export const PUBLISH_STATUSES: readonly EnumOption[] = [
  { value: 'YES', label: 'decoration:page.published', color: 'green' },
  { value: 'NO', label: 'decoration:page.unpublished' },
];
export const HOME_FLAGS: readonly EnumOption[] = [{ value: 'YES', label: 'decoration:page.home', color: 'gold' }, { value: 'NO', label: 'decoration:page.notHome' }];

export const PAGE_NAME_MAX = 30;
export const PAGE_REMARK_MAX = 200;

export const pageSchema: Schema<PageRow> = [
  { key: 'keyword', label: 'decoration:page.keyword', type: 'text', search: true },
  { key: 'page_name', label: 'decoration:page.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: PAGE_NAME_MAX }] } },
  { key: 'remark', label: 'decoration:page.remark', type: 'textarea', column: true, props: { maxLength: PAGE_REMARK_MAX }, form: { rules: [{ kind: 'maxLength', value: PAGE_REMARK_MAX }] } },
  { key: 'is_index', label: 'decoration:page.isHome', type: 'enum', enum: HOME_FLAGS, column: true },
  { key: 'publish_status', label: 'decoration:page.status', type: 'enum', enum: PUBLISH_STATUSES, column: true },
  { key: 'create_time', label: 'decoration:page.created', type: 'time', column: true },
  { key: 'modify_time', label: 'decoration:page.modified', type: 'time', column: true },
];
