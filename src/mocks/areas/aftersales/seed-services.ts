/**
 * Seeded after-sales services, built from the order area's seeded orders and the goods of their lines:
 * - history that the settlement bills already count: a completed return for every completed order whose last
 *   line was returned, a completed cancellation for every order cancelled after payment (same amounts, same times);
 * - every status each type can reach (api reference §5.1), on orders that fit it: returns, exchanges and re-sends
 *   on received orders (those in after-sales first), cancellations on paid orders not yet received (the one whose
 *   buyer asked to cancel first), refunds of every route (original, by hand at the platform, deposit, offline);
 *   completed exchanges and re-sends point at the seeded exchange orders as their new orders.
 * Logs follow each service's path through the flow. Deterministic; an order serves at most one open service.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import type { ShopRecord } from '../../db/types';
import { PALETTE, placeholderImage } from '../../lib/images';
import { hashString } from '../../lib/prng';
import { actualPayShares } from '../order/amounts';
import { chinaDate } from '../order/dates';
import type { Label } from '../order/labels';
import { LOGI_COMPANIES } from '../order/logistics-data';
import type { OrderLine, OrderRecord } from '../order/types';
import { refunds, sendsBack } from './flow';
import { EVENT, SYSTEM, entry } from './logs';
import { refundRouteOf } from './refund-route';
import { BANK, BANK_BRANCH, CLOSE_REASON, GROUP_FAILED, PROBLEMS, REASONS, REFUSE_REMARK, STORAGE_REMARK, VOUCHERS } from './seed-texts';
import type { ReturnExpress, ServiceLine, ServiceRecord, ServiceRefund, ServiceStatus, ServiceType } from './types';

const HOUR = 3600;

/** What a seeded service needs of its order's payment. */
type Pay = 'COD' | 'original' | 'manual' | 'balance';

interface Plan {
  type: ServiceType;
  status: ServiceStatus;
  pay?: Pay;
  /** Created by the marketplace when a group buy failed (create_channel PINTUAN). */
  pintuan?: boolean;
}

const plan = (type: ServiceType, status: ServiceStatus, pay?: Pay): Plan => ({ type, status, pay });

/** The owner shop: every status each type reaches, refunds of every route. */
const OWNER_PLAN: readonly Plan[] = [
  plan('RETURN_GOODS', 'APPLY', 'original'), plan('RETURN_GOODS', 'APPLY', 'COD'), plan('RETURN_GOODS', 'PASS', 'original'),
  plan('RETURN_GOODS', 'FULL_COURIER', 'original'), plan('RETURN_GOODS', 'FULL_COURIER', 'balance'), plan('RETURN_GOODS', 'FULL_COURIER', 'manual'),
  plan('RETURN_GOODS', 'STOCK_IN', 'original'), plan('RETURN_GOODS', 'STOCK_IN', 'COD'), plan('RETURN_GOODS', 'STOCK_IN', 'manual'),
  plan('RETURN_GOODS', 'WAIT_FOR_MANUAL', 'manual'), plan('RETURN_GOODS', 'REFUNDING', 'original'), plan('RETURN_GOODS', 'REFUNDFAIL', 'original'),
  plan('RETURN_GOODS', 'REFUSE'), plan('RETURN_GOODS', 'CLOSED'), plan('RETURN_GOODS', 'ERROR_EXCEPTION'),
  plan('CHANGE_GOODS', 'APPLY'), plan('CHANGE_GOODS', 'PASS'), plan('CHANGE_GOODS', 'FULL_COURIER'), plan('CHANGE_GOODS', 'FULL_COURIER'),
  plan('CHANGE_GOODS', 'COMPLETED'), plan('CHANGE_GOODS', 'REFUSE'), plan('CHANGE_GOODS', 'CLOSED'), plan('CHANGE_GOODS', 'ERROR_EXCEPTION'),
  plan('SUPPLY_AGAIN_GOODS', 'APPLY'), plan('SUPPLY_AGAIN_GOODS', 'APPLY'), plan('SUPPLY_AGAIN_GOODS', 'COMPLETED'), plan('SUPPLY_AGAIN_GOODS', 'REFUSE'),
  plan('SUPPLY_AGAIN_GOODS', 'CLOSED'), plan('SUPPLY_AGAIN_GOODS', 'ERROR_EXCEPTION'),
  plan('ORDER_CANCEL', 'APPLY', 'original'), plan('ORDER_CANCEL', 'PASS', 'original'), plan('ORDER_CANCEL', 'STOCK_IN', 'original'),
  plan('ORDER_CANCEL', 'STOCK_IN', 'balance'), plan('ORDER_CANCEL', 'WAIT_FOR_MANUAL', 'manual'), plan('ORDER_CANCEL', 'REFUNDING', 'original'),
  plan('ORDER_CANCEL', 'REFUNDFAIL', 'original'), plan('ORDER_CANCEL', 'REFUSE'), plan('ORDER_CANCEL', 'CLOSED'), plan('ORDER_CANCEL', 'ERROR_EXCEPTION'),
  { type: 'ORDER_CANCEL', status: 'APPLY', pintuan: true },
];

/** The supplier shop: the services its supplier orders give rise to. */
const SUPPLIER_PLAN: readonly Plan[] = [
  plan('RETURN_GOODS', 'APPLY'), plan('RETURN_GOODS', 'FULL_COURIER'), plan('RETURN_GOODS', 'STOCK_IN'), plan('CHANGE_GOODS', 'APPLY'),
  plan('ORDER_CANCEL', 'APPLY'), plan('ORDER_CANCEL', 'STOCK_IN'),
];

const PAY_OF_PLUGIN: Record<string, Pay> = { cod: 'COD', alipayDirectPlugin: 'original', weixinPayPlugin: 'original', unionpayPlugin: 'manual', accountPayPlugin: 'balance' };
const payOf = (o: OrderRecord): Pay | undefined => PAY_OF_PLUGIN[o.payment_plugin_id];

type Step =
  | 'apply' | 'pass' | 'refuse' | 'shipped' | 'putIn' | 'refund' | 'refunding' | 'refundFailed' | 'refundManual' | 'refunded' | 'refundError'
  | 'orderCreated' | 'orderFailed' | 'closed' | 'completed';

/** The events that bring a service of a type to a status, in order. */
export function stepsOf(type: ServiceType, status: ServiceStatus): Step[] {
  const trunk: Step[] = sendsBack(type) ? ['apply', 'pass', 'shipped', 'putIn'] : type === 'ORDER_CANCEL' ? ['apply', 'pass', 'putIn'] : ['apply', 'pass'];
  const failed: Step[] = [...trunk, refunds(type) ? 'refundError' : 'orderFailed'];
  switch (status) {
    case 'APPLY': return ['apply'];
    case 'REFUSE': return ['apply', 'refuse'];
    case 'PASS': return ['apply', 'pass'];
    case 'FULL_COURIER': return ['apply', 'pass', 'shipped'];
    case 'STOCK_IN': return trunk;
    case 'WAIT_FOR_MANUAL': return [...trunk, 'refund', 'refundManual'];
    case 'REFUNDING': return [...trunk, 'refund', 'refunding'];
    case 'REFUNDFAIL': return [...trunk, 'refund', 'refunding', 'refundFailed'];
    case 'COMPLETED': return refunds(type) ? [...trunk, 'refund', 'refunded', 'completed'] : [...trunk, 'orderCreated', 'completed'];
    case 'ERROR_EXCEPTION': return failed;
    case 'CLOSED': return [...failed, 'closed'];
  }
}

const say = (label: Label) => label[0];
const english = (label: Label) => label[1];
const isVirtual = (l: OrderLine) => l.goods_type === 'VIRTUAL';

/** Where the buyer sends goods back: the shop's address and contact. */
export function returnAddress(shop: ShopRecord | undefined): string {
  if (!shop) return '';
  return `${shop.shop_province}${shop.shop_city}${shop.shop_county}${shop.shop_town}${shop.shop_add}，${shop.link_name} ${shop.link_phone}`;
}

/** The buyer's return parcel: a company the platform runs and a number derived from the service. */
export function returnExpress(key: string, time: number): ReturnExpress {
  const open = LOGI_COMPANIES.filter((c) => c.disabled === 'OPEN');
  const hash = hashString(key);
  const company = open[hash % open.length];
  const [prefix, digits] = company.ship_no;
  return {
    courier_company_id: company.id,
    courier_company: company.name,
    courier_number: `${prefix}${String(hash).padStart(digits, '7').slice(-digits)}`,
    ship_time: time,
  };
}

const mask = (text: string) => (text.length > 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : text);

/** What the buyer is to get back, by the route the order was paid: asked for, nothing agreed or paid yet. */
export function newRefund(o: OrderRecord, cents: number, points: number): ServiceRefund {
  const route = refundRouteOf(o);
  const bank = route.account === 'BANKTRANSFER';
  return {
    refund_cents: cents,
    agree_cents: 0,
    actual_cents: 0,
    refund_way: route.way,
    account_type: route.account,
    return_account: route.account === 'ALIPAY' ? mask(o.ship_mobile) : route.account === 'UNIONPAY' ? `6222 **** **** ${o.ship_mobile.slice(-4)}` : '',
    bank_name: bank ? say(BANK) : '',
    bank_account_number: bank ? `6212 2640 ${o.ship_mobile.slice(-8, -4)} ${o.ship_mobile.slice(-4)}` : '',
    bank_account_name: bank ? o.ship_name : '',
    bank_deposit_name: bank ? say(BANK_BRANCH) : '',
    refund_time: 0,
    refund_status: 'APPLY',
    return_point: points,
  };
}

interface Seeding {
  core: DemoStore;
  services: ServiceRecord[];
  used: Set<string>;
  seq: number;
}

interface Build {
  o: OrderRecord;
  type: ServiceType;
  status: ServiceStatus;
  lines: { line: OrderLine; index: number; num: number }[];
  /** When the buyer applied, and when the last step happened (default: spread over the following hours). */
  create: number;
  end?: number;
  newOrderSn?: string;
  pintuan?: boolean;
}

function buildService(seeding: Seeding, b: Build): ServiceRecord {
  const { o, type, status } = b;
  const shop = seeding.core.shops.get(o.shop_id);
  const seller = shop?.shop_name ?? '';
  const key = `${o.sn}:${type}:${status}`;
  const hash = hashString(key);
  const reason = b.pintuan ? GROUP_FAILED : REASONS[type][hash % REASONS[type].length];
  const problem = PROBLEMS[hash % PROBLEMS.length];
  const voucher = VOUCHERS[hash % VOUCHERS.length];
  const shares = actualPayShares(o);
  const lines: ServiceLine[] = b.lines.map(({ line, num }) => ({
    goods_id: line.goods_id,
    sku_id: line.sku_id,
    goods_name: line.name,
    goods_sn: line.sku_sn,
    goods_image: line.goods_image,
    price_cents: line.purchase_cents,
    ship_num: line.num,
    return_num: num,
    storage_num: null,
    spec_list: line.spec_list,
    ...(line.__en?.name ? { __en: { goods_name: line.__en.name } } : {}),
  }));
  const points = b.lines.reduce((sum, { line, num }) => sum + line.point * num, 0);
  // A cancellation gives back the whole payment; a return what the buyer paid for the quantity sent back.
  const cents = type === 'ORDER_CANCEL' ? o.paid_cents : b.lines.reduce((sum, { index, num, line }) => sum + Math.floor((shares[index] * num) / line.num), 0);
  const refund = refunds(type) ? newRefund(o, cents, points) : null;
  const route = refundRouteOf(o);

  const steps = stepsOf(type, status);
  const end = b.end ?? Math.min(BASE_TIME - 600, b.create + (steps.length - 1) * 18 * HOUR);
  const timeOf = (i: number) => (steps.length === 1 ? b.create : b.create + Math.floor(((end - b.create) * i) / (steps.length - 1)));
  const buyer = o.member_name;
  const service: ServiceRecord = {
    sn: `SH${chinaDate(b.create)}${String(++seeding.seq).padStart(4, '0')}`,
    order_sn: o.sn,
    shop_id: o.shop_id,
    supplier: o.supplier_type,
    member_id: o.member_id,
    member_name: buyer,
    mobile: o.ship_mobile,
    create_time: b.create,
    service_type: type,
    service_status: status,
    create_channel: b.pintuan ? 'PINTUAN' : 'NORMAL',
    reason: say(reason),
    problem_desc: type === 'ORDER_CANCEL' ? '' : say(problem),
    apply_vouchers: type === 'ORDER_CANCEL' ? '' : say(voucher),
    images: type !== 'ORDER_CANCEL' && hash % 2 ? [placeholderImage(PALETTE[hash % PALETTE.length], '证', 400), placeholderImage(PALETTE[(hash >> 3) % PALETTE.length], '图', 400)] : [],
    audit_remark: '',
    stock_remark: '',
    refund_remark: '',
    return_addr: '',
    new_order_sn: '',
    lines,
    logs: [],
    refund,
    change_info:
      type === 'CHANGE_GOODS' || type === 'SUPPLY_AGAIN_GOODS'
        ? { ship_name: o.ship_name, ship_mobile: o.ship_mobile, province: o.ship_province, city: o.ship_city, county: o.ship_county, town: o.ship_town, ship_addr: o.ship_addr }
        : null,
    express: null,
    buyer_ships_at_ms: 0,
    __en: {
      reason: english(reason),
      ...(type === 'ORDER_CANCEL' ? {} : { problem_desc: english(problem), apply_vouchers: english(voucher) }),
    },
  };
  const en = service.__en as Record<string, string>;
  steps.forEach((step, i) => {
    const time = timeOf(i);
    const log = (label: Label, who: string | Label) => service.logs.push(entry(time, label, who));
    switch (step) {
      case 'apply':
        return b.pintuan ? log(EVENT.groupFailed, SYSTEM) : log(EVENT.apply(type, reason), buyer);
      case 'pass':
        if (refund) refund.agree_cents = refund.refund_cents;
        log(EVENT.pass(refund?.agree_cents), seller);
        if (sendsBack(type)) service.return_addr = returnAddress(shop);
        return;
      case 'refuse':
        service.audit_remark = say(REFUSE_REMARK);
        en.audit_remark = english(REFUSE_REMARK);
        return log(EVENT.refuse(say(REFUSE_REMARK)), seller);
      case 'shipped': {
        service.express = returnExpress(key, time);
        const company = LOGI_COMPANIES.find((c) => c.id === service.express?.courier_company_id);
        return log(EVENT.shipped([company?.name ?? '', company?.__en?.name ?? ''], service.express.courier_number), buyer);
      }
      case 'putIn':
        service.lines.forEach((l) => (l.storage_num = l.return_num));
        service.stock_remark = say(STORAGE_REMARK);
        en.stock_remark = english(STORAGE_REMARK);
        return log(EVENT.putIn(service.lines.reduce((sum, l) => sum + l.return_num, 0), say(STORAGE_REMARK)), seller);
      case 'refund':
        if (!refund) return;
        if (route.way === 'OFFLINE') return log(EVENT.refundOffline(refund.agree_cents, ''), seller);
        return log(route.way === 'BALANCE' ? EVENT.refundBalance(refund.agree_cents) : EVENT.refundOriginal(refund.agree_cents), seller);
      case 'refunding':
        if (refund) refund.refund_status = 'REFUNDING';
        return log(EVENT.refunding, SYSTEM);
      case 'refundFailed':
        if (refund) refund.refund_status = 'REFUNDFAIL';
        return log(EVENT.refundFailed, SYSTEM);
      case 'refundManual':
        return log(EVENT.refundManual, SYSTEM);
      case 'refunded':
        if (!refund) return;
        Object.assign(refund, { refund_status: 'COMPLETED', actual_cents: refund.agree_cents, refund_time: time });
        return log(EVENT.refunded(refund.agree_cents), route.way === 'OFFLINE' ? seller : SYSTEM);
      case 'refundError':
        return log(EVENT.refundError, SYSTEM);
      case 'orderCreated':
        service.new_order_sn = b.newOrderSn ?? '';
        return log(EVENT.orderCreated(service.new_order_sn), SYSTEM);
      case 'orderFailed':
        return log(EVENT.orderFailed, SYSTEM);
      case 'closed':
        return log(EVENT.closed(say(CLOSE_REASON)), seller);
      case 'completed':
        return log(EVENT.completed, SYSTEM);
    }
  });
  return service;
}

/** The line a service is about: the order's first real goods line. */
const firstLine = (o: OrderRecord) => {
  const index = o.lines.findIndex((l) => !isVirtual(l));
  return index < 0 ? null : { line: o.lines[index], index };
};

const received = (o: OrderRecord) => o.ship_status === 'SHIP_ROG' && o.pay_status === 'PAY_YES' && o.order_type !== 'CHANGE' && !!firstLine(o);
/** Paid online and not yet received: what a buyer may still cancel. */
const cancellable = (o: OrderRecord) =>
  o.payment_type === 'ONLINE' && o.pay_status === 'PAY_YES' && o.order_type === 'NORMAL' && o.ship_status !== 'SHIP_ROG' &&
  (o.order_status === 'PAID_OFF' || o.order_status === 'SHIPPED' || o.order_status === 'AFTER_SERVICE') && !!firstLine(o);
/** Paid online, cancellation refused: the order went on. */
const wentOn = (o: OrderRecord) => o.payment_type === 'ONLINE' && o.pay_status === 'PAY_YES' && o.order_type === 'NORMAL' && o.ship_status !== 'SHIP_NO' && !!firstLine(o);

const OPEN: readonly ServiceStatus[] = ['APPLY', 'PASS', 'FULL_COURIER', 'STOCK_IN', 'WAIT_FOR_MANUAL', 'REFUNDING', 'REFUNDFAIL', 'ERROR_EXCEPTION'];

/** When the buyer may first have asked: once the goods arrived, or once a cancellable order was paid. */
const sinceOf = (o: OrderRecord, type: ServiceType) => ((type === 'ORDER_CANCEL' ? o.payment_time : o.signing_time) || o.create_time);

/**
 * Which orders suit a plan, best first (a lower rank), or none (undefined). An order needs room before the seed's
 * end for the service's steps. Cancellations in progress prefer shipped orders to paid ones, so that few orders
 * still waiting to ship have a cancellation under way.
 */
function rankFor(p: Plan): (o: OrderRecord) => number | undefined {
  const open = OPEN.includes(p.status);
  const rank = (fits: (o: OrderRecord) => boolean, order: (o: OrderRecord) => number) => (o: OrderRecord) =>
    fits(o) && sinceOf(o, p.type) < BASE_TIME - 6 * HOUR ? order(o) : undefined;
  if (p.pintuan) return rank((o) => o.order_type === 'PINTUAN' && o.order_status === 'PAID_OFF' && o.pay_status === 'PAY_YES', () => 0);
  if (p.type === 'ORDER_CANCEL') {
    if (!open) return rank(wentOn, (o) => ['SHIPPED', 'ROG', 'COMPLETE'].indexOf(o.order_status) + 1 || 4);
    if (p.status === 'APPLY') return rank(cancellable, (o) => (o.service_status === 'APPLY' ? 0 : o.order_status === 'AFTER_SERVICE' ? 1 : o.order_status === 'PAID_OFF' ? 2 : 3));
    return rank(cancellable, (o) => (o.order_status === 'AFTER_SERVICE' ? 0 : o.order_status === 'SHIPPED' ? 1 : o.service_status === 'APPLY' ? 3 : 2));
  }
  const expired = (o: OrderRecord) => o.lines.some((l) => l.service_status === 'EXPIRED');
  if (open) return rank(received, (o) => (o.order_status === 'AFTER_SERVICE' ? 0 : o.order_status === 'ROG' ? 1 : expired(o) ? 3 : 2));
  return rank(received, (o) => (o.order_status === 'COMPLETE' ? 0 : o.order_status === 'ROG' ? 1 : 2));
}

function pick(seeding: Seeding, orders: readonly OrderRecord[], p: Plan): OrderRecord | undefined {
  const rank = rankFor(p);
  const best = (payFilter: boolean) => {
    let found: OrderRecord | undefined;
    let foundRank = Infinity;
    for (const o of orders) {
      if (seeding.used.has(o.sn) || (payFilter && p.pay && payOf(o) !== p.pay)) continue;
      const r = rank(o);
      if (r !== undefined && r < foundRank) [found, foundRank] = [o, r];
    }
    return found;
  };
  // A plan that cannot get its payment kind (a small seed) takes any order that fits otherwise.
  return best(true) ?? best(false);
}

/** When the buyer applied: some time after the goods arrived (or the payment), recent for open services. */
function applyTime(o: OrderRecord, p: Plan, k: number): number {
  const since = sinceOf(o, p.type);
  const steps = stepsOf(p.type, p.status).length;
  const latest = BASE_TIME - (steps * 10 + (k % 12)) * HOUR;
  return Math.max(since + HOUR, Math.min(since + (1 + (hashString(o.sn) % 4)) * DAY, latest));
}

function seedShop(seeding: Seeding, shopId: string, orders: readonly OrderRecord[], plans: readonly Plan[]): void {
  const own = orders.filter((o) => o.shop_id === shopId);
  const add = (b: Build) => {
    seeding.used.add(b.o.sn);
    seeding.services.push(buildService(seeding, b));
  };
  // History the bills count: returned lines of completed orders, cancellations after payment.
  for (const o of own) {
    const returned = o.lines.findIndex((l) => l.service_status === 'COMPLETE');
    if (o.order_status === 'COMPLETE' && returned >= 0) {
      const refundTime = Math.min(BASE_TIME - 60, o.complete_time + 2 * DAY);
      add({ o, type: 'RETURN_GOODS', status: 'COMPLETED', lines: [{ line: o.lines[returned], index: returned, num: o.lines[returned].num }], create: Math.max(o.signing_time + HOUR, refundTime - 4 * DAY), end: refundTime });
    } else if (o.order_status === 'CANCELLED' && o.service_status === 'COMPLETE' && o.paid_cents > 0) {
      add({ o, type: 'ORDER_CANCEL', status: 'COMPLETED', lines: o.lines.map((line, index) => ({ line, index, num: line.num })), create: o.payment_time + 600, end: o.cancel_time });
    }
  }
  const exchangeOrders = own.filter((o) => o.order_type === 'CHANGE' && o.lines.length > 0);
  plans.forEach((p, k) => {
    if (p.status === 'COMPLETED' && !refunds(p.type)) return addExchange(seeding, own, exchangeOrders, p, add);
    const o = pick(seeding, own, p);
    if (!o) return;
    const lines =
      p.type === 'ORDER_CANCEL'
        ? o.lines.map((line, index) => ({ line, index, num: line.num }))
        : [{ ...firstLine(o)!, num: p.type === 'RETURN_GOODS' ? firstLine(o)!.line.num : 1 }];
    add({ o, type: p.type, status: p.status, lines, create: applyTime(o, p, k), pintuan: p.pintuan });
  });
}

/** A completed exchange or re-send: an original order, and a seeded exchange order as its new order (same goods when one exists). */
function addExchange(seeding: Seeding, own: readonly OrderRecord[], exchangeOrders: readonly OrderRecord[], p: Plan, add: (b: Build) => void): void {
  for (const change of exchangeOrders) {
    if (seeding.used.has(change.sn)) continue;
    const goods = new Set(change.lines.map((l) => l.goods_id));
    const earlier = own.filter((o) => !seeding.used.has(o.sn) && received(o) && o.signing_time > 0 && o.signing_time < change.create_time - DAY);
    const original = earlier.find((o) => o.lines.some((l) => goods.has(l.goods_id))) ?? earlier[0];
    if (!original) continue;
    const index = Math.max(0, original.lines.findIndex((l) => goods.has(l.goods_id)));
    seeding.used.add(change.sn);
    add({
      o: original,
      type: p.type,
      status: 'COMPLETED',
      lines: [{ line: original.lines[index], index, num: 1 }],
      create: Math.max(original.signing_time + HOUR, change.create_time - 3 * DAY),
      end: change.create_time,
      newOrderSn: change.sn,
    });
    return;
  }
}

/** The services of the owner and supplier shops, newest first. */
export function seedServices(core: DemoStore, orders: readonly OrderRecord[]): ServiceRecord[] {
  const seeding: Seeding = { core, services: [], used: new Set(), seq: 0 };
  seedShop(seeding, SHOP.owner, orders, OWNER_PLAN);
  seedShop(seeding, SHOP.supplier, orders, SUPPLIER_PLAN);
  return seeding.services.sort((a, b) => b.create_time - a.create_time || (a.sn < b.sn ? 1 : -1));
}
