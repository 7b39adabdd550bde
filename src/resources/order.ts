import type { ScreenDeclaration } from '@/engine/declare';

export const order: ScreenDeclaration = {
  path: 'order',
  name: 'order',
  icon: 'order',
  redirect: 'order-list',
  restricted: true,
  children: [
    { path: 'order-list', restricted: true },
    { path: 'detail/:sn', name: 'orderDetail', hidden: true, restricted: true, belongsTo: 'orderList' },
    { path: 'order-delivery', restricted: true },
    { path: 'complaint-detail/:id', name: 'orderComplaintDetail', hidden: true, belongsTo: 'orderList' },
    { path: 'comments-manage' },
    { path: 'settlement-manage' },
    { path: 'settlement-detail/:sn', hidden: true, belongsTo: 'settlementManage' },
    { path: 'receipt-history' },
    { path: 'receipt-detail/:id', hidden: true, belongsTo: 'receiptHistory' },
    { path: 'quotations-list' },
    { path: 'quotations-add' },
    { path: 'quotations-detail/:id', hidden: true, noCache: true, belongsTo: 'quotationsList' },
  ],
};
