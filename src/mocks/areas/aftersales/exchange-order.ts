/**
 * The new order of an exchange or a re-send (order_type CHANGE): the service's goods at their price, paid for by
 * the exchange credit (nothing to pay, no freight), to the buyer's address, waiting to ship; its stock is locked.
 */
import { nextId } from '../../db/store';
import { chinaDate } from '../order/dates';
import { ORDER_ID_BASE } from '../order/seed-orders';
import { orderDb } from '../order/store';
import type { OrderRecord } from '../order/types';
import { lock } from './stock';
import type { ServiceRecord } from './types';

/** Sequence numbers of new orders start past every seeded one (owner orders count up from 1, supplier ones from 900 000). */
const EXCHANGE_SEQUENCE = 'exchangeOrder';
const EXCHANGE_SEQ_START = '700000';

export function createExchangeOrder(s: ServiceRecord, original: OrderRecord, now: number): OrderRecord {
  const seq = nextId(EXCHANGE_SEQUENCE, EXCHANGE_SEQ_START);
  const sn = `${chinaDate(now)}${seq.padStart(6, '0')}`;
  const lines = s.lines.map((l) => {
    const line = original.lines.find((o) => o.sku_id === l.sku_id);
    return { ...(line ?? original.lines[0]), num: l.return_num, service_status: 'NOT_APPLY' as const };
  });
  const goods = lines.reduce((sum, l) => sum + l.purchase_cents * l.num, 0);
  const change = s.change_info;
  const order: OrderRecord = {
    ...original,
    order_id: (ORDER_ID_BASE + BigInt(seq)).toString(),
    sn,
    trade_sn: `T${sn}`,
    order_type: 'CHANGE',
    payment_type: 'ONLINE',
    order_status: 'PAID_OFF',
    pay_status: 'PAY_YES',
    ship_status: 'SHIP_NO',
    comment_status: 'UNFINISHED',
    service_status: 'NOT_APPLY',
    cancel_from: '',
    payment_plugin_id: '',
    payment_method_name: '',
    create_time: now,
    payment_time: now,
    ship_time: 0,
    signing_time: 0,
    complete_time: 0,
    cancel_time: 0,
    ...(change ? { ship_name: change.ship_name, ship_mobile: change.ship_mobile, ship_addr: change.ship_addr } : {}),
    remark: `售后服务单 ${s.sn} 生成的新订单`,
    lines,
    shipping_cents: 0,
    discounts: [{ promotion_id: '0', promotion_name: '换货抵扣', kind: 'EXCHANGE', cents: goods, __en: { promotion_name: 'Exchange credit' } }],
    modify_cents: 0,
    paid_cents: 0,
    promotion_tags: [],
    gifts: [],
    gift_point: 0,
    use_point: 0,
    need_receipt: 0,
    ship_no: '',
    logi_id: '',
    logi_name: '',
    deliveries: [],
    cancel_reason: '',
    apply: null,
    __en: { remark: `New order of after-sales service ${s.sn}` },
  };
  orderDb().orders.put(order);
  lock(lines);
  return order;
}
