/** Finding the caller's orders: one by sn (404 for another shop's), and the list filters of api reference §4.2. */
import { badParam, notFound, text } from '../../lib/errors';
import { matches } from '../../lib/values';
import type { Ctx } from '../../handlers/route';
import { queryEnum, queryTimeRange } from './fields';
import { CLIENT_TYPE_LABEL, ORDER_STATUS_LABEL, PAYMENT_TYPE_LABEL } from './labels';
import { hasTag, isOrderTag } from './state';
import { orderDb } from './store';
import type { OrderRecord, OrderStatus } from './types';

export const ORDER = text('订单', 'Order');

/** One of the caller's orders (supplier orders only, for the `supplier/…` calls), or 404. */
export function ownOrder(ctx: Ctx, sn: string, supplierOnly = false): OrderRecord {
  const o = orderDb().orders.get(sn);
  if (!o || o.shop_id !== ctx.session.shopId || (supplierOnly && o.supplier_type !== 1)) throw notFound(ORDER, sn);
  return o;
}

const isStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_LABEL;

/** A status filter: a tab value (WAIT_SHIP…) or, for `order_status`, an exact order status too. */
function statusTest(key: string, value: string): ((o: OrderRecord) => boolean) | null {
  if (!value) return null;
  if (isOrderTag(value)) return (o) => hasTag(o, value);
  if (key === 'order_status' && isStatus(value)) return (o) => o.order_status === value;
  throw badParam(`${key} 的值不正确：${value}`, `${key} has an unknown value: ${value}`);
}

/** A shop's orders matching the list query, newest first. */
export function queryOrders(q: URLSearchParams, shopId: string, supplierOnly = false): OrderRecord[] {
  const get = (k: string) => (q.get(k) ?? '').trim();
  const byStatus = statusTest('order_status', get('order_status'));
  const byTag = statusTest('tag', get('tag'));
  const payment = queryEnum(q, 'payment_type', Object.keys(PAYMENT_TYPE_LABEL));
  const client = queryEnum(q, 'client_type', Object.keys(CLIENT_TYPE_LABEL));
  const supplierType = supplierOnly ? '1' : queryEnum(q, 'supplier_type', ['0', '1']);
  const { start, end } = queryTimeRange(q);
  const keywords = get('keywords');
  const goodsName = get('goods_name');
  const goodsMatch = (o: OrderRecord, keyword: string) => o.lines.some((l) => matches(keyword, l.name, l.__en?.name));

  return orderDb()
    .orders.all()
    .filter(
      (o) =>
        o.shop_id === shopId &&
        (!supplierType || o.supplier_type === Number(supplierType)) &&
        (!byStatus || byStatus(o)) &&
        (!byTag || byTag(o)) &&
        (!payment || o.payment_type === payment) &&
        (!client || o.client_type === client) &&
        o.create_time >= start &&
        o.create_time <= end &&
        (!keywords || matches(keywords, o.sn) || goodsMatch(o, keywords)) &&
        matches(get('order_sn'), o.sn) &&
        (!goodsName || goodsMatch(o, goodsName)) &&
        matches(get('buyer_name'), o.member_name),
    )
    .sort((a, b) => b.create_time - a.create_time || (a.sn < b.sn ? 1 : -1));
}
