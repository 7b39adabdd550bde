/**
 * How an order's money goes back, from how it was paid: Alipay and WeChat Pay refund by the original route at
 * once; UnionPay cannot, so the platform refunds by hand (WAIT_FOR_MANUAL); a deposit payment goes back to the
 * deposit balance; cash on delivery (and a payment the seller confirmed by hand) is refunded offline.
 */
import type { OrderRecord } from '../order/types';
import type { AccountType, RefundWay } from './types';

export interface RefundRoute {
  way: RefundWay;
  account: AccountType;
  /** The money goes back as soon as the seller refunds; otherwise the platform refunds it by hand. */
  automatic: boolean;
}

const ROUTES: Record<string, RefundRoute> = {
  alipayDirectPlugin: { way: 'ORIGINAL', account: 'ALIPAY', automatic: true },
  weixinPayPlugin: { way: 'ORIGINAL', account: 'WEIXINPAY', automatic: true },
  unionpayPlugin: { way: 'ORIGINAL', account: 'UNIONPAY', automatic: false },
  accountPayPlugin: { way: 'BALANCE', account: 'BALANCE', automatic: true },
};

const OFFLINE: RefundRoute = { way: 'OFFLINE', account: 'BANKTRANSFER', automatic: false };

export const refundRouteOf = (o: Pick<OrderRecord, 'payment_type' | 'payment_plugin_id'>): RefundRoute =>
  (o.payment_type === 'ONLINE' && ROUTES[o.payment_plugin_id]) || OFFLINE;
