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
import { favouritesHead, goodsDetailsHead, hotGoodsAmountHead, hotGoodsQuantityHead, salesOrdersHead, systemLogsHead } from './families';

const exportAll = lazy(() => import('@/pages/statistics/export/ExportListButton'));

export const goodsDetails = defineFamily<GoodsDetailRow>({ ...goodsDetailsHead, schema: goodsDetailSchema });
export const hotGoodsAmount = defineFamily<HotGoodsRow>({ ...hotGoodsAmountHead, schema: hotAmountSchema });
export const hotGoodsQuantity = defineFamily<HotGoodsRow>({ ...hotGoodsQuantityHead, schema: hotQuantitySchema });
export const salesOrders = defineFamily<SalesOrderRow>({ ...salesOrdersHead, schema: salesOrderSchema });
export const favourites = defineFamily<FavouriteRow>({ ...favouritesHead, schema: favouriteSchema });
/** The shop's operation log (log-manage): an ordinary list. */
export const systemLogs = defineFamily<SystemLogRow>({ ...systemLogsHead, schema: systemLogSchema });

export const goodsDetailList: ListConfig<GoodsDetailRow> = { tools: exportAll };
export const hotGoodsList: ListConfig<HotGoodsRow> = { tools: exportAll };
export const salesOrderList: ListConfig<SalesOrderRow> = { tools: exportAll };
export const favouriteList: ListConfig<FavouriteRow> = { tools: exportAll };
export const systemLogList: ListConfig<SystemLogRow> = { defaultPageSize: 20 };
