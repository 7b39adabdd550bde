import { Avatar, Image, Space, Typography } from 'antd';
import type { EnumOption, FormValues, Schema } from '../types';

/** A buyer's question (MemberAsk, api reference §5.3). */
export interface AskRow {
  ask_id: string;
  goods_id: string;
  goods_name: string;
  goods_img?: string;
  member_name: string;
  member_face?: string;
  content: string;
  create_time: number;
  reply?: string;
  reply_time?: number;
  reply_status: 'YES' | 'NO';
  auth_status?: string;
  anonymous?: 'YES' | 'NO';
  reply_num?: number;
  [key: string]: unknown;
}

const values = (prefix: string, keys: readonly string[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `aftersales:${prefix}.${value}`, color: colors[value] }));

export const REPLY_STATUSES = values('replyStatus', ['NO', 'YES'], { NO: 'gold', YES: 'green' });
export const AUTH_STATUSES = values('authStatus', ['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT'], { WAIT_AUDIT: 'gold', PASS_AUDIT: 'green', REFUSE_AUDIT: 'red' });
/** A member invited to answer has answered (YES) or not yet (NO). */
export const ANSWER_STATUSES = values('answerStatus', ['NO', 'YES'], { NO: 'default', YES: 'green' });
export const YES_NO = values('yesNo', ['YES', 'NO']);

/** The longest reply the console suggests: the reference gives none, so it is a warning, not a stop. */
export const REPLY_MAX = 200;

const goodsCell = (row: AskRow) => (
  <Space align="start">
    {row.goods_img ? <Image src={row.goods_img} alt="" width={40} height={40} style={{ objectFit: 'cover' }} preview={false} /> : null}
    <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: row.goods_name }}>{row.goods_name}</Typography.Text>
  </Space>
);

const memberCell = (row: AskRow) => (
  <Space size={6}>
    <Avatar size="small" src={row.member_face} alt="">{row.member_name?.[0]}</Avatar>
    <span>{row.member_name}</span>
  </Space>
);

export const askSchema: Schema<AskRow> = [
  { key: 'goods_name', label: 'aftersales:field.goodsName', type: 'text', search: true, column: { width: 260 }, detail: true, render: goodsCell },
  { key: 'member_name', label: 'aftersales:field.member', type: 'text', search: true, column: true, detail: true, render: memberCell },
  { key: 'content', label: 'aftersales:field.question', type: 'text', search: true, column: { width: 280 }, detail: true },
  { key: 'create_range', label: 'aftersales:field.askTime', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'reply_status', label: 'aftersales:field.replyStatus', type: 'enum', enum: REPLY_STATUSES, column: true, detail: true },
  { key: 'reply', label: 'aftersales:field.shopReply', type: 'textarea', column: { width: 240 }, detail: true },
  { key: 'reply_num', label: 'aftersales:field.answers', type: 'number', column: true },
  { key: 'auth_status', label: 'aftersales:field.authStatus', type: 'enum', enum: AUTH_STATUSES, column: { hiddenByDefault: true }, detail: true },
  { key: 'anonymous', label: 'aftersales:field.anonymous', type: 'enum', enum: YES_NO, detail: true },
  { key: 'create_time', label: 'aftersales:field.askTime', type: 'time', column: true, detail: true },
  { key: 'reply_time', label: 'aftersales:field.replyTime', type: 'time', detail: true },
];

/** Other members' answers (AskReplyDO), in the question's page. */
export const replySchema: Schema = [
  { key: 'member_name', label: 'aftersales:field.member', type: 'text', search: true, column: true },
  { key: 'content', label: 'aftersales:field.answer', type: 'text', search: true, column: { width: 360 } },
  { key: 'reply_range', label: 'aftersales:field.answerTime', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'reply_status', label: 'aftersales:field.answered', type: 'enum', enum: ANSWER_STATUSES, column: true },
  { key: 'auth_status', label: 'aftersales:field.authStatus', type: 'enum', enum: AUTH_STATUSES, column: true },
  { key: 'anonymous', label: 'aftersales:field.anonymous', type: 'enum', enum: YES_NO, column: true },
  { key: 'reply_time', label: 'aftersales:field.answerTime', type: 'time', column: true },
];

/** The shop's reply: required (api reference §5.3); over REPLY_MAX characters a warning. */
export const replyFields: Schema<FormValues> = [
  { key: 'question', label: 'aftersales:field.question', type: 'textarea', form: { readOnly: true } },
  { key: 'reply_content', label: 'aftersales:field.shopReply', type: 'textarea', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: REPLY_MAX, warn: true }] } },
];
