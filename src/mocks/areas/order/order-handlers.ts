/** Order calls of the seller API (api reference §4.2). Static paths come before `{sn}` ones they would match. */
import { db } from '../../db/store';
import { badParam, notFound, what } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { route, type Ctx } from '../../handlers/route';
import { startExport } from '../tasks/exports';
import './exports';
import { tracking } from './express';
import { adjustPrice, cancel, confirmPayment, editConsignee, redeem, ship } from './order-actions';
import { ORDER, ownOrder, queryOrders } from './order-query';
import { orderDetail, orderRow } from './order-views';
import { regionText } from './regions';
import { flowNodes, hasTag } from './state';
import { orderDb } from './store';

/** The counts of the list tabs, with the same tests the `order_status` filter uses. */
function statusNum(ctx: Ctx) {
  const orders = orderDb().orders.all().filter((o) => o.shop_id === ctx.session.shopId);
  const count = (tag: Parameters<typeof hasTag>[1]) => orders.reduce((n, o) => n + (hasTag(o, tag) ? 1 : 0), 0);
  return {
    all_num: orders.length,
    wait_pay_num: count('WAIT_PAY'),
    wait_ship_num: count('WAIT_SHIP'),
    wait_rog_num: count('WAIT_ROG'),
    cancel_num: count('CANCELLED'),
    complete_num: count('COMPLETE'),
    wait_comment_num: count('WAIT_COMMENT'),
    wait_chase_num: count('WAIT_CHASE'),
    refund_num: count('REFUND'),
  };
}

/** `seller/trade/invoice?order_id=`: the printable delivery note of an order. */
function deliveryNote(ctx: Ctx) {
  const orderId = (ctx.query.get('order_id') ?? '').trim();
  if (!orderId) throw badParam('order_id 不能为空', 'order_id is required');
  const o = orderDb().orders.all().find((r) => r.order_id === orderId && r.shop_id === ctx.session.shopId);
  if (!o) throw notFound(ORDER, orderId);
  const shop = db().shops.get(o.shop_id);
  if (!shop) throw notFound(what.shop, o.shop_id);
  // The note carries the shop's name and logo: it goes into the parcel the shop sends.
  return {
    logo: shop.shop_logo,
    site_name: shop.shop_name,
    site_address: `${shop.shop_province}${shop.shop_city}${shop.shop_county}${shop.shop_add}`,
    member_name: o.member_name,
    consignee: o.ship_name,
    order_create_time: o.create_time,
    create_time: nowSeconds(),
    sn: o.sn,
    order_sku_list: orderDetail(o).order_sku_list,
    phone: o.ship_mobile,
    region: regionText(o),
    address: o.ship_addr,
    __en: { site_name: shop.__en?.shop_name ?? shop.shop_name },
  };
}

export const orderHandlers = [
  route('get', '*/seller/trade/orders/status-num', statusNum),
  route('get', '*/seller/trade/orders/export/sync', (ctx) => void startExport(ctx, 'ShopOrderExport')),
  route('get', '*/seller/trade/orders/supplier/export', (ctx) => void startExport(ctx, 'ShopOrderExport', { supplier_type: '1' })),
  route('get', '*/seller/trade/orders/supplier', (ctx) => paginate(queryOrders(ctx.query, ctx.session.shopId, true), ctx.query, orderRow)),
  route('get', '*/seller/trade/orders/supplier/:sn', (ctx) => orderDetail(ownOrder(ctx, ctx.params.sn, true))),
  route('get', '*/seller/trade/orders/shipping/:sn', (ctx) => {
    const o = ownOrder(ctx, ctx.params.sn);
    const goods = JSON.stringify(o.lines.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, name: l.name, num: l.num })));
    return o.deliveries.map((d) => ({ ...d, goods_json: goods }));
  }),
  route('put', '*/seller/trade/orders/use/virtual', redeem),
  route('get', '*/seller/trade/orders', (ctx) => paginate(queryOrders(ctx.query, ctx.session.shopId), ctx.query, orderRow)),
  route('get', '*/seller/trade/orders/:sn', (ctx) => orderDetail(ownOrder(ctx, ctx.params.sn))),
  route('get', '*/seller/trade/orders/:sn/flow', (ctx) => flowNodes(ownOrder(ctx, ctx.params.sn))),
  route('get', '*/seller/trade/orders/:sn/items', (ctx) => {
    const o = ownOrder(ctx, ctx.params.sn);
    return {
      order_sn: o.sn,
      seller_name: ctx.session.shop?.shop_name ?? '',
      item_list: o.lines.map((l) => ({ product_id: l.sku_id, goods_id: l.goods_id, name: l.name, sku_sn: l.sku_sn, num: l.num, __en: l.__en })),
    };
  }),
  route('get', '*/seller/trade/orders/:sn/virtual', (ctx) => {
    const o = ownOrder(ctx, ctx.params.sn);
    const now = nowSeconds();
    return orderDb()
      .redeemCodes.all()
      .filter((r) => r.order_sn === o.sn)
      .map((r) => ({
        goods_id: r.goods_id,
        sku_id: r.sku_id,
        goods_name: r.goods_name,
        redeem_code: r.redeem_code,
        use_redeem: r.use_redeem,
        use_time: r.use_time,
        expired_time: r.expired_time,
        expired: r.use_redeem === 0 && r.expired_time < now ? 1 : 0,
      }));
  }),
  route('post', '*/seller/trade/orders/:sn/delivery', ship),
  route('put', '*/seller/trade/orders/:sn/price', adjustPrice),
  route('put', '*/seller/trade/orders/:sn/address', editConsignee),
  route('post', '*/seller/trade/orders/:sn/pay', confirmPayment),
  route('post', '*/seller/trade/orders/:sn/cancel', cancel),
  route('get', '*/seller/trade/invoice', deliveryNote),
  route('get', '*/seller/express', tracking),
];
