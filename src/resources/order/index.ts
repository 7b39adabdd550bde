import type { ScreenDeclaration } from '@/engine/declare';
import { billDetail, billList, bills, commentList, comments, receiptDetail, receiptList, receipts } from './after-trade';
import { complaintScreen } from '../operations/customer/complaints';
import { orderDetail, orderList, orders } from './orders';
import { quotationDetail, quotationForm, quotationList, quotations } from './quotations';

/** The order area of spec §2 (api reference §4). */
export const orderArea: ScreenDeclaration = {
  path: 'order',
  name: 'order',
  icon: 'order',
  redirect: 'order-list',
  restricted: true,
  children: [
    // Its export lands in the export records (api reference §8.7).
    { path: 'order-list', restricted: true, implies: ['deriveRecord'], screen: orders.list(orderList) },
    { path: 'detail/:sn', name: 'orderDetail', hidden: true, restricted: true, screen: orders.show(orderDetail) },
    // Many orders at once, typed in or from a spreadsheet: a bulk-entry screen of its own.
    { path: 'order-delivery', restricted: true, component: () => import('@/pages/order/delivery') },
    { path: 'complaint-detail/:id', name: 'orderComplaintDetail', hidden: true, belongsTo: 'orderList', screen: complaintScreen },
    { path: 'comments-manage', screen: comments.list(commentList) },
    { path: 'settlement-manage', implies: ['deriveRecord'], screen: bills.list(billList) },
    // The API reads a bill by its id: the route's :sn holds it (as the original console's did).
    { path: 'settlement-detail/:sn', hidden: true, screen: bills.show(billDetail) },
    { path: 'receipt-history', screen: receipts.list(receiptList) },
    { path: 'receipt-detail/:id', hidden: true, screen: receipts.show(receiptDetail) },
    { path: 'quotations-list', screen: quotations.list(quotationList) },
    { path: 'quotations-add', screen: quotations.form(quotationForm).create },
    { path: 'quotations-detail/:id', hidden: true, noCache: true, screen: quotations.show(quotationDetail) },
  ],
};
