import type { FamilyHead } from '@/engine/declare';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const complaintsHead: FamilyHead = { name: 'complaints', api: { list: 'seller/trade/order-complains' }, idField: 'complain_id' };
export const consultationsHead: FamilyHead = { name: 'consultations', api: { list: 'seller/members/asks' }, idField: 'ask_id' };
export const noticesHead: FamilyHead = { name: 'shopNotices', api: { list: 'seller/shops/shop-notice-logs' }, idField: 'id' };
export const refundsHead: FamilyHead = { name: 'refunds', api: { list: 'seller/after-sales/refund' }, idField: 'service_sn' };
export const servicesHead: FamilyHead = { name: 'afterSales', api: { list: 'seller/after-sales', one: 'seller/after-sales/detail/{id}' }, apiFor: { supplier: { list: 'seller/after-sales/supplier', one: 'seller/after-sales/detail/supplier/{id}' } }, idField: 'service_sn' };
