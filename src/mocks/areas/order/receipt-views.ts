/** The invoice request as lists and the order detail show it. */
import { yuan } from './amounts';
import { RECEIPT_METHOD, RECEIPT_TYPE_LABEL, type ReceiptRecord } from './receipts';
import { receiptDb } from './store';

/** ReceiptHistory (a list row, and the order detail's `receipt_history`). */
export function receiptRow(r: ReceiptRecord) {
  return {
    history_id: r.history_id,
    order_sn: r.order_sn,
    order_price: yuan(r.order_price_cents),
    member_id: r.member_id,
    uname: r.uname,
    status: r.status,
    status_text: r.status ? '已开票' : '未开票',
    receipt_type: r.receipt_type,
    receipt_type_text: RECEIPT_TYPE_LABEL[r.receipt_type][0],
    receipt_method: RECEIPT_METHOD[r.receipt_type][0],
    receipt_title: r.receipt_title,
    receipt_content: r.receipt_content,
    tax_no: r.tax_no,
    add_time: r.add_time,
    issue_time: r.issue_time,
    __en: {
      ...r.__en,
      status_text: r.status ? 'Issued' : 'Not issued',
      receipt_type_text: RECEIPT_TYPE_LABEL[r.receipt_type][1],
      receipt_method: RECEIPT_METHOD[r.receipt_type][1],
    },
  };
}

/** The invoice request of an order, if the buyer asked for one. */
export const receiptOfOrder = (sn: string) => receiptDb().receipts.all().find((r) => r.order_sn === sn);

