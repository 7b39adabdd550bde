/**
 * The statistics' tables as engine lists: paging, column settings and URL state come from the engine; the
 * statistics pages embed them and drive them with their period (`fixedFilters`). Each can export all its
 * rows to a spreadsheet file.
 */
import { lazy } from 'react';
import { defineFamily } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import {
  favouriteSchema,
  goodsDetailSchema,
  hotAmountSchema,
  hotQuantitySchema,
  salesOrderSchema,
  systemLogSchema,
  type FavouriteRow,
  type GoodsDetailRow,
  type HotGoodsRow,
  type SalesOrderRow,
  type SystemLogRow,
} from '@/schemas/statistics/reports';

const exportAll = lazy(() => import('@/pages/statistics/export/ExportListButton'));

export const goodsDetails = defineFamily<GoodsDetailRow>({ name: 'statGoodsDetails', api: { list: 'seller/statistics/goods/goods_detail' }, idField: 'goods_id', schema: goodsDetailSchema });
export const hotGoodsAmount = defineFamily<HotGoodsRow>({ name: 'statHotGoodsAmount', api: { list: 'seller/statistics/goods/order_price_page' }, idField: 'goods_id', schema: hotAmountSchema });
export const hotGoodsQuantity = defineFamily<HotGoodsRow>({ name: 'statHotGoodsQuantity', api: { list: 'seller/statistics/goods/order_num_page' }, idField: 'goods_id', schema: hotQuantitySchema });
export const salesOrders = defineFamily<SalesOrderRow>({ name: 'statSalesOrders', api: { list: 'seller/statistics/reports/sales_page' }, idField: 'sn', schema: salesOrderSchema });
export const favourites = defineFamily<FavouriteRow>({ name: 'statFavourites', api: { list: 'seller/statistics/collect/page' }, idField: 'goods_id', schema: favouriteSchema });
/** The shop's operation log (log-manage): an ordinary list. */
export const systemLogs = defineFamily<SystemLogRow>({ name: 'systemLogs', api: { list: 'seller/system-logs' }, idField: 'id', schema: systemLogSchema });

export const goodsDetailList: ListConfig<GoodsDetailRow> = { tools: exportAll };
export const hotGoodsList: ListConfig<HotGoodsRow> = { tools: exportAll };
export const salesOrderList: ListConfig<SalesOrderRow> = { tools: exportAll };
export const favouriteList: ListConfig<FavouriteRow> = { tools: exportAll };
export const systemLogList: ListConfig<SystemLogRow> = { defaultPageSize: 20 };
