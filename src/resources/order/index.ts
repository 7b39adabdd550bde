import type { ScreenDeclaration } from '@/engine/declare';
import { complaintScreen } from '../operations/customer/complaints';
import { orderDetail, orderList, orders } from './orders';

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
    { path: 'order-delivery', restricted: true },
    { path: 'complaint-detail/:id', name: 'orderComplaintDetail', hidden: true, belongsTo: 'orderList', screen: complaintScreen },
    { path: 'comments-manage' },
    { path: 'settlement-manage', implies: ['deriveRecord'] },
    { path: 'settlement-detail/:sn', hidden: true, belongsTo: 'settlementManage' },
    { path: 'receipt-history' },
    { path: 'receipt-detail/:id', hidden: true, belongsTo: 'receiptHistory' },
    { path: 'quotations-list' },
    { path: 'quotations-add' },
    { path: 'quotations-detail/:id', hidden: true, noCache: true, belongsTo: 'quotationsList' },
  ],
};
