/**
 * Settlement bills (api reference §4.4): every 15 days the platform settles a shop's paid orders (PAYMENT
 * items) and refunds (REFUND items). The amounts of a bill are always summed from its items, in cents:
 *
 *   order_total_price = Σ payments            cod_price = the cash-on-delivery part     price = order_total_price − cod_price
 *   refund_total_price = Σ refunds            cod_refund_price = its COD part           refund_price = the rest
 *   commi_price = Σ 5 % of each payment       refund_commi_price = Σ 5 % of each refund
 *   bill_price = price − refund_price − commi_price + refund_commi_price
 *                − distribution_rebate + distribution_return_rebate + site_coupon_commi
 *
 * (cash on delivery is already in the shop's hands, so the platform pays out the online money only and takes
 * its commission on every order from it).
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import type { English } from '../../db/types';
import { hashString } from '../../lib/prng';
import { actualPayShares, amounts, sumOf } from './amounts';
import { chinaDate } from './dates';
import type { Label } from './labels';
import type { OrderRecord, PaymentType } from './types';

export type BillStatus = 'NEW' | 'OUT' | 'RECON' | 'PASS' | 'PAY' | 'COMPLETE';
export type BillItemType = 'PAYMENT' | 'REFUND';

export const BILL_STATUS_LABEL: Record<BillStatus, Label> = {
  NEW: ['未确认', 'Unconfirmed'],
  OUT: ['已出账', 'Issued'],
  RECON: ['已对账', 'Reconciled'],
  PASS: ['已审核', 'Approved'],
  PAY: ['已付款', 'Paid'],
  COMPLETE: ['已完成', 'Completed'],
};

export interface BillRecord extends English {
  bill_id: string;
  bill_sn: string;
  shop_id: string;
  shop_name: string;
  start_time: number;
  end_time: number;
  status: BillStatus;
  create_time: number;
  pay_time: number;
  bank_account_name: string;
  bank_account_number: string;
  bank_name: string;
  bank_code: string;
  bank_address: string;
}

export interface BillItemRecord {
  item_id: string;
  bill_id: string;
  item_type: BillItemType;
  order_sn: string;
  refund_sn: string;
  price_cents: number;
  discount_cents: number;
  /** The part of the order's discount paid by a platform coupon (the platform gives it back to the shop). */
  site_coupon_cents: number;
  /** Rebate paid to the distributor who brought the order (or given back with a refund). */
  rebate_cents: number;
  order_time: number;
  refund_time: number;
  member_name: string;
  ship_name: string;
  payment_type: PaymentType;
}

export const BILL_PERIOD = 15 * DAY;
/** The platform's commission on the shop's sales, in percent (shop_commission). */
const COMMISSION = 5;
/** Rebate of distribution orders, in percent. */
const REBATE = 3;
/** Platform coupons are the big ones (¥20 and more); smaller ones are the shop's own. */
const SITE_COUPON_MIN = 2000;

const percent = (cents: number, rate: number) => Math.round((cents * rate) / 100);
/** One order in five came through a distributor. */
const distributed = (sn: string) => hashString(`distribution${sn}`) % 5 === 0;

/** Newest period first: the seller reconciles OUT bills and completes PAY ones; the platform does the rest. */
const STATUS_BY_AGE: readonly BillStatus[] = ['NEW', 'OUT', 'RECON', 'PASS', 'PAY'];

export interface BillAmounts {
  price: number;
  cod_price: number;
  order_total_price: number;
  refund_price: number;
  cod_refund_price: number;
  refund_total_price: number;
  commi_price: number;
  refund_commi_price: number;
  discount_price: number;
  site_coupon_commi: number;
  distribution_rebate: number;
  distribution_return_rebate: number;
  platform_member_level_price: number;
  platform_member_level_refund_price: number;
  bill_price: number;
}

/** The bill's amounts in cents, summed from its items (see the formula above). */
export function billAmounts(items: readonly BillItemRecord[]): BillAmounts {
  const payments = items.filter((i) => i.item_type === 'PAYMENT');
  const refunds = items.filter((i) => i.item_type === 'REFUND');
  const cod = (i: BillItemRecord) => (i.payment_type === 'COD' ? i.price_cents : 0);
  const a = {
    order_total_price: sumOf(payments, (i) => i.price_cents),
    cod_price: sumOf(payments, cod),
    refund_total_price: sumOf(refunds, (i) => i.price_cents),
    cod_refund_price: sumOf(refunds, cod),
    commi_price: sumOf(payments, (i) => percent(i.price_cents, COMMISSION)),
    refund_commi_price: sumOf(refunds, (i) => percent(i.price_cents, COMMISSION)),
    discount_price: sumOf(payments, (i) => i.discount_cents),
    site_coupon_commi: sumOf(payments, (i) => i.site_coupon_cents),
    distribution_rebate: sumOf(payments, (i) => i.rebate_cents),
    distribution_return_rebate: sumOf(refunds, (i) => i.rebate_cents),
    platform_member_level_price: 0,
    platform_member_level_refund_price: 0,
  };
  const price = a.order_total_price - a.cod_price;
  const refund = a.refund_total_price - a.cod_refund_price;
  return {
    ...a,
    price,
    refund_price: refund,
    bill_price: price - refund - a.commi_price + a.refund_commi_price - a.distribution_rebate + a.distribution_return_rebate + a.site_coupon_commi,
  };
}

const BANKS: Record<string, { name: string; number: string; code: string; address: string }> = {
  [SHOP.owner]: { name: '中国工商银行深圳科技园支行', number: '6222020200123456789', code: 'ICBKCNBJSZN', address: '深圳市南山区科技园南区' },
  [SHOP.supplier]: { name: '招商银行深圳分行', number: '6214830100987654321', code: 'CMBCCNBS', address: '深圳市福田区深南大道' },
};

/** A payment item for every paid order, a refund item for every refund, in the bills of their periods. */
export function seedBills(core: DemoStore, orders: readonly OrderRecord[]): { bills: BillRecord[]; items: BillItemRecord[] } {
  const bills: BillRecord[] = [];
  const items: BillItemRecord[] = [];
  let itemId = 0;
  for (const shopId of [SHOP.owner, SHOP.supplier]) {
    const shop = core.shops.get(shopId);
    const own = orders.filter((o) => o.shop_id === shopId);
    if (!shop || !own.length) continue;
    const oldest = Math.min(...own.map((o) => o.create_time));
    const periods = Math.ceil((BASE_TIME - oldest) / BILL_PERIOD) + 1;
    const bank = BANKS[shopId];
    const billOf: BillRecord[] = [];
    for (let k = 0; k < periods; k++) {
      const end = BASE_TIME - k * BILL_PERIOD;
      const status = STATUS_BY_AGE[k] ?? 'COMPLETE';
      const created = end + 3600;
      const bill: BillRecord = {
        bill_id: String(Number(shopId) * 100_000 + 8000 + k),
        bill_sn: `JS${chinaDate(end - BILL_PERIOD)}${shopId.padStart(4, '0')}`,
        shop_id: shopId,
        shop_name: shop.shop_name,
        start_time: end - BILL_PERIOD,
        end_time: end - 1,
        status,
        create_time: created,
        pay_time: status === 'PAY' || status === 'COMPLETE' ? created + 5 * DAY : 0,
        bank_account_name: shop.shop_name,
        bank_account_number: bank.number,
        bank_name: bank.name,
        bank_code: bank.code,
        bank_address: bank.address,
        __en: { shop_name: shop.__en?.shop_name ?? shop.shop_name, bank_account_name: shop.__en?.shop_name ?? shop.shop_name },
      };
      billOf.push(bill);
      bills.push(bill);
    }
    const billAt = (time: number) => billOf[Math.min(billOf.length - 1, Math.max(0, Math.floor((BASE_TIME - 1 - time) / BILL_PERIOD)))];
    for (const o of own) {
      const a = amounts(o);
      const rebate = (cents: number) => (distributed(o.sn) ? percent(cents, REBATE) : 0);
      const common = { order_sn: o.sn, order_time: o.create_time, member_name: o.member_name, ship_name: o.ship_name, payment_type: o.payment_type };
      if (o.pay_status === 'PAY_YES' && a.paid > 0) {
        const siteCoupon = sumOf(o.discounts.filter((d) => d.kind === 'COUPON' && d.cents >= SITE_COUPON_MIN), (d) => d.cents);
        items.push({
          ...common, item_id: String(++itemId), bill_id: billAt(o.payment_time).bill_id, item_type: 'PAYMENT', refund_sn: '', price_cents: a.paid,
          discount_cents: a.discount, site_coupon_cents: siteCoupon, rebate_cents: rebate(a.paid), refund_time: 0,
        });
      }
      const refund = refundOf(o);
      if (refund) {
        items.push({
          ...common, item_id: String(++itemId), bill_id: billAt(refund.time).bill_id, item_type: 'REFUND', refund_sn: `R${o.sn}`, price_cents: refund.cents,
          discount_cents: 0, site_coupon_cents: 0, rebate_cents: rebate(refund.cents), refund_time: refund.time,
        });
      }
    }
  }
  return { bills, items };
}

/** What was given back: the whole payment of an order cancelled after payment, or the share of a returned line. */
function refundOf(o: OrderRecord): { cents: number; time: number } | null {
  if (o.order_status === 'CANCELLED' && o.pay_status === 'PAY_YES' && o.paid_cents > 0) return { cents: o.paid_cents, time: o.cancel_time };
  const returned = o.lines.findIndex((l) => l.service_status === 'COMPLETE');
  if (returned < 0) return null;
  return { cents: actualPayShares(o)[returned], time: Math.min(BASE_TIME - 60, o.complete_time + 2 * DAY) };
}
