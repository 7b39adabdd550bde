import type { FamilyHead } from '@/engine/declare';
import { registerOptions } from '@/engine/fields/registry';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const ordersHead: FamilyHead = { name: 'orders', api: { list: 'seller/trade/orders' }, apiFor: { supplier: { list: 'seller/trade/orders/supplier' } }, idField: 'sn' };
export const commentsHead: FamilyHead = { name: 'comments', api: { list: 'seller/members/comments' }, idField: 'comment_id' };
export const billsHead: FamilyHead = { name: 'bills', api: { list: 'seller/order/bills' }, idField: 'bill_id' };
export const receiptsHead: FamilyHead = { name: 'receipts', api: { list: 'seller/members/receipts' }, idField: 'history_id' };
export const quotationsHead: FamilyHead = { name: 'quotations', api: { list: 'seller/trade/quotations' }, idField: 'quotation_id' };

// The shop's enabled logistics companies (api reference §8.4), as the ship forms and the
// bulk delivery page offer them (registered with the shell: a bespoke page uses it too).
registerOptions('logisticsCompanies', {
  resource: 'logistics',
  api: 'seller/shops/logi-companies/enabled',
  value: 'logistics_company_do.id',
  label: 'logistics_company_do.name',
});
