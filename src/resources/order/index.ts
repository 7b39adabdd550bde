import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { complaintsHead } from '../operations/customer/families';
import { billsHead, commentsHead, ordersHead, quotationsHead, receiptsHead } from './families';

// Each family's schema and screen configs load with its first screen opened, not with the shell.
const orders = lazyScreens(() => import('./orders'));
const afterTrade = lazyScreens(() => import('./after-trade'));
const quotations = lazyScreens(() => import('./quotations'));
const complaints = lazyScreens(() => import('../operations/customer/complaints'));

/** The order area of spec §2 (api reference §4). */
export const orderArea: ScreenDeclaration = {
  path: 'order',
  name: 'order',
  icon: 'order',
  redirect: 'order-list',
  restricted: true,
  children: [
    // Its export lands in the export records (api reference §8.7).
    { path: 'order-list', restricted: true, implies: ['deriveRecord'], screen: orders.list(ordersHead, (m) => m.orders.list(m.orderList)) },
    { path: 'detail/:sn', name: 'orderDetail', hidden: true, restricted: true, screen: orders.show(ordersHead, (m) => m.orders.show(m.orderDetail)) },
    // Many orders at once, typed in or from a spreadsheet: a bulk-entry screen of its own.
    { path: 'order-delivery', restricted: true, component: () => import('@/pages/order/delivery') },
    { path: 'complaint-detail/:id', name: 'orderComplaintDetail', hidden: true, belongsTo: 'orderList', screen: complaints.show(complaintsHead, (m) => m.complaintScreen) },
    { path: 'comments-manage', screen: afterTrade.list(commentsHead, (m) => m.comments.list(m.commentList)) },
    { path: 'settlement-manage', implies: ['deriveRecord'], screen: afterTrade.list(billsHead, (m) => m.bills.list(m.billList)) },
    // The API reads a bill by its id: the route's :sn holds it (as the original console's did).
    { path: 'settlement-detail/:sn', hidden: true, screen: afterTrade.show(billsHead, (m) => m.bills.show(m.billDetail)) },
    { path: 'receipt-history', screen: afterTrade.list(receiptsHead, (m) => m.receipts.list(m.receiptList)) },
    { path: 'receipt-detail/:id', hidden: true, screen: afterTrade.show(receiptsHead, (m) => m.receipts.show(m.receiptDetail)) },
    { path: 'quotations-list', screen: quotations.list(quotationsHead, (m) => m.quotations.list(m.quotationList)) },
    { path: 'quotations-add', screen: quotations.form(quotationsHead, (m) => m.quotations.form(m.quotationForm)).create },
    { path: 'quotations-detail/:id', hidden: true, noCache: true, screen: quotations.show(quotationsHead, (m) => m.quotations.show(m.quotationDetail)) },
  ],
};
