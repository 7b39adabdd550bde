/**
 * Seeded orders of the owner shop (the `orderCount` demo setting, 200 by default) and of the supplier shop:
 * every status of every flow, real goods and SKUs of the shop, buyers from MEMBERS, real regions, promotions,
 * gifts, virtual goods with redeem codes. Deterministic (seeded random numbers, times before BASE_TIME) and
 * fast: 10,000 orders in well under a second. The orders placed since BASE_TIME, up to now, are seeded apart
 * (`seedRecentOrders`), and so are the orders that fill the statistics' window of the last WINDOW_DAYS days up
 * to the statistics' history (`seedWindowOrders`, at the end).
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import { MEMBERS } from '../../db/seed/members';
import type { DemoStore } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { placeholderImage } from '../../lib/images';
import { createRng, hashString, weightedDraw, type Rng } from '../../lib/prng';
import { popularity } from '../statistics/assortment';
import { dailyOrderCount } from '../statistics/daily-count';
import { basePrice, toCents } from './amounts';
import { chinaDate, chinaDay, chinaDayStart } from './dates';
import { seededShipCompanies } from './logistics-data';
import { LEAF_REGIONS, regionFields, type RegionFields } from './regions';
import {
  CANCEL_APPLY_REASONS, CANCEL_REASONS, CONSIGNEE_GIVEN, CONSIGNEE_SURNAMES, COD_METHOD, COUPON_CENTS, FULL_MINUS_TIERS,
  GIFTS, PAYMENT_METHODS, REMARKS, STREETS,
} from './seed-texts';
import type {
  ClientType, CommentStatus, OrderDiscount, OrderLine, OrderRecord, OrderStatus, OrderType, PaymentType, PromotionTag,
  ReceiveTime, RedeemCodeRecord,
} from './types';

type Variant = '' | 'CANCEL_APPLY' | 'PAID_CANCEL' | 'VIRTUAL' | 'VIRTUAL_EXPIRED' | 'POINT';

interface Scenario {
  type: OrderType;
  pay: PaymentType;
  status: OrderStatus;
  variant: Variant;
}

const s = (type: OrderType, pay: PaymentType, status: OrderStatus, variant: Variant = ''): Scenario => ({ type, pay, status, variant });

/**
 * Every status × payment type × order type once, early states first: they go to the newest orders (every
 * second one), so even a small seed has each of them and their times stay plausible.
 */
const COVERAGE: readonly Scenario[] = [
  s('NORMAL', 'ONLINE', 'PAID_OFF'), s('NORMAL', 'ONLINE', 'NEW'), s('NORMAL', 'ONLINE', 'PAID_OFF'),
  s('NORMAL', 'ONLINE', 'CONFIRM'), s('NORMAL', 'COD', 'NEW'), s('NORMAL', 'ONLINE', 'PAID_OFF'),
  s('NORMAL', 'COD', 'CONFIRM'), s('PINTUAN', 'ONLINE', 'CONFIRM'), s('NORMAL', 'ONLINE', 'INTODB_ERROR'),
  s('PINTUAN', 'ONLINE', 'PAID_OFF'), s('NORMAL', 'ONLINE', 'PAID_OFF', 'CANCEL_APPLY'), s('NORMAL', 'ONLINE', 'PAID_OFF', 'VIRTUAL'),
  s('NORMAL', 'ONLINE', 'PAID_OFF', 'POINT'), s('CHANGE', 'ONLINE', 'PAID_OFF'), s('PINTUAN', 'ONLINE', 'FORMED'),
  s('NORMAL', 'ONLINE', 'CANCELLED'), s('NORMAL', 'COD', 'CANCELLED'), s('NORMAL', 'ONLINE', 'SHIPPED'),
  s('NORMAL', 'COD', 'SHIPPED'), s('PINTUAN', 'ONLINE', 'SHIPPED'), s('CHANGE', 'ONLINE', 'SHIPPED'),
  s('PINTUAN', 'ONLINE', 'CANCELLED'), s('NORMAL', 'ONLINE', 'CANCELLED', 'PAID_CANCEL'), s('NORMAL', 'ONLINE', 'ROG'),
  s('NORMAL', 'COD', 'ROG'), s('PINTUAN', 'ONLINE', 'ROG'), s('NORMAL', 'ONLINE', 'PAID_OFF', 'VIRTUAL_EXPIRED'),
  s('NORMAL', 'ONLINE', 'AFTER_SERVICE'), s('NORMAL', 'COD', 'AFTER_SERVICE'), s('NORMAL', 'ONLINE', 'COMPLETE'),
  s('NORMAL', 'COD', 'COMPLETE'), s('PINTUAN', 'ONLINE', 'COMPLETE'), s('CHANGE', 'ONLINE', 'COMPLETE'),
  s('NORMAL', 'ONLINE', 'COMPLETE', 'VIRTUAL'), s('NORMAL', 'ONLINE', 'COMPLETE', 'POINT'),
];

/** Status weights by the order's age in days: young orders are still on their way, old ones done. */
const STATUS_BY_AGE: readonly [maxAge: number, weights: readonly [OrderStatus, number][]][] = [
  [2, [['NEW', 10], ['CONFIRM', 20], ['PAID_OFF', 40], ['FORMED', 4], ['SHIPPED', 12], ['CANCELLED', 10], ['INTODB_ERROR', 2]]],
  [12, [['PAID_OFF', 6], ['SHIPPED', 30], ['ROG', 22], ['COMPLETE', 18], ['CANCELLED', 10], ['AFTER_SERVICE', 6]]],
  [Infinity, [['COMPLETE', 72], ['CANCELLED', 14], ['AFTER_SERVICE', 4], ['ROG', 4]]],
];
const KINDS: readonly [[OrderType, PaymentType], number][] = [[['NORMAL', 'ONLINE'], 72], [['NORMAL', 'COD'], 14], [['PINTUAN', 'ONLINE'], 10], [['CHANGE', 'ONLINE'], 4]];
// The server's sources (api reference §4.1); the same weights in the same order as before, so one roll picks alike.
const CLIENTS: readonly [ClientType, number][] = [['PC', 35], ['WAP', 35], ['MINI', 20], ['NATIVE', 5], ['REACT', 5]];
const RECEIVE: readonly [ReceiveTime, number][] = [['ANY_TIME', 70], ['WORKDAY', 20], ['WEEKEND', 10]];

function weighted<T>(rng: Rng, rows: readonly (readonly [T, number])[]): T {
  let roll = rng.next() * rows.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of rows) {
    roll -= w;
    if (roll < 0) return value;
  }
  return rows[rows.length - 1][0];
}

/** Moves a random status to one the order's flow has (e.g. no PAID_OFF before shipping for cash on delivery). */
function fit(sc: Scenario): Scenario {
  const { type, pay } = sc;
  let status = sc.status;
  if (pay === 'COD' && (status === 'PAID_OFF' || status === 'FORMED')) status = 'CONFIRM';
  if (type === 'NORMAL' && status === 'FORMED') status = 'PAID_OFF';
  if (type === 'PINTUAN' && (status === 'INTODB_ERROR' || status === 'AFTER_SERVICE')) status = 'COMPLETE';
  if (type === 'CHANGE' && ['NEW', 'CONFIRM', 'CANCELLED', 'INTODB_ERROR', 'FORMED'].includes(status)) status = 'PAID_OFF';
  if (type === 'CHANGE' && status === 'AFTER_SERVICE') status = 'COMPLETE';
  return { ...sc, status };
}

function randomScenario(rng: Rng, ageDays: number): Scenario {
  const weights = (STATUS_BY_AGE.find(([maxAge]) => ageDays < maxAge) ?? STATUS_BY_AGE[STATUS_BY_AGE.length - 1])[1];
  const [type, pay] = weighted(rng, KINDS);
  const sc = fit(s(type, pay, weighted(rng, weights)));
  if (sc.type !== 'NORMAL' || sc.pay !== 'ONLINE') return sc;
  const roll = rng.next();
  if (sc.status === 'PAID_OFF' && roll < 0.05) return { ...sc, variant: 'CANCEL_APPLY' };
  if (sc.status === 'CANCELLED' && roll < 0.2) return { ...sc, variant: 'PAID_CANCEL' };
  if ((sc.status === 'PAID_OFF' || sc.status === 'COMPLETE') && roll > 0.94) return { ...sc, variant: 'VIRTUAL' };
  if (roll > 0.9) return { ...sc, variant: 'POINT' };
  return sc;
}

/* ---- times ---- */

interface Times {
  payment: number;
  ship: number;
  signing: number;
  complete: number;
  cancel: number;
}

const HOUR = 3600;
const UNPAID = new Set<OrderStatus>(['NEW', 'CONFIRM', 'INTODB_ERROR']);
const UNSHIPPED = new Set<OrderStatus>(['NEW', 'CONFIRM', 'PAID_OFF', 'FORMED', 'INTODB_ERROR', 'CANCELLED']);

/** Event times after `create`, from plausible gaps squeezed to end before `horizon` (BASE_TIME for the seed). */
function timesOf(rng: Rng, sc: Scenario, create: number, shipStage: 'NO' | 'YES' | 'ROG', horizon: number): Times {
  const virtual = sc.variant.startsWith('VIRTUAL');
  const paidOnline = sc.pay === 'ONLINE' && !UNPAID.has(sc.status) && !(sc.status === 'CANCELLED' && sc.variant !== 'PAID_CANCEL');
  const keys: (keyof Times | 'formed')[] = [];
  const gaps: number[] = [];
  const step = (key: keyof Times | 'formed', gap: number) => {
    keys.push(key);
    gaps.push(gap);
  };
  if (paidOnline) step('payment', rng.int(60, 30 * 60));
  if (sc.type === 'PINTUAN' && paidOnline && sc.status !== 'PAID_OFF') step('formed', rng.int(HOUR, 24 * HOUR));
  if (sc.status === 'CANCELLED') step('cancel', sc.variant === 'PAID_CANCEL' ? rng.int(HOUR, 24 * HOUR) : rng.int(600, 2 * DAY));
  if (shipStage !== 'NO' && !virtual) step('ship', rng.int(2 * HOUR, 36 * HOUR));
  if (shipStage === 'ROG' && !virtual) step('signing', rng.int(DAY, 4 * DAY));
  if (sc.status === 'COMPLETE') step('complete', virtual ? rng.int(DAY, 10 * DAY) : rng.int(HOUR, 7 * DAY));
  const room = Math.max(0, horizon - 300 - create);
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = total > room ? room / total : 1;
  const times: Times = { payment: 0, ship: 0, signing: 0, complete: 0, cancel: 0 };
  let at = create;
  keys.forEach((key, k) => {
    at += Math.floor(gaps[k] * scale);
    if (key !== 'formed') times[key] = at;
  });
  // Cash on delivery is paid when the parcel is handed over.
  if (sc.pay === 'COD' && (sc.status === 'COMPLETE' || sc.status === 'AFTER_SERVICE')) times.payment = times.signing;
  if (virtual && sc.status === 'COMPLETE') times.signing = times.complete;
  return times;
}

/* ---- goods lines and money ---- */

interface Pools {
  normal: GoodsRecord[];
  virtual: GoodsRecord[];
  point: GoodsRecord[];
  /** Draws a normal goods by the statistics' popularity (cheap and popular goods sell more), when set; else uniformly. */
  drawNormal?: (rng: Rng) => GoodsRecord;
}

/** The shop's goods to sell; `popular`: normal goods drawn as the statistics' history draws them. */
function poolsOf(goods: GoodsRecord[], popular = false): Pools {
  const sellable = goods.filter((g) => g.disabled === 1 && g.is_auth === 1 && g.skus.length > 0);
  const base = sellable.length ? sellable : goods.filter((g) => g.skus.length > 0);
  const of = (type: GoodsRecord['goods_type']) => base.filter((g) => g.goods_type === type);
  const found = of('NORMAL');
  const normal = found.length ? found : base;
  const pools: Pools = { normal, virtual: of('VIRTUAL'), point: of('POINT') };
  if (popular && normal.length) {
    const draw = weightedDraw(normal, normal.map(popularity));
    pools.drawNormal = (rng) => draw(rng)!;
  }
  return pools;
}

const SNAPSHOT_BASE = 6_000_000;

const addTag = (tags: PromotionTag[], tag: PromotionTag) => {
  if (!tags.includes(tag)) tags.push(tag);
};

function makeLines(rng: Rng, pools: Pools, sc: Scenario, seq: number, tags: PromotionTag[]): OrderLine[] {
  const virtual = sc.variant.startsWith('VIRTUAL');
  const pool = (virtual && pools.virtual.length ? pools.virtual : sc.variant === 'POINT' && pools.point.length ? pools.point : pools.normal);
  const count = sc.type === 'NORMAL' && !sc.variant ? weighted(rng, [[1, 60], [2, 30], [3, 10]] as const) : 1;
  const chosen = new Set<GoodsRecord>();
  const draw = pool === pools.normal && pools.drawNormal ? pools.drawNormal : (r: Rng) => r.pick(pool);
  for (let tries = 0; chosen.size < Math.min(count, pool.length) && tries < 10; tries++) chosen.add(draw(rng));
  return [...chosen].map((g, k) => {
    const sku = rng.pick(g.skus);
    const original = toCents(sku.price);
    let purchase = original;
    if (sc.type === 'PINTUAN') {
      purchase = Math.max(1, Math.round(original * 0.85));
      addTag(tags, 'pintuan');
    } else if (g.goods_type === 'POINT') {
      addTag(tags, 'point');
    } else if (sc.type === 'NORMAL') {
      const roll = rng.next();
      if (roll < 0.12) {
        purchase = Math.max(1, Math.floor((original * 0.95) / 10) * 10);
        addTag(tags, 'singleCut');
      } else if (roll < 0.18) {
        purchase = Math.max(1, Math.round(original * 0.8));
        addTag(tags, 'seckill');
      }
    }
    return {
      goods_id: g.goods_id,
      sku_id: sku.sku_id,
      name: g.goods_name,
      sku_sn: sku.sn,
      goods_image: sku.thumbnail || g.thumbnail,
      goods_type: g.goods_type,
      original_cents: original,
      purchase_cents: purchase,
      num: sc.type === 'PINTUAN' || g.goods_type === 'POINT' ? 1 : weighted(rng, [[1, 70], [2, 22], [3, 8]] as const),
      point: g.goods_type === 'POINT' ? sku.exchange_point : 0,
      snapshot_id: String(SNAPSHOT_BASE + seq * 4 + k),
      spec_list: sku.spec_list,
      supplier_goods: g.source_type === 'SUPPLIER' ? 1 : 0,
      weight: sku.weight,
      service_status: 'NOT_APPLY',
      ...(g.__en?.goods_name ? { __en: { name: g.__en.goods_name } } : {}),
    } satisfies OrderLine;
  });
}

const yuanText = (cents: number) => String(cents / 100);

/** Order-level discounts: spend-and-save, a shop coupon, or the exchange credit of an exchange order. */
function makeDiscounts(rng: Rng, sc: Scenario, goods: number, tags: PromotionTag[]): OrderDiscount[] {
  if (sc.type === 'CHANGE') {
    return [{ promotion_id: '0', promotion_name: '换货抵扣', kind: 'EXCHANGE', cents: goods, __en: { promotion_name: 'Exchange credit' } }];
  }
  if (sc.type !== 'NORMAL' || sc.variant === 'POINT') return [];
  const out: OrderDiscount[] = [];
  const tier = FULL_MINUS_TIERS.findIndex(([min]) => goods >= min);
  if (tier >= 0 && rng.chance(0.3)) {
    const [min, cut] = FULL_MINUS_TIERS[tier];
    out.push({
      promotion_id: String(3001 + tier), promotion_name: `满${yuanText(min)}减${yuanText(cut)}`, kind: 'FULL_MINUS', cents: cut,
      __en: { promotion_name: `¥${yuanText(cut)} off orders over ¥${yuanText(min)}` },
    });
    addTag(tags, 'fullMinus');
  }
  const coupon = COUPON_CENTS[rng.int(0, COUPON_CENTS.length - 1)];
  const left = goods - out.reduce((sum, d) => sum + d.cents, 0);
  if (rng.chance(0.25) && coupon * 4 <= left) {
    out.push({
      promotion_id: String(4001 + COUPON_CENTS.indexOf(coupon)), promotion_name: `店铺优惠券 ¥${yuanText(coupon)}`, kind: 'COUPON', cents: coupon,
      __en: { promotion_name: `Shop coupon ¥${yuanText(coupon)}` },
    });
    addTag(tags, 'coupon');
  }
  return out;
}

/* ---- redeem codes ---- */

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function redeemCode(key: string, taken: Set<string>): string {
  let code = '';
  for (let salt = 0; !code || taken.has(code); salt++) {
    let h = hashString(`${key}#${salt}`);
    let h2 = hashString(`${salt}#${key}`);
    code = '';
    for (let i = 0; i < 12; i++) {
      const source = i < 6 ? h : h2;
      code += CODE_CHARS[source % CODE_CHARS.length];
      if (i < 6) h = Math.floor(h / CODE_CHARS.length) ^ (i * 7919);
      else h2 = Math.floor(h2 / CODE_CHARS.length) ^ (i * 104729);
    }
  }
  taken.add(code);
  return code;
}

/** Virtual goods stay valid for a year after payment. */
const REDEEM_VALID_DAYS = 365;

/* ---- orders ---- */

export const ORDER_ID_BASE = 1_901_000_000_000_000_000n;
export const SUPPLIER_ORDER_COUNT = 30;
const SUPPLIER_SEQ_BASE = 900_000;

/** `n` random digits. */
function digits(rng: Rng, n: number): string {
  let out = '';
  while (out.length < n) out += String(rng.int(0, 999_999)).padStart(6, '0');
  return out.slice(0, n);
}

export interface OrderSeed {
  orders: OrderRecord[];
  redeemCodes: RedeemCodeRecord[];
}

interface ShopPlan {
  shopId: string;
  count: number;
  supplierType: number;
  seqBase: number;
  seed: number;
}

/** What seeding one shop's orders shares across its orders. */
interface ShopSeeder {
  plan: ShopPlan;
  rng: Rng;
  pools: Pools;
  companies: ReturnType<typeof seededShipCompanies>;
  span: number;
  spacing: number;
  out: OrderSeed;
  codes: Set<string>;
}

function seedShopOrders(core: DemoStore, plan: ShopPlan, out: OrderSeed, codes: Set<string>): void {
  const pools = poolsOf(core.goods.all().filter((g) => g.shop_id === plan.shopId));
  if (!pools.normal.length) return;
  const seeder: ShopSeeder = {
    plan,
    rng: createRng(plan.seed),
    pools,
    companies: seededShipCompanies(plan.shopId),
    span: Math.min(730, Math.max(120, Math.ceil(plan.count / 20))) * DAY,
    spacing: plan.count >= COVERAGE.length * 2 ? 2 : 1,
    out,
    codes,
  };
  // One call per order (rather than one long loop body): the engine optimizes a small hot function early.
  for (let i = 0; i < plan.count; i++) seedOrder(seeder, i);
}

function seedOrder(seeder: ShopSeeder, i: number): void {
  const { plan, rng, span, spacing } = seeder;
  // Orders get denser towards BASE_TIME (a growing shop): the newest ones are still on their way.
  const create = BASE_TIME - 600 - Math.floor(span * ((i + 0.1 + rng.next() * 0.5) / plan.count) ** 2);
  const age = (BASE_TIME - create) / DAY;
  const covered = i % spacing === 0 ? COVERAGE[i / spacing] : undefined;
  const sc = covered ?? randomScenario(rng, age);
  const seq = plan.seqBase + plan.count - i;
  writeOrder(seeder, { create, sc, seq, sn: `${chinaDate(create)}${String(seq).padStart(6, '0')}`, horizon: BASE_TIME });
}

/** What one order is made of: its creation time, scenario, sequence number (ids), sn and the time its events end before. */
interface OrderPlan {
  create: number;
  sc: Scenario;
  seq: number;
  sn: string;
  horizon: number;
}

function writeOrder({ plan, rng, pools, companies, out, codes }: Pick<ShopSeeder, 'plan' | 'rng' | 'pools' | 'companies' | 'out' | 'codes'>, { create, sc, seq, sn, horizon }: OrderPlan): void {
  const virtual = sc.variant.startsWith('VIRTUAL');

  const shipStage: 'NO' | 'YES' | 'ROG' =
    virtual || UNSHIPPED.has(sc.status) ? 'NO'
      : sc.status === 'SHIPPED' ? 'YES'
        : sc.status === 'AFTER_SERVICE' && sc.pay === 'ONLINE' && rng.chance(0.2) ? 'NO'
          : 'ROG';
  const t = timesOf(rng, sc, create, shipStage, horizon);
  const tags: PromotionTag[] = [];
  const lines = makeLines(rng, pools, sc, seq, tags);
  // A supplier order's goods are all the supplier's own goods, resold by a distributing shop.
  if (plan.supplierType) lines.forEach((l) => (l.supplier_goods = 1));
  const goods = lines.reduce((sum, l) => sum + l.purchase_cents * l.num, 0);
  const discounts = makeDiscounts(rng, sc, goods, tags);
  const afterDiscount = goods - discounts.reduce((sum, d) => sum + d.cents, 0);
  const shipping = virtual || sc.type === 'CHANGE' || afterDiscount >= 9900 ? 0 : rng.pick([600, 800, 1000, 1200]);
  const gifts = sc.type === 'NORMAL' && !sc.variant && goods >= 30000 && rng.chance(0.1) ? [rng.pick(GIFTS)] : [];
  if (gifts.length) addTag(tags, 'fullGive');
  const base = basePrice({ lines, shipping_cents: shipping, discounts });
  const cut = Math.floor((base * 0.05) / 100) * 100;
  const modify = sc.type === 'NORMAL' && sc.pay === 'ONLINE' && !sc.variant && cut > 0 && rng.chance(0.06) ? -cut : 0;

  const paid = t.payment > 0 || sc.type === 'CHANGE';
  const commented: CommentStatus =
    shipStage !== 'ROG' || sc.status === 'AFTER_SERVICE' || virtual ? 'UNFINISHED'
      : sc.status === 'ROG' ? (rng.chance(0.2) ? 'FINISHED' : 'UNFINISHED')
        : weighted(rng, [['FINISHED', 55], ['WAIT_CHASE', 20], ['UNFINISHED', 25]] as const);
  const expired = sc.status === 'COMPLETE' && t.complete < horizon - 15 * DAY;
  if (sc.status === 'AFTER_SERVICE') lines[0].service_status = 'APPLY';
  if (expired) lines.forEach((l) => (l.service_status = 'EXPIRED'));
  // Some completed orders had their last line returned and refunded (the settlement bills' refund items).
  if (sc.status === 'COMPLETE' && sc.type === 'NORMAL' && sc.pay === 'ONLINE' && lines.length > 1 && hashString(`refund${seq}`) % 4 === 0) {
    lines[lines.length - 1].service_status = 'COMPLETE';
  }

  const member = rng.pick(MEMBERS);
  const region = regionFields(rng.pick(LEAF_REGIONS).id) as RegionFields;
  const method = sc.pay === 'COD' ? { plugin: 'cod', name: COD_METHOD } : rng.pick(PAYMENT_METHODS);
  const remark = rng.chance(0.25) ? rng.pick(REMARKS) : null;
  const applied = sc.variant === 'CANCEL_APPLY' || sc.variant === 'PAID_CANCEL' ? rng.pick(CANCEL_APPLY_REASONS) : null;
  const cancelReason = sc.status !== 'CANCELLED' ? null : applied ? ([`买家申请取消：${applied[0]}`, `Cancelled at the buyer's request: ${applied[1]}`] as const) : rng.pick(CANCEL_REASONS);
  const company = t.ship ? rng.pick(companies) : null;
  const shipNo = company ? `${company.ship_no[0]}${digits(rng, company.ship_no[1])}` : '';

  const order: OrderRecord = {
    order_id: (ORDER_ID_BASE + BigInt(seq)).toString(),
    sn,
    trade_sn: `T${sn}`,
    shop_id: plan.shopId,
    supplier_type: plan.supplierType,
    member_id: member.member_id,
    member_name: member.uname,
    order_type: sc.type,
    payment_type: sc.pay,
    client_type: weighted(rng, CLIENTS),
    order_status: sc.status,
    pay_status: paid ? 'PAY_YES' : 'PAY_NO',
    ship_status: shipStage === 'NO' ? (virtual && sc.status === 'COMPLETE' ? 'SHIP_ROG' : 'SHIP_NO') : shipStage === 'YES' ? 'SHIP_YES' : 'SHIP_ROG',
    comment_status: commented,
    service_status: sc.variant === 'CANCEL_APPLY' ? 'APPLY' : sc.variant === 'PAID_CANCEL' ? 'COMPLETE' : expired ? 'EXPIRED' : 'NOT_APPLY',
    cancel_from: sc.status !== 'CANCELLED' ? '' : sc.variant === 'PAID_CANCEL' ? 'PAID_OFF' : sc.pay === 'COD' || rng.chance(0.5) ? 'CONFIRM' : 'NEW',
    payment_plugin_id: paid && sc.type !== 'CHANGE' ? method.plugin : '',
    payment_method_name: paid && sc.type !== 'CHANGE' ? method.name[0] : '',
    create_time: create,
    payment_time: sc.type === 'CHANGE' ? create : t.payment,
    ship_time: t.ship,
    signing_time: t.signing,
    complete_time: t.complete,
    cancel_time: t.cancel,
    ship_name: `${rng.pick(CONSIGNEE_SURNAMES)}${rng.pick(CONSIGNEE_GIVEN)}`,
    ship_mobile: rng.chance(0.6) ? member.mobile : `1${rng.pick(['3', '5', '7', '8'])}${digits(rng, 9)}`,
    ship_tel: rng.chance(0.15) ? `0${rng.int(10, 999)}-${digits(rng, 8)}` : '',
    ship_addr: `${rng.pick(STREETS)}${rng.int(1, 399)}号${rng.int(1, 30)}栋${rng.int(1, 32)}0${rng.int(1, 8)}室`,
    ship_province_id: region.ship_province_id,
    ship_province: region.ship_province,
    ship_city_id: region.ship_city_id,
    ship_city: region.ship_city,
    ship_county_id: region.ship_county_id,
    ship_county: region.ship_county,
    ship_town_id: region.ship_town_id,
    ship_town: region.ship_town,
    ship_zip: region.ship_zip,
    receive_time: weighted(rng, RECEIVE),
    remark: remark?.[0] ?? '',
    lines,
    shipping_cents: shipping,
    discounts,
    modify_cents: modify,
    paid_cents: paid ? base + modify : 0,
    promotion_tags: [...tags],
    gifts: gifts.map((g, k) => ({ gift_id: String(5001 + GIFTS.indexOf(g) + k), gift_name: g.zh, gift_cents: g.cents, gift_img: placeholderImage(g.color, g.zh[0]), __en: { gift_name: g.en } })),
    gift_point: Math.floor((base + modify) / 100),
    use_point: lines.reduce((sum, l) => sum + l.point * l.num, 0),
    need_receipt: paid && sc.type !== 'CHANGE' && sc.status !== 'CANCELLED' && rng.chance(0.22) ? 1 : 0,
    enterprise_id: rng.chance(0.08) ? String(6001 + rng.int(0, 2)) : '0',
    ship_no: shipNo,
    logi_id: company?.id ?? '',
    logi_name: company?.name ?? '',
    deliveries: company
      ? [{ logistics_id: company.id, logistics_name: company.name, delivery_sn: shipNo, ship_time: t.ship }]
      : [],
    cancel_reason: cancelReason?.[0] ?? '',
    apply: applied ? { apply_title: '申请取消订单', apply_reason: applied[0], apply_remark: '', __en: { apply_title: 'Cancellation request', apply_reason: applied[1] } } : null,
    __en: { ...(remark ? { remark: remark[1] } : {}), ...(cancelReason ? { cancel_reason: cancelReason[1] } : {}) },
  };
  out.orders.push(order);

  if (virtual && paid) {
    const used = sc.status === 'COMPLETE';
    const expiry = sc.variant === 'VIRTUAL_EXPIRED' ? t.payment + 3 * DAY : t.payment + REDEEM_VALID_DAYS * DAY;
    lines.forEach((l, k) => {
      for (let u = 0; u < l.num; u++) {
        out.redeemCodes.push({
          redeem_code: redeemCode(`${sn}-${k}-${u}`, codes), shop_id: plan.shopId, order_sn: sn, goods_id: l.goods_id, sku_id: l.sku_id,
          goods_name: l.name, use_redeem: used ? 1 : 0, use_time: used ? t.complete : 0, expired_time: expiry,
        });
      }
    });
  }
}

export function seedOrders(core: DemoStore, ownerCount: number): OrderSeed {
  const out: OrderSeed = { orders: [], redeemCodes: [] };
  const codes = new Set<string>();
  seedShopOrders(core, { shopId: SHOP.owner, count: ownerCount, supplierType: 0, seqBase: 0, seed: 20261101 }, out, codes);
  seedShopOrders(core, { shopId: SHOP.supplier, count: SUPPLIER_ORDER_COUNT, supplierType: 1, seqBase: SUPPLIER_SEQ_BASE, seed: 20261102 }, out, codes);
  return out;
}

/* ---- orders after BASE_TIME ---- */

/**
 * The shops' orders from BASE_TIME up to `now`, so the order list (and the statistics read from it) reaches the
 * present day. Deterministic per shop and day (a day's count and times from a generator seeded by the day, each
 * order from its own; ids and sns from the day), whatever the seeded order count; an order's status follows its
 * age at `now`, as the seed's do at BASE_TIME. A few a day (a busier Singles' Day), and only the last
 * RECENT_DAYS days, so the list and the start stay light however long after BASE_TIME the demo runs.
 */
const RECENT: readonly { shopId: string; supplierType: number; perDay: number; snTag: string }[] = [
  { shopId: SHOP.owner, supplierType: 0, perDay: 16, snTag: '5' },
  { shopId: SHOP.supplier, supplierType: 1, perDay: 3, snTag: '6' },
];
/** Sunday first. */
const RECENT_WEEKDAY = [1.25, 0.85, 0.9, 0.95, 1, 1.1, 1.3];
/** Ids of the orders after BASE_TIME: far above the seed's sequence numbers (at most 100,000, the supplier's from 900,000). */
const RECENT_SEQ_BASE = 2_000_000;
const RECENT_MAX_PER_DAY = 500;
export const RECENT_DAYS = 92;

/** The first day (China time) of the orders after BASE_TIME: BASE_TIME's day, or RECENT_DAYS before `now`'s. */
export const recentFirstDay = (now: number) => Math.max(chinaDay(BASE_TIME), chinaDay(now) - RECENT_DAYS + 1);

function recentFestival(month: number, date: number): number {
  const md = month * 100 + date;
  if (md === 1111) return 3;
  if (md >= 1101 && md <= 1110) return 1.4;
  if (md === 1212) return 2;
  if (md === 618) return 2.5;
  return 1;
}

/**
 * A random scenario without the states other areas seed records for (after-sales services and cancellation
 * requests come from the seeded orders only): those orders are completed, or plainly cancelled, instead.
 */
function recentScenario(rng: Rng, ageDays: number): Scenario {
  const sc = randomScenario(rng, ageDays);
  const variant = sc.variant === 'CANCEL_APPLY' || sc.variant === 'PAID_CANCEL' ? '' : sc.variant;
  return { ...sc, status: sc.status === 'AFTER_SERVICE' ? 'COMPLETE' : sc.status, variant };
}

/** How many orders the shop gets on a day after BASE_TIME (the whole day; callers keep those placed until now). */
export function recentDailyCount(perDay: number, shopId: string, day: number): number {
  const d = new Date(day * DAY * 1000);
  const noise = 0.75 + 0.5 * createRng(hashString(`recent-count:${shopId}:${day}`)).next();
  return Math.min(RECENT_MAX_PER_DAY, Math.round(perDay * RECENT_WEEKDAY[d.getUTCDay()] * recentFestival(d.getUTCMonth() + 1, d.getUTCDate()) * noise));
}

/** The orders placed from BASE_TIME up to `now` (none when `now` is before it); `taken`: redeem codes already used. */
export function seedRecentOrders(core: DemoStore, now: number, taken: ReadonlySet<string> = new Set()): OrderSeed {
  const out: OrderSeed = { orders: [], redeemCodes: [] };
  if (now <= BASE_TIME) return out;
  const codes = new Set(taken);
  const baseDay = chinaDay(BASE_TIME);
  RECENT.forEach(({ shopId, supplierType, perDay, snTag }, shopIndex) => {
    const pools = poolsOf(core.goods.all().filter((g) => g.shop_id === shopId), true);
    if (!pools.normal.length) return;
    const plan: ShopPlan = { shopId, count: 0, supplierType, seqBase: 0, seed: 0 };
    const companies = seededShipCompanies(shopId);
    for (let day = recentFirstDay(now); day <= chinaDay(now); day++) {
      const dayRng = createRng(hashString(`recent:${shopId}:${day}`));
      const from = Math.max(chinaDayStart(day), BASE_TIME);
      const length = chinaDayStart(day) + DAY - from;
      const times = Array.from({ length: recentDailyCount(perDay, shopId, day) }, () => from + Math.floor(dayRng.next() * length)).sort((a, b) => a - b);
      times.forEach((create, k) => {
        if (create > now) return;
        const rng = createRng(hashString(`recent:${shopId}:${day}:${k}`));
        const sc = recentScenario(rng, (now - create) / DAY);
        const seq = RECENT_SEQ_BASE + (day - baseDay) * RECENT_MAX_PER_DAY * RECENT.length + shopIndex * RECENT_MAX_PER_DAY + k;
        const sn = `${chinaDate(create)}${snTag}${String(k + 1).padStart(5, '0')}`;
        writeOrder({ plan, rng, pools, companies, out, codes }, { create, sc, seq, sn, horizon: now });
        // No reviews and no invoices yet: the comments and receipts are seeded from the seeded orders only.
        const order = out.orders[out.orders.length - 1];
        order.comment_status = 'UNFINISHED';
        order.need_receipt = 0;
      });
    }
  });
  return out;
}

/* ---- orders of the statistics' window ---- */

/**
 * The statistics read the order records of the last WINDOW_DAYS days (ending today) and their own history
 * before (statistics/records.ts). So that a chart runs on across that day, each day of the window gets, beside
 * the seeded orders and the orders since BASE_TIME, generated orders up to the history's count of the day
 * (`dailyOrderCount`): as many that end as sales (paid, not cancelled, not an exchange) as the history's count
 * less the day's other orders. Deterministic per shop and day, whatever the clock: the day's orders (sn, id,
 * time) are chosen from the whole day's figures, each order's fate (whether it ends as a sale) from its own
 * generator; a young order's state follows its age at `now` and agrees with its fate (a sale is paid already,
 * an order that will not be one is not), an order 12 days old or more is in its final state.
 */
const WINDOW: readonly { shopId: string; supplierType: number; snTag: string }[] = [
  { shopId: SHOP.owner, supplierType: 0, snTag: '7' },
  { shopId: SHOP.supplier, supplierType: 1, snTag: '8' },
];
/** Ids of the window's orders: above the seed's and the orders since BASE_TIME (2,000,000 + at most ~1,000 a day). */
const WINDOW_SEQ_BASE = 100_000_000;
const WINDOW_MAX_PER_DAY = 2000;
/** An order's state is its final one from this age (days) on (STATUS_BY_AGE's last row). */
const SETTLED_AGE = 12;

/**
 * Days of the statistics' window: the overview's 30 days and the whole month before (Oct 1 at Nov 24), and no more,
 * as filling a day costs the start 1–2.5 ms (about 60 orders a day for the owner; the figures in the README).
 */
export const WINDOW_DAYS = 62;

/** The first day (China time) of the statistics' window: WINDOW_DAYS days ending `now`'s day. */
export const windowFirstDay = (now: number) => chinaDay(now) - WINDOW_DAYS + 1;

/** True when an order of this scenario counts as a sale (as statistics/records.ts counts them) once written. */
function isSale(sc: Scenario): boolean {
  if (sc.type === 'CHANGE' || sc.status === 'CANCELLED' || UNPAID.has(sc.status)) return false;
  return sc.pay === 'ONLINE' || sc.status === 'COMPLETE';
}

/** The state of an order at `age` days: its fate once settled; before, a state of its age that agrees with the fate. */
function windowScenario(rng: Rng, fate: Scenario, age: number): Scenario {
  if (age >= SETTLED_AGE) return fate;
  for (let tries = 0; tries < 12; tries++) {
    const sc = recentScenario(rng, age);
    if (isSale(sc) === isSale(fate)) return sc;
  }
  return fate;
}

/**
 * The window's generated orders placed up to `now`; `seeded`: the orders seeded before (the seed and the orders
 * since BASE_TIME), counted per day; `taken`: redeem codes already used.
 */
export function seedWindowOrders(core: DemoStore, now: number, seeded: readonly OrderRecord[], taken: ReadonlySet<string> = new Set()): OrderSeed {
  const out: OrderSeed = { orders: [], redeemCodes: [] };
  // The seed as it is at BASE_TIME (tests of the seeded orders pin the clock there) has none.
  if (now <= BASE_TIME) return out;
  const codes = new Set(taken);
  const first = windowFirstDay(now);
  const last = chinaDay(now);
  WINDOW.forEach(({ shopId, supplierType, snTag }, shopIndex) => {
    const pools = poolsOf(core.goods.all().filter((g) => g.shop_id === shopId), true);
    if (!pools.normal.length) return;
    // The seed's orders of each day; the orders since BASE_TIME count for their whole day (not only up to now).
    const others = new Map<number, number>();
    for (const o of seeded) {
      if (o.shop_id !== shopId || o.create_time >= BASE_TIME) continue;
      const day = chinaDay(o.create_time);
      if (day >= first) others.set(day, (others.get(day) ?? 0) + 1);
    }
    const recent = RECENT.find((r) => r.shopId === shopId);
    const plan: ShopPlan = { shopId, count: 0, supplierType, seqBase: 0, seed: 0 };
    const companies = seededShipCompanies(shopId);
    for (let day = first; day <= last; day++) {
      const since = recent && day >= chinaDay(BASE_TIME) ? recentDailyCount(recent.perDay, shopId, day) : 0;
      let wanted = Math.max(0, dailyOrderCount(shopId, day) - (others.get(day) ?? 0) - since);
      const fates: Scenario[] = [];
      while (wanted > 0 && fates.length < WINDOW_MAX_PER_DAY) {
        const fate = recentScenario(createRng(hashString(`window-fate:${shopId}:${day}:${fates.length}`)), Infinity);
        fates.push(fate);
        if (isSale(fate)) wanted--;
      }
      if (!fates.length) continue;
      const dayRng = createRng(hashString(`window:${shopId}:${day}`));
      const times = fates.map(() => chinaDayStart(day) + Math.floor(dayRng.next() * DAY)).sort((a, b) => a - b);
      times.forEach((create, k) => {
        if (create > now) return;
        const sc = windowScenario(createRng(hashString(`window-state:${shopId}:${day}:${k}`)), fates[k], (now - create) / DAY);
        const seq = WINDOW_SEQ_BASE + day * WINDOW_MAX_PER_DAY * WINDOW.length + shopIndex * WINDOW_MAX_PER_DAY + k;
        const sn = `${chinaDate(create)}${snTag}${String(k + 1).padStart(5, '0')}`;
        writeOrder({ plan, rng: createRng(hashString(`window:${shopId}:${day}:${k}`)), pools, companies, out, codes }, { create, sc, seq, sn, horizon: now });
        // No reviews and no invoices: the comments and receipts are seeded from the seeded orders only.
        const order = out.orders[out.orders.length - 1];
        order.comment_status = 'UNFINISHED';
        order.need_receipt = 0;
      });
    }
  });
  return out;
}
