import type { ScreenDeclaration } from './types';

export const order: ScreenDeclaration = {
  path: 'order',
  name: 'order',
  icon: 'order',
  redirect: 'order-list',
  restricted: true,
  children: [
    { path: 'order-list', restricted: true, api: { api: 'seller/trade/orders', idField: 'sn' } },
    { path: 'detail/:sn', name: 'orderDetail', hidden: true, restricted: true },
    { path: 'order-delivery', restricted: true },
    { path: 'complaint-detail/:id', name: 'orderComplaintDetail', hidden: true },
    { path: 'comments-manage' },
    { path: 'settlement-manage' },
    { path: 'settlement-detail/:sn', hidden: true },
    { path: 'receipt-history' },
    { path: 'receipt-detail/:id', hidden: true },
    { path: 'quotations-list' },
    { path: 'quotations-add' },
    { path: 'quotations-detail/:id', hidden: true, noCache: true },
  ],
};
