import type { FamilyHead } from '@/engine/declare';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const ordersHead: FamilyHead = { name: 'orders', api: { list: 'seller/trade/orders' }, apiFor: { supplier: { list: 'seller/trade/orders/supplier' } }, idField: 'sn' };
export const commentsHead: FamilyHead = { name: 'comments', api: { list: 'seller/members/comments' }, idField: 'comment_id' };
export const billsHead: FamilyHead = { name: 'bills', api: { list: 'seller/order/bills' }, idField: 'bill_id' };
export const receiptsHead: FamilyHead = { name: 'receipts', api: { list: 'seller/members/receipts' }, idField: 'history_id' };
export const quotationsHead: FamilyHead = { name: 'quotations', api: { list: 'seller/trade/quotations' }, idField: 'quotation_id' };
