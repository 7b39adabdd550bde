import { Typography } from 'antd';
import type { EnumOption, Schema } from '../types';

/** A station notice to the shop (api reference §5.4). */
export interface NoticeRow {
  id: string;
  notice_content: string;
  send_time: number;
  is_read: number;
  type: string;
  [key: string]: unknown;
}

export const NOTICE_TYPES: EnumOption[] = ['GOODS', 'ORDER', 'AFTERSALE'].map((value, i) => ({ value, label: `aftersales:noticeType.${value}`, color: ['blue', 'green', 'orange'][i] }));
export const READ_STATES: EnumOption[] = [
  { value: 0, label: 'aftersales:readState.0', color: 'red' },
  { value: 1, label: 'aftersales:readState.1' },
];

export const isUnread = (row: Pick<NoticeRow, 'is_read'>) => Number(row.is_read) === 0;

export const noticeSchema: Schema<NoticeRow> = [
  { key: 'is_read', label: 'aftersales:field.readState', type: 'enum', enum: READ_STATES, search: true, column: { width: 90 } },
  { key: 'type', label: 'aftersales:field.noticeType', type: 'enum', enum: NOTICE_TYPES, column: { width: 110 } },
  {
    key: 'notice_content',
    label: 'aftersales:field.noticeContent',
    type: 'text',
    column: true,
    // Unread notices stand out; the text is shown as text (never as HTML).
    render: (row) => <Typography.Text strong={isUnread(row)} style={{ whiteSpace: 'pre-wrap' }}>{row.notice_content}</Typography.Text>,
  },
  { key: 'send_time', label: 'aftersales:field.sendTime', type: 'time', column: { width: 170 } },
];
