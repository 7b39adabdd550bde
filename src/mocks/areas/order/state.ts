/**
 * The order state machine (api reference §4.1): the flow table of each payment type, the operation flags
 * (`order_operate_allowable_vo`) computed from it on every read, the same flags enforced on every write,
 * the list tabs (OrderTagEnum) and the flow nodes of `{sn}/flow`.
 */
import { business } from '../../lib/errors';
import { amounts } from './amounts';
import { ORDER_STATUS_LABEL, type Label } from './labels';
import type { OrderRecord, OrderStatus } from './types';

export type FlowOp = 'CONFIRM' | 'PAY' | 'SHIP' | 'ROG' | 'CANCEL' | 'COMMENT' | 'SERVICE_CANCEL' | 'COMPLETE';
type FlowKind = 'ONLINE' | 'COD' | 'PINTUAN';

/** Operations each status allows, per flow (CORE722 order_flow.xml). Statuses not listed allow nothing. */
const FLOW: Record<FlowKind, Partial<Record<OrderStatus, readonly FlowOp[]>>> = {
  ONLINE: {
    NEW: ['CONFIRM', 'CANCEL'],
    CONFIRM: ['PAY', 'CANCEL'],
    PAID_OFF: ['SHIP', 'SERVICE_CANCEL'],
    SHIPPED: ['ROG', 'SERVICE_CANCEL'],
    ROG: ['COMPLETE', 'COMMENT'],
    AFTER_SERVICE: ['COMPLETE'],
  },
  COD: {
    NEW: ['CONFIRM', 'CANCEL'],
    CONFIRM: ['SHIP', 'CANCEL'],
    PAID_OFF: ['COMPLETE'],
    SHIPPED: ['ROG'],
    ROG: ['PAY'],
    AFTER_SERVICE: ['COMPLETE'],
  },
  PINTUAN: {
    NEW: ['CONFIRM', 'CANCEL'],
    CONFIRM: ['PAY', 'CANCEL'],
    PAID_OFF: ['SERVICE_CANCEL'],
    FORMED: ['SHIP'],
    SHIPPED: ['ROG'],
    ROG: ['COMPLETE'],
    AFTER_SERVICE: ['COMPLETE'],
  },
};

/** The main path of each flow, in order (the nodes of `{sn}/flow`). */
const PATH: Record<FlowKind, readonly OrderStatus[]> = {
  ONLINE: ['NEW', 'CONFIRM', 'PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE'],
  COD: ['NEW', 'CONFIRM', 'SHIPPED', 'ROG', 'PAID_OFF', 'COMPLETE'],
  PINTUAN: ['NEW', 'CONFIRM', 'PAID_OFF', 'FORMED', 'SHIPPED', 'ROG', 'COMPLETE'],
};

/** Group-buy orders follow their own flow; the others follow their payment type's. */
const flowOf = (o: OrderRecord): FlowKind => (o.order_type === 'PINTUAN' ? 'PINTUAN' : o.payment_type);

export const flowAllows = (o: OrderRecord, op: FlowOp) => FLOW[flowOf(o)][o.order_status]?.includes(op) ?? false;

/** Orders of virtual goods only are fulfilled by redeem codes, never shipped. */
export const isVirtualOrder = (o: OrderRecord) => o.lines.length > 0 && o.lines.every((l) => l.goods_type === 'VIRTUAL');

/** Statuses after which nothing about the order can be edited. */
const CLOSED = new Set<OrderStatus>(['CANCELLED', 'INTODB_ERROR', 'BALANCE_ERROR', 'COMPLETE']);

export interface Allowable {
  allow_cancel: boolean;
  allow_confirm: boolean;
  allow_pay: boolean;
  allow_ship: boolean;
  allow_rog: boolean;
  allow_comment: boolean;
  allow_complete: boolean;
  allow_service_cancel: boolean;
  allow_check_cancel: boolean;
  allow_check_express: boolean;
  allow_edit_consignee: boolean;
  allow_edit_price: boolean;
  allow_apply_service: boolean;
}

/** `order_operate_allowable_vo` (CORE722 OrderOperateAllowable), plus: closed orders allow no edits, virtual orders no shipping. */
export function allowable(o: OrderRecord): Allowable {
  const online = o.payment_type === 'ONLINE';
  const cancelRequested = o.service_status === 'APPLY';
  const open = !CLOSED.has(o.order_status);
  return {
    allow_cancel: flowAllows(o, 'CANCEL'),
    allow_confirm: flowAllows(o, 'CONFIRM'),
    allow_pay: flowAllows(o, 'PAY'),
    allow_ship: flowAllows(o, 'SHIP') && !cancelRequested && !isVirtualOrder(o),
    allow_rog: flowAllows(o, 'ROG') && !cancelRequested,
    allow_comment: o.comment_status === 'UNFINISHED' && o.ship_status === 'SHIP_ROG',
    allow_complete: flowAllows(o, 'COMPLETE'),
    allow_service_cancel:
      online && o.pay_status === 'PAY_YES' && amounts(o).order !== 0 && (o.order_status === 'PAID_OFF' || o.order_status === 'SHIPPED') &&
      o.service_status === 'NOT_APPLY' && o.order_type === 'NORMAL',
    allow_check_cancel: online && cancelRequested,
    allow_check_express: !!o.logi_id && o.logi_id !== '0' && !!o.ship_no,
    allow_edit_consignee: open && o.ship_status === 'SHIP_NO' && !cancelRequested,
    allow_edit_price: open && ((online && o.pay_status === 'PAY_NO') || (!online && o.ship_status === 'SHIP_NO')),
    allow_apply_service: o.pay_status === 'PAY_YES' && o.ship_status === 'SHIP_ROG' && o.order_status !== 'AFTER_SERVICE' && o.service_status !== 'EXPIRED',
  };
}

/** The seller's write operations and the flag each one needs. */
const OPERATIONS = {
  allow_ship: ['发货', 'be shipped'],
  allow_edit_price: ['调整价格', 'have its price adjusted'],
  allow_pay: ['确认收款', 'have its payment confirmed'],
  allow_cancel: ['取消', 'be cancelled'],
  allow_edit_consignee: ['修改收货人信息', 'have its consignee edited'],
} as const satisfies Partial<Record<keyof Allowable, Label>>;

/** Throws a 500 with the reason unless the order's state allows the operation (the same flags the reads show). */
export function assertAllowed(o: OrderRecord, flag: keyof typeof OPERATIONS): void {
  if (allowable(o)[flag]) return;
  const [opZh, opEn] = OPERATIONS[flag];
  const [statusZh, statusEn] = ORDER_STATUS_LABEL[o.order_status];
  if (o.service_status === 'APPLY' && (flag === 'allow_ship' || flag === 'allow_edit_consignee') && !CLOSED.has(o.order_status)) {
    throw business(`订单 ${o.sn} 的买家已申请取消订单，请先处理取消申请，不能${opZh}`, `the buyer asked to cancel order ${o.sn}: it cannot ${opEn} until the request is handled`);
  }
  if (flag === 'allow_ship' && isVirtualOrder(o)) {
    throw business(`订单 ${o.sn} 是虚拟商品订单，凭兑换码核销，无需发货`, `order ${o.sn} holds virtual goods fulfilled by redeem codes: it is never shipped`);
  }
  throw business(`订单 ${o.sn} 当前状态为「${statusZh}」，不能${opZh}`, `order ${o.sn} is ${statusEn.toLowerCase()}: it cannot ${opEn} now`);
}

/* ---- list tabs (OrderTagEnum) ---- */

export const ORDER_TAGS = ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'CANCELLED', 'COMPLETE', 'WAIT_COMMENT', 'WAIT_CHASE', 'REFUND'] as const;
export type OrderTag = (typeof ORDER_TAGS)[number];

/** Which orders each tab shows; `status-num` counts with the same tests. */
const TAG_TEST: Record<OrderTag, (o: OrderRecord) => boolean> = {
  ALL: () => true,
  WAIT_PAY: (o) => o.order_status === 'NEW' || flowAllows(o, 'PAY'),
  WAIT_SHIP: (o) => flowAllows(o, 'SHIP') && !isVirtualOrder(o),
  WAIT_ROG: (o) => o.order_status === 'SHIPPED',
  CANCELLED: (o) => o.order_status === 'CANCELLED',
  COMPLETE: (o) => o.order_status === 'COMPLETE',
  WAIT_COMMENT: (o) => o.ship_status === 'SHIP_ROG' && o.comment_status === 'UNFINISHED',
  WAIT_CHASE: (o) => o.ship_status === 'SHIP_ROG' && o.comment_status === 'WAIT_CHASE',
  REFUND: (o) => o.order_status === 'AFTER_SERVICE' || o.service_status === 'APPLY',
};

export const isOrderTag = (value: string): value is OrderTag => (ORDER_TAGS as readonly string[]).includes(value);
export const hasTag = (o: OrderRecord, tag: OrderTag) => TAG_TEST[tag](o);

/* ---- flow nodes ---- */

/** show_status: 0 not reached (grey), 1 reached, 2 the end reached, 3 cancelled / failed. */
export interface FlowNode {
  text: string;
  order_status: string;
  show_status: 0 | 1 | 2 | 3;
  __en: { text: string };
}

const node = (status: string, [zh, en]: Label, show: FlowNode['show_status']): FlowNode => ({ text: zh, order_status: status, show_status: show, __en: { text: en } });
const reached = (statuses: readonly OrderStatus[]) => statuses.map((s) => node(s, ORDER_STATUS_LABEL[s], s === 'COMPLETE' ? 2 : 1));

/** The nodes of `{sn}/flow`, built from the flow of the order's type and payment type. */
export function flowNodes(o: OrderRecord): FlowNode[] {
  const path = PATH[flowOf(o)];
  const upTo = (status: OrderStatus) => path.slice(0, path.indexOf(status) + 1);
  if (o.service_status === 'APPLY') {
    return [
      ...reached(upTo('PAID_OFF')),
      node('APPLY', ['申请取消', 'Cancellation requested'], 1),
      node('PASS', ['审核通过', 'Approved'], 0),
      node('COMPLETE', ['取消完成', 'Cancelled'], 0),
    ];
  }
  if (o.order_status === 'CANCELLED') return [...reached(upTo(o.cancel_from || 'NEW')), node('CANCELLED', ORDER_STATUS_LABEL.CANCELLED, 3)];
  if (o.order_status === 'INTODB_ERROR' || o.order_status === 'BALANCE_ERROR') return [...reached(['NEW']), node(o.order_status, ORDER_STATUS_LABEL[o.order_status], 3)];
  if (o.order_status === 'AFTER_SERVICE') {
    const stage: OrderStatus =
      o.payment_type === 'COD' && o.pay_status === 'PAY_YES' ? 'PAID_OFF' : o.ship_status === 'SHIP_ROG' ? 'ROG' : o.ship_status === 'SHIP_YES' ? 'SHIPPED' : 'PAID_OFF';
    return [...reached(upTo(stage)), node('AFTER_SERVICE', ORDER_STATUS_LABEL.AFTER_SERVICE, 1), node('COMPLETE', ORDER_STATUS_LABEL.COMPLETE, 0)];
  }
  const at = path.indexOf(o.order_status);
  return [...reached(path.slice(0, at + 1)), ...path.slice(at + 1).map((s) => node(s, ORDER_STATUS_LABEL[s], 0))];
}
