import type { FamilyHead } from '@/engine/declare';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const goodsDetailsHead: FamilyHead = { name: 'statGoodsDetails', api: { list: 'seller/statistics/goods/goods_detail' }, idField: 'goods_id' };
export const hotGoodsAmountHead: FamilyHead = { name: 'statHotGoodsAmount', api: { list: 'seller/statistics/goods/order_price_page' }, idField: 'goods_id' };
export const hotGoodsQuantityHead: FamilyHead = { name: 'statHotGoodsQuantity', api: { list: 'seller/statistics/goods/order_num_page' }, idField: 'goods_id' };
export const salesOrdersHead: FamilyHead = { name: 'statSalesOrders', api: { list: 'seller/statistics/reports/sales_page' }, idField: 'sn' };
export const favouritesHead: FamilyHead = { name: 'statFavourites', api: { list: 'seller/statistics/collect/page' }, idField: 'goods_id' };
export const systemLogsHead: FamilyHead = { name: 'systemLogs', api: { list: 'seller/system-logs' }, idField: 'id' };
