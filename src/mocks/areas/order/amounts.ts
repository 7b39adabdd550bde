/**
 * An order's money, always computed in integer cents from its lines, shipping, discounts and the seller's
 * adjustment, so the numbers on every screen add up:
 *   order_price = goods_price + shipping_price − discount_price + modify_price
 *   goods_price = Σ purchase_price × num            discount_price = Σ order_discount_list = coupon_price + cash_back
 */
import type { OrderLine, OrderRecord } from './types';

export const toCents = (yuan: number) => Math.round(yuan * 100);
export const yuan = (cents: number) => cents / 100;
export const sumOf = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);

export const lineSubtotal = (line: OrderLine) => line.purchase_cents * line.num;

export interface OrderAmounts {
  original: number;
  goods: number;
  shipping: number;
  discount: number;
  coupon: number;
  fullMinus: number;
  modify: number;
  order: number;
  paid: number;
  points: number;
}

/** The price the order stands at before the seller's adjustment (the base `modify_price` is measured from). */
export const basePrice = (o: Pick<OrderRecord, 'lines' | 'shipping_cents' | 'discounts'>) =>
  sumOf(o.lines, lineSubtotal) + o.shipping_cents - sumOf(o.discounts, (d) => d.cents);

export function amounts(o: OrderRecord): OrderAmounts {
  const discounted = (kind: string) => sumOf(o.discounts.filter((d) => d.kind === kind), (d) => d.cents);
  return {
    original: sumOf(o.lines, (l) => l.original_cents * l.num),
    goods: sumOf(o.lines, lineSubtotal),
    shipping: o.shipping_cents,
    discount: sumOf(o.discounts, (d) => d.cents),
    coupon: discounted('COUPON'),
    fullMinus: discounted('FULL_MINUS'),
    modify: o.modify_cents,
    order: basePrice(o) + o.modify_cents,
    paid: o.paid_cents,
    points: sumOf(o.lines, (l) => l.point * l.num),
  };
}

/**
 * What each line really cost the buyer (`actual_pay_total`): the order price without shipping, shared by the
 * lines' subtotals; the rounding remainder goes to the last line so the shares add up exactly.
 */
export function actualPayShares(o: OrderRecord): number[] {
  const a = amounts(o);
  const payable = Math.max(0, a.order - a.shipping);
  let left = payable;
  return o.lines.map((line, i) => {
    if (i === o.lines.length - 1) return left;
    const share = a.goods > 0 ? Math.floor((payable * lineSubtotal(line)) / a.goods) : 0;
    left -= share;
    return share;
  });
}
