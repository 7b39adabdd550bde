/**
 * The entries of a service's log (`logs[]`), in both languages: one builder per event, used by the seed and by
 * the seller's operations alike, so that seeded and new logs read the same.
 */
import { yuan } from '../order/amounts';
import type { Label } from '../order/labels';
import { SERVICE_TYPE_LABEL } from './flow';
import type { ServiceLog, ServiceType } from './types';

const money = (cents: number) => `￥${yuan(cents).toFixed(2)}`;

/** Who did it: the buyer (by name), the seller (by account), or the marketplace. */
export const SYSTEM: Label = ['系统', 'System'];
export const PLATFORM: Label = ['平台', 'Platform'];

export type Operator = string | Label;

export function entry(time: number, [zh, en]: Label, operator: Operator): ServiceLog {
  const [who, whoEn] = typeof operator === 'string' ? [operator, operator] : operator;
  return { log_time: time, log_detail: zh, operator: who, __en: { log_detail: en, operator: whoEn } };
}

/** What each event says. */
export const EVENT = {
  apply: (type: ServiceType, [reason, reasonEn]: Label): Label => [
    `买家申请${SERVICE_TYPE_LABEL[type][0]}，原因：${reason}`,
    `The buyer asked for ${SERVICE_TYPE_LABEL[type][1].toLowerCase()}: ${reasonEn}`,
  ],
  groupFailed: ['拼团未成团，系统自动申请取消订单并退款', 'The group buy failed: the marketplace asked to cancel the order and refund it'] as Label,
  pass: (agreeCents?: number): Label =>
    agreeCents === undefined
      ? ['商家审核通过', 'The seller approved the request']
      : [`商家审核通过，同意退款金额 ${money(agreeCents)}`, `The seller approved the request and agreed to refund ${money(agreeCents)}`],
  refuse: (remark: string): Label => [`商家审核未通过，原因：${remark}`, `The seller refused the request: ${remark}`],
  shipped: ([company, companyEn]: Label, number: string): Label => [
    `买家已寄回商品，物流公司：${company}，运单号：${number}`,
    `The buyer sent the goods back with ${companyEn}, tracking number ${number}`,
  ],
  putIn: (count: number, remark: string): Label => [
    `商家已将 ${count} 件商品入库${remark ? `，备注：${remark}` : ''}`,
    `The seller put ${count} item(s) in storage${remark ? `: ${remark}` : ''}`,
  ],
  refundOriginal: (cents: number): Label => [`商家发起退款 ${money(cents)}，原路退回`, `The seller refunded ${money(cents)} by the original route`],
  refundBalance: (cents: number): Label => [`商家发起退款 ${money(cents)}，退回买家预存款`, `The seller refunded ${money(cents)} to the buyer's deposit balance`],
  refundOffline: (cents: number, remark: string): Label => [
    `商家已线下退款 ${money(cents)}${remark ? `，备注：${remark}` : ''}`,
    `The seller refunded ${money(cents)} offline${remark ? `: ${remark}` : ''}`,
  ],
  refunding: ['退款已提交支付平台，等待退款结果', 'The refund was sent to the payment provider; awaiting its answer'] as Label,
  refundManual: ['该支付方式不支持原路退款，等待平台人工退款', 'This payment method cannot refund by the original route: awaiting the platform’s manual refund'] as Label,
  refundFailed: ['支付平台返回：买家账户状态异常，退款失败', 'The payment provider answered that the buyer’s account is blocked: the refund failed'] as Label,
  refunded: (cents: number): Label => [`退款成功，退款金额 ${money(cents)}`, `Refunded ${money(cents)}`],
  refundError: ['退款单生成异常，请关闭后由买家重新申请', 'The refund could not be created: close the service and let the buyer apply again'] as Label,
  orderCreated: (sn: string): Label => [`系统已生成新订单：${sn}`, `New order ${sn} created`],
  orderFailed: ['新订单生成失败：商品库存不足', 'The new order could not be created: not enough stock'] as Label,
  closed: (reason: string): Label => [`商家关闭售后服务，原因：${reason}`, `The seller closed the service: ${reason}`],
  completed: ['售后服务已完成', 'After-sales service completed'] as Label,
};
