import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import type { ShowConfig } from '@/engine/record/types';
import { askSchema, REPLY_STATUSES, replyFields, replySchema, type AskRow } from '@/schemas/aftersales/consultations';
import { fillPath } from '@/utils/api-path';
import { consultationsHead } from './families';

/** Buyers' questions about the shop's goods (api reference §5.3); the shop answers each once. */
export const consultations = defineFamily<AskRow>({
  ...consultationsHead,
  schema: askSchema,
  flags: (row) => ({ allow_reply: row.reply_status === 'NO' }),
  titleOf: (row) => row.goods_name,
});

const reply: Action<AskRow> = {
  key: 'reply',
  label: 'aftersales:action.reply',
  flag: 'allow_reply',
  primary: true,
  form: { width: 560, fields: replyFields, initial: ([row]) => ({ question: row!.content }) },
  request: ([askId], input) => ({ url: fillPath('seller/members/asks/{askId}/reply', { askId }), method: 'put', data: { reply_content: String(input.reply_content).trim() } }),
};

export const consultationList: ListConfig<AskRow> = {
  tabs: [
    { key: 'ALL', label: 'aftersales:tab.all', filters: {} },
    ...REPLY_STATUSES.map((o) => ({ key: String(o.value), label: o.label, filters: { reply_status: o.value } })),
  ],
  detailFrom: 'content',
  rowActions: [reply],
};

/** The question, the shop's reply, and the other members' answers (a list filtered by the route's question). */
export const consultationDetail: ShowConfig<AskRow> = {
  actions: [reply],
  sections: [
    { key: 'question', kind: 'fields', title: 'aftersales:section.question', fields: ['goods_name', 'member_name', 'content', 'create_time', 'auth_status', 'anonymous'] },
    { key: 'reply', kind: 'fields', title: 'aftersales:section.reply', fields: ['reply_status', 'reply', 'reply_time'] },
    {
      key: 'answers',
      kind: 'list',
      title: 'aftersales:section.answers',
      rowKey: 'id',
      lists: [
        {
          key: 'answers',
          label: 'aftersales:section.answers',
          api: 'seller/members/reply',
          config: { schema: replySchema, fixedFilters: ({ params }) => ({ ask_id: params.askId }) },
        },
      ],
    },
  ],
};
