/** Reviews, settlement bills and invoice requests (api reference §4.3–§4.5). */
import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import type { ShowConfig } from '@/engine/record/types';
import { billItemSchema, billSchema, commentSchema, receiptSchema, type BillRow, type CommentRow, type ReceiptRow } from '@/schemas/order/after-trade';
import { shipFields } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';
import { billsHead, commentsHead, receiptsHead } from './families';

export const comments = defineFamily<CommentRow>({
  ...commentsHead,
  schema: commentSchema,
  // One reply per review, once the platform has approved it.
  flags: (row) => ({ allow_reply: Number(row.reply_status) === 0 && (row.audit_status ?? 'PASS_AUDIT') === 'PASS_AUDIT' }),
});

export const commentList: ListConfig<CommentRow> = {
  tabs: [
    { key: 'all', label: 'order:comment.tabAll', filters: {} },
    { key: 'unreplied', label: 'order:comment.tabUnreplied', filters: { reply_status: 0 } },
    { key: 'bad', label: 'order:comment.tabBad', filters: { grade: 'bad' } },
  ],
  rowActions: [
    {
      key: 'reply',
      label: 'order:comment.reply',
      flag: 'allow_reply',
      prompt: { field: 'reply', label: 'order:comment.replyContent', hintLength: 500 },
      context: { schema: commentSchema, keys: ['member_name', 'grade', 'content'] },
      request: ([id], input) => ({ url: fillPath('seller/members/comments/{id}/reply', { id }), method: 'post', data: { reply: String(input.reply).trim() } }),
    },
  ],
};

export const bills = defineFamily<BillRow>({
  ...billsHead,
  schema: billSchema,
  flags: 'operate_allowable',
  titleOf: (row) => row.bill_sn,
});

export const billList: ListConfig<BillRow> = { detailFrom: 'bill_sn' };

export const billDetail: ShowConfig<BillRow> = {
  actions: [
    // The seller's step: reconcile an issued bill, or confirm a paid one (api reference §4.4).
    { key: 'next', label: 'order:bill.next', flag: 'allow_next_step', primary: true, confirm: 'order:bill.confirmNext', request: ([id]) => ({ url: fillPath('seller/order/bills/{id}/next', { id }), method: 'put' }) },
    // The export runs as a background task: its notice follows it to its file.
    { key: 'export', label: 'order:bill.export', exportTask: 'ShopBillExport', request: ([id]) => ({ url: fillPath('seller/order/bills/{id}/export', { id }), method: 'get', invalidates: ['tasks'] }) },
  ],
  sections: [
    { key: 'base', kind: 'fields', title: 'order:section.base', fields: ['bill_sn', 'period', 'status', 'create_time', 'pay_time', 'bill_price'] },
    {
      key: 'amounts',
      kind: 'fields',
      title: 'order:section.amounts',
      fields: ['order_total_price', 'cod_price', 'price', 'refund_total_price', 'cod_refund_price', 'refund_price', 'commi_price', 'refund_commi_price', 'discount_price', 'site_coupon_commi', 'distribution_rebate', 'distribution_return_rebate'],
    },
    { key: 'bank', kind: 'fields', title: 'order:bill.bankSection', fields: ['shop_name', 'bank_account_name', 'bank_name', 'bank_account_number'] },
    {
      key: 'items',
      kind: 'list',
      title: 'order:bill.items',
      rowKey: 'item_id',
      lists: [
        { key: 'payment', label: 'order:bill.payments', api: 'seller/order/bills/{id}/PAYMENT', config: { schema: billItemSchema.filter((f) => f.key !== 'refund_sn' && f.key !== 'refund_time') } },
        { key: 'refund', label: 'order:bill.refunds', api: 'seller/order/bills/{id}/REFUND', config: { schema: billItemSchema } },
      ],
    },
  ],
};

export const receipts = defineFamily<ReceiptRow>({
  ...receiptsHead,
  schema: receiptSchema,
  // An e-invoice is issued by attaching its files; a paper one by mailing it (api reference §4.5).
  flags: (row) => ({ allow_upload: row.receipt_type === 'ELECTRO' && Number(row.status) === 0, allow_mail: row.receipt_type !== 'ELECTRO' && Number(row.status) === 0 }),
  titleOf: (row) => row.order_sn,
});

const receiptActions: Action<ReceiptRow>[] = [
  {
    key: 'upload',
    label: 'order:receipt.upload',
    flag: 'allow_upload',
    primary: true,
    form: { fields: [{ key: 'files', label: 'order:receipt.files', type: 'images', form: { rules: [{ kind: 'required' }] } }] },
    request: ([id], input) => ({ url: 'seller/members/receipts/upload/files', method: 'post', body: 'json', data: { history_id: id, files: input.files } }),
  },
  {
    key: 'mail',
    label: 'order:receipt.mail',
    flag: 'allow_mail',
    primary: true,
    form: { fields: shipFields },
    // The reference sends these as query parameters.
    request: ([id], input) => ({
      url: fillPath('seller/members/receipts/{id}/logi', { id }),
      method: 'post',
      params: { logi_id: String(input.logi_id), logi_name: String(input.logi_name ?? ''), logi_code: String(input.ship_no).trim() },
    }),
  },
];

export const receiptList: ListConfig<ReceiptRow> = { detailFrom: 'order_sn', rowActions: receiptActions };

export const receiptDetail: ShowConfig<ReceiptRow> = {
  actions: receiptActions,
  sections: [
    { key: 'base', kind: 'fields', title: 'order:section.receipt', fields: ['order_sn', 'uname', 'receipt_type', 'status', 'add_time', 'order_price', 'receipt_title', 'receipt_content', 'tax_no', 'reg_addr', 'reg_tel', 'bank_name', 'bank_account'] },
    { key: 'receiver', kind: 'fields', title: 'order:receipt.receiver', fields: ['member_mobile', 'member_email', 'detail_addr'] },
    { key: 'issued', kind: 'fields', title: 'order:receipt.issue', when: (row) => Number(row.status) === 1, fields: ['elec_file_list', 'logi_name', 'logi_code', 'issue_time'] },
  ],
};
