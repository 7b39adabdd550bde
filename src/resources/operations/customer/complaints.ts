import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import type { ShowConfig } from '@/engine/record/types';
import { appealFields, complaintFlags, complaintSchema, type ComplaintRow } from '@/schemas/aftersales/complaints';
import { fillPath } from '@/utils/api-path';
import { complaintsHead } from './families';

/**
 * Trade complaints (api reference §4.6). One record page serves both the operations complaint list and the
 * order area's `complaint-detail/:id` (`complaintScreen`).
 */
export const complaints = defineFamily<ComplaintRow>({
  ...complaintsHead,
  schema: complaintSchema,
  flags: complaintFlags,
  titleOf: (row) => row.complain_topic,
});

const path = (template: string, id: string) => fillPath(`seller/trade/order-complains/{id}/${template}`, { id });

const appeal: Action<ComplaintRow> = {
  key: 'appeal',
  label: 'aftersales:action.appeal',
  flag: 'allow_appeal',
  primary: true,
  form: { width: 600, fields: appealFields },
  request: ([id], input) => ({
    url: path('appeal', id!),
    method: 'put',
    params: { appeal_content: String(input.appeal_content).trim(), images: ((input.images as string[] | undefined) ?? []).join(',') || undefined },
  }),
};

const arbitration: Action<ComplaintRow> = {
  key: 'arbitration',
  label: 'aftersales:action.arbitration',
  flag: 'allow_arbitration',
  confirm: 'aftersales:confirm.arbitration',
  request: ([id]) => ({ url: path('to-arbitration', id!), method: 'put' }),
};

export const complaintList: ListConfig<ComplaintRow> = {
  tabs: (['ALL', 'COMPLAINING', 'CANCELED', 'COMPLETE'] as const).map((tag) => ({ key: tag, label: `aftersales:complainTag.${tag}`, filters: { tag } })),
  detailFrom: 'complain_topic',
  // The operations list opens the record page of its own area (the order area declares the same page).
  detailPath: '/operations/complaint-detail/{id}',
  rowActions: [appeal, arbitration],
};

export const complaintDetail: ShowConfig<ComplaintRow> = {
  actions: [appeal, arbitration],
  sections: [
    { key: 'flow', kind: 'flow', api: 'seller/trade/order-complains/{id}/flow' },
    { key: 'complaint', kind: 'fields', title: 'aftersales:section.complaint', fields: ['complain_topic', 'status', 'create_time', 'member_name', 'content', 'images'] },
    { key: 'order', kind: 'fields', title: 'aftersales:section.order', fields: ['order_sn', 'goods', 'order_price', 'shipping_price', 'ship_name', 'ship_mobile', 'ship_addr'] },
    { key: 'appeal', kind: 'fields', title: 'aftersales:section.appeal', when: (row) => Boolean(row.appeal_time), fields: ['appeal_content', 'appeal_images', 'appeal_time'] },
    { key: 'arbitration', kind: 'fields', title: 'aftersales:section.arbitration', when: (row) => Boolean(row.arbitration_result), fields: ['arbitration_result'] },
    {
      key: 'thread',
      kind: 'timeline',
      title: 'aftersales:section.thread',
      field: 'communication_list',
      item: { time: 'create_time', text: 'content', who: 'owner_name' },
      send: {
        label: 'aftersales:field.message',
        when: (row) => complaintFlags(row).allow_communication,
        request: (id, text) => ({ url: path('communication', id), method: 'put', params: { content: text } }),
      },
    },
  ],
};

/** The complaint's record page, for both routes that show it. */
export const complaintScreen = complaints.show(complaintDetail);
