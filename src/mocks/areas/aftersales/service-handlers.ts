/** After-sales services and refunds (api reference §5.2): lists, detail, export, and the seller's operations; supplier variants. */
import { paginate } from '../../lib/paging';
import { route } from '../../handlers/route';
import { startExport } from '../tasks/exports';
import './exports';
import { audit, close, createOrder, putIn, refund, refundCod } from './service-actions';
import { ownService, queryRefunds, queryServices } from './service-query';
import { refundRow, serviceDetail, serviceRow } from './service-views';

export const serviceHandlers = [
  route('get', '*/seller/after-sales', (ctx) => paginate(queryServices(ctx.query, ctx.session.shopId), ctx.query, serviceRow)),
  route('get', '*/seller/after-sales/supplier', (ctx) => paginate(queryServices(ctx.query, ctx.session.shopId, true), ctx.query, serviceRow)),
  route('get', '*/seller/after-sales/detail/supplier/:sn', (ctx) => serviceDetail(ownService(ctx, ctx.params.sn, true))),
  route('get', '*/seller/after-sales/detail/:sn', (ctx) => serviceDetail(ownService(ctx, ctx.params.sn))),
  route('get', '*/seller/after-sales/refund', (ctx) => paginate(queryRefunds(ctx.query, ctx.session.shopId), ctx.query, refundRow)),
  route('get', '*/seller/after-sales/export', (ctx) => void startExport(ctx, 'ShopAfterSaleExport')),
  route('get', '*/seller/after-sales/export_supplier', (ctx) => void startExport(ctx, 'ShopAfterSaleExport', { supplier: '1' })),
  route('post', '*/seller/after-sales/audit/:sn', audit),
  route('post', '*/seller/after-sales/put-in/warehouse', putIn(false)),
  route('post', '*/seller/supplier/after-sales/put-in/warehouse', putIn(true)),
  route('post', '*/seller/after-sales/refund/cod/:sn', refundCod),
  route('post', '*/seller/after-sales/refund/:sn', refund),
  route('post', '*/seller/after-sales/create-order/:sn', createOrder),
  route('post', '*/seller/after-sales/close/:sn', close),
];
