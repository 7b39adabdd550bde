/** Quotations: business-to-business pricing for a buyer's request (designed API, docs/api/quotations.md). */
import { defineFamily } from '@/engine/declare';
import { readFields, writeFields, type Field } from '@/engine/fields/registry';
import type { FormScreenConfig } from '@/engine/form/types';
import type { Action, ListConfig } from '@/engine/list/types';
import type { ShowConfig } from '@/engine/record/types';
import { formFields } from '@/engine/schema';
import type { FormValues } from '@/schemas/types';
import { quotationSchema, type QuotationRow } from '@/schemas/order/quotations';
import { fillPath } from '@/utils/api-path';
import { quotationsHead } from './families';

export const quotations = defineFamily<QuotationRow>({
  ...quotationsHead,
  schema: quotationSchema,
  flags: 'allowable',
  titleOf: (row) => row.quotation_sn,
});

const fields = formFields(quotationSchema as readonly Field[]);
const toBody = (values: FormValues) => writeFields(fields, values);
const path = (template: string, id: string) => fillPath(`seller/trade/quotations/{id}${template}`, { id });

const quotationActions = {
  edit: {
    key: 'edit',
    label: 'common:action.edit',
    flag: 'allow_edit',
    form: { width: 1100, fields, initial: ([row]) => row! },
    request: ([id], input) => ({ url: path('', id!), method: 'put', body: 'json', data: input }),
  },
  send: { key: 'send', label: 'order:quotation.send', flag: 'allow_send', primary: true, confirm: 'order:quotation.confirmSend', request: ([id]) => ({ url: path('/send', id!), method: 'post' }) },
  withdraw: { key: 'withdraw', label: 'order:quotation.withdraw', flag: 'allow_withdraw', confirm: 'order:quotation.confirmWithdraw', request: ([id]) => ({ url: path('/withdraw', id!), method: 'post' }) },
  remove: {
    key: 'delete',
    label: 'common:action.delete',
    flag: 'allow_delete',
    danger: true,
    confirm: 'order:quotation.confirmDelete',
    request: ([id]) => ({ url: path('', id!), method: 'delete' }),
  },
} satisfies Record<string, Action<QuotationRow>>;

export const quotationList: ListConfig<QuotationRow> = {
  tabs: [
    { key: 'ALL', label: 'order:tab.ALL', filters: {} },
    ...(['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const).map((status) => ({ key: status, label: `order:quotationStatus.${status}`, filters: { status } })),
  ],
  tabCounts: {
    api: 'seller/trade/quotations/status-num',
    keys: { ALL: 'all_num', DRAFT: 'draft_num', SENT: 'sent_num', ACCEPTED: 'accepted_num', REJECTED: 'rejected_num', EXPIRED: 'expired_num' },
  },
  detailFrom: 'quotation_sn',
  links: [{ key: 'add', label: 'order:quotation.add', to: '/order/quotations-add', permission: 'quotationsAdd' }],
  rowActions: [quotationActions.send, quotationActions.withdraw, quotationActions.remove],
};

export const quotationDetail: ShowConfig<QuotationRow> = {
  actions: [quotationActions.send, quotationActions.edit, quotationActions.withdraw, { ...quotationActions.remove, after: '/order/quotations-list' }],
  sections: [
    { key: 'base', kind: 'fields', title: 'order:section.base', fields: ['quotation_sn', 'title', 'status', 'source', 'member_id', 'buyer_company', 'contact_name', 'contact_mobile', 'create_time', 'sent_time', 'reject_reason'] },
    { key: 'lines', kind: 'fields', title: 'order:quotation.lines', columns: 1, fields: ['items'] },
    { key: 'terms', kind: 'fields', title: 'order:quotation.terms', fields: ['total_price', 'valid_until', 'delivery_days', 'payment_terms', 'delivery_terms', 'buyer_note', 'seller_note'] },
    {
      key: 'history',
      kind: 'timeline',
      title: 'order:quotation.history',
      field: 'history',
      item: { time: 'create_time', text: 'content', who: 'operator' },
    },
  ],
};

export const quotationForm: FormScreenConfig<QuotationRow> = {
  sections: [
    { key: 'buyer', title: 'order:quotation.buyerSection', fields: ['title', 'member_id', 'buyer_company', 'contact_name', 'contact_mobile'] },
    { key: 'lines', title: 'order:quotation.lines', fields: ['items'] },
    { key: 'terms', title: 'order:quotation.terms', fields: ['valid_until', 'delivery_days', 'payment_terms', 'delivery_terms', 'buyer_note', 'seller_note'] },
  ],
  toValues: (record) => readFields(fields, record),
  toBody,
  create: (body) => ({ url: 'seller/trade/quotations', method: 'post', body: 'json', data: body }),
  after: (saved) => fillPath('/order/quotations-detail/{id}', { id: saved.quotation_id }),
};
