import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import { NOTICE_TYPES, noticeSchema, type NoticeRow } from '@/schemas/aftersales/notices';
import { fillPath, joinIds } from '@/utils/api-path';
import { noticesHead } from './families';

/** The shop's station notices (api reference §5.4): unread ones first (the server's order), by type. */
export const notices = defineFamily<NoticeRow>({
  ...noticesHead,
  schema: noticeSchema,
  flags: (row) => ({ allow_read: Number(row.is_read) === 0 }),
});

const NOTICES = 'seller/shops/shop-notice-logs';
/** Ids per call when marking every notice read (they travel in the path). */
const IDS_PER_CALL = 100;

/** A comma-joined id list in the path (api reference §1.1), each id encoded as a segment of its own. */
const idList = (ids: string[]) => joinIds(ids.map((id) => fillPath('{id}', { id })));

const markRead = (ids: string[]) => ({ url: `${NOTICES}/${idList(ids)}/read`, method: 'put' as const });

const read: Action<NoticeRow> = { key: 'read', label: 'aftersales:action.read', flag: 'allow_read', request: markRead };
const remove: Action<NoticeRow> = {
  key: 'delete',
  label: 'aftersales:action.delete',
  danger: true,
  confirm: 'aftersales:confirm.deleteNotices',
  request: (ids) => ({ url: `${NOTICES}/${idList(ids)}`, method: 'delete' }),
};

interface Page {
  data?: NoticeRow[];
  data_total?: number;
}

/** Every unread notice, of every type: their ids are read page by page first, then marked in batches. */
const readAll: Action<NoticeRow> = {
  key: 'readAll',
  label: 'aftersales:action.readAll',
  confirm: 'aftersales:confirm.readAll',
  run: async (_ids, _rows, call) => {
    const unread: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await call<Page>({ url: NOTICES, method: 'get', params: { is_read: 0, page_no: page, page_size: IDS_PER_CALL } });
      const rows = answer?.data ?? [];
      unread.push(...rows.map((r) => String(r.id)));
      if (!rows.length || unread.length >= Number(answer?.data_total ?? 0)) break;
    }
    for (let i = 0; i < unread.length; i += IDS_PER_CALL) await call(markRead(unread.slice(i, i + IDS_PER_CALL)));
  },
};

export const noticeList: ListConfig<NoticeRow> = {
  tabs: [{ key: 'ALL', label: 'aftersales:tab.all', filters: {} }, ...NOTICE_TYPES.map((o) => ({ key: String(o.value), label: o.label, filters: { type: o.value } }))],
  rowActions: [read, remove],
  bulkActions: [read, remove],
  toolbar: [readAll],
};
