/** The page record of `seller/pages/{id}` (api reference §10; docs/api/decoration.md) and what the editor reads of it. */
export type ClientType = 'PC' | 'MOBILE';

export interface PageRecord {
  id: string;
  page_name: string;
  remark?: string;
  client_type: ClientType;
  publish_status: 'YES' | 'NO';
  is_index: 'YES' | 'NO';
  page_data?: string;
  create_time?: number;
  modify_time?: number;
  [key: string]: unknown;
}

/**
 * The page changed on the server since the editor read it: another time of change, or — for a server
 * that does not send one — other content.
 */
export function changedOnServer(opened: Pick<PageRecord, 'modify_time' | 'page_data'>, now: Pick<PageRecord, 'modify_time' | 'page_data'>): boolean {
  if (opened.modify_time !== undefined && now.modify_time !== undefined) return opened.modify_time !== now.modify_time;
  return (opened.page_data ?? '') !== (now.page_data ?? '');
}

/** The preview's width for the client type: a phone for mobile pages, a desktop for PC pages. */
export const PREVIEW_WIDTH: Record<ClientType, number> = { MOBILE: 375, PC: 1200 };
