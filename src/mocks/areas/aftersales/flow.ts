/**
 * The after-sales state machine (api reference §5.1, CORE722 after_sale_flow.xml): the seller's operations each
 * type allows in each status, the `allowable` flags computed from them on every read, and the same flags
 * enforced on every write (500 with the reason otherwise).
 */
import { business } from '../../lib/errors';
import type { Label } from '../order/labels';
import type { ServiceRecord, ServiceStatus, ServiceType } from './types';

export const SERVICE_TYPES = ['RETURN_GOODS', 'CHANGE_GOODS', 'SUPPLY_AGAIN_GOODS', 'ORDER_CANCEL'] as const satisfies readonly ServiceType[];
export const SERVICE_STATUSES = [
  'APPLY', 'PASS', 'REFUSE', 'FULL_COURIER', 'WAIT_FOR_MANUAL', 'STOCK_IN', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION',
] as const satisfies readonly ServiceStatus[];

export const SERVICE_TYPE_LABEL: Record<ServiceType, Label> = {
  RETURN_GOODS: ['退货', 'Return for refund'],
  CHANGE_GOODS: ['换货', 'Exchange'],
  SUPPLY_AGAIN_GOODS: ['补发商品', 'Re-send goods'],
  ORDER_CANCEL: ['取消订单', 'Order cancellation'],
};

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, Label> = {
  APPLY: ['待审核', 'Awaiting review'],
  PASS: ['审核通过', 'Approved'],
  REFUSE: ['审核未通过', 'Refused'],
  FULL_COURIER: ['已退还商品', 'Goods sent back'],
  WAIT_FOR_MANUAL: ['待人工处理', 'Awaiting manual refund'],
  STOCK_IN: ['已入库', 'In storage'],
  REFUNDING: ['退款中', 'Refunding'],
  REFUNDFAIL: ['退款失败', 'Refund failed'],
  COMPLETED: ['已完成', 'Completed'],
  CLOSED: ['已关闭', 'Closed'],
  ERROR_EXCEPTION: ['异常状态', 'Error'],
};

/** The seller's operations of the flow table. */
export type SellerOp = 'AUDIT' | 'PUT_IN' | 'REFUND' | 'CREATE_ORDER' | 'CLOSE';

/** api reference §5.1, seller side: statuses not listed allow nothing (buyer and platform steps are not the seller's). */
const FLOW: Partial<Record<ServiceStatus, Partial<Record<ServiceType, readonly SellerOp[]>>>> = {
  APPLY: { RETURN_GOODS: ['AUDIT'], CHANGE_GOODS: ['AUDIT'], SUPPLY_AGAIN_GOODS: ['AUDIT'], ORDER_CANCEL: ['AUDIT'] },
  PASS: { ORDER_CANCEL: ['PUT_IN'] },
  FULL_COURIER: { RETURN_GOODS: ['PUT_IN'], CHANGE_GOODS: ['PUT_IN'] },
  STOCK_IN: { RETURN_GOODS: ['REFUND'], ORDER_CANCEL: ['REFUND'] },
  ERROR_EXCEPTION: {
    RETURN_GOODS: ['CLOSE'],
    CHANGE_GOODS: ['CREATE_ORDER', 'CLOSE'],
    SUPPLY_AGAIN_GOODS: ['CREATE_ORDER', 'CLOSE'],
    ORDER_CANCEL: ['CLOSE'],
  },
};

export const sellerOps = (type: ServiceType, status: ServiceStatus): readonly SellerOp[] => FLOW[status]?.[type] ?? [];

/** Types that give money back (a refund) and types whose goods travel back to the shop. */
export const refunds = (type: ServiceType) => type === 'RETURN_GOODS' || type === 'ORDER_CANCEL';
export const sendsBack = (type: ServiceType) => type === 'RETURN_GOODS' || type === 'CHANGE_GOODS';

const STORED: readonly ServiceStatus[] = ['STOCK_IN', 'REFUNDING', 'WAIT_FOR_MANUAL', 'REFUNDFAIL', 'COMPLETED'];

export interface Allowable {
  allow_audit: boolean;
  allow_ship: boolean;
  allow_put_in_store: boolean;
  allow_admin_refund: boolean;
  allow_show_storage_num: boolean;
  allow_show_return_addr: boolean;
  allow_show_ship_info: boolean;
  allow_seller_refund: boolean;
  allow_seller_create_order: boolean;
  allow_seller_close: boolean;
}

/** `allowable` (ServiceOperateAllowable) of a service, from the flow table. */
export function allowable(s: Pick<ServiceRecord, 'service_type' | 'service_status' | 'new_order_sn'>): Allowable {
  const { service_type: type, service_status: status } = s;
  const ops = sellerOps(type, status);
  return {
    allow_audit: ops.includes('AUDIT'),
    allow_ship: status === 'PASS' && (type === 'RETURN_GOODS' || (type === 'CHANGE_GOODS' && !!s.new_order_sn)),
    allow_put_in_store: ops.includes('PUT_IN'),
    allow_admin_refund: refunds(type) && status === 'WAIT_FOR_MANUAL',
    allow_show_storage_num: type !== 'SUPPLY_AGAIN_GOODS' && STORED.includes(status),
    allow_show_return_addr: sendsBack(type) && status !== 'APPLY' && status !== 'REFUSE',
    allow_show_ship_info: sendsBack(type) && !['APPLY', 'PASS', 'REFUSE', 'CLOSED', 'ERROR_EXCEPTION'].includes(status),
    allow_seller_refund: ops.includes('REFUND'),
    allow_seller_create_order: ops.includes('CREATE_ORDER'),
    allow_seller_close: ops.includes('CLOSE'),
  };
}

const OPERATION: Record<SellerOp, Label> = {
  AUDIT: ['审核', 'be reviewed'],
  PUT_IN: ['入库', 'be put in storage'],
  REFUND: ['退款', 'be refunded'],
  CREATE_ORDER: ['生成新订单', 'get a new order'],
  CLOSE: ['关闭', 'be closed'],
};

/** Throws a 500 with the reason unless the flow allows the seller's operation on the service now. */
export function assertAllowed(s: ServiceRecord, op: SellerOp): void {
  if (sellerOps(s.service_type, s.service_status).includes(op)) return;
  const [opZh, opEn] = OPERATION[op];
  const [typeZh, typeEn] = SERVICE_TYPE_LABEL[s.service_type];
  const [statusZh, statusEn] = SERVICE_STATUS_LABEL[s.service_status];
  throw business(
    `售后服务单 ${s.sn}（${typeZh}）当前状态为「${statusZh}」，不能${opZh}`,
    `after-sales service ${s.sn} (${typeEn.toLowerCase()}) is ${statusEn.toLowerCase()}: it cannot ${opEn} now`,
  );
}

export const REFUND_STATUS_LABEL: Record<string, Label> = {
  APPLY: ['待退款', 'Awaiting refund'],
  REFUNDING: ['退款中', 'Refunding'],
  REFUNDFAIL: ['退款失败', 'Refund failed'],
  COMPLETED: ['退款完成', 'Refunded'],
};

export const REFUND_WAY_LABEL: Record<string, Label> = {
  ORIGINAL: ['原路退回', 'Original route'],
  OFFLINE: ['线下退款', 'Offline'],
  BALANCE: ['退回预存款', 'To deposit balance'],
};

export const ACCOUNT_TYPE_LABEL: Record<string, Label> = {
  ALIPAY: ['支付宝', 'Alipay'],
  WEIXINPAY: ['微信', 'WeChat Pay'],
  UNIONPAY: ['银联', 'UnionPay'],
  BALANCE: ['预存款', 'Deposit balance'],
  BANKTRANSFER: ['银行转账', 'Bank transfer'],
};

export const CREATE_CHANNEL_LABEL: Record<string, Label> = {
  NORMAL: ['普通申请', 'Normal'],
  PINTUAN: ['拼团失败自动申请', 'Group buy failed'],
};
