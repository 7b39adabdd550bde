/**
 * Business-to-business quotations (a contract designed for the demo: docs/api/quotations.md). A buyer asks
 * for prices of goods lines (or the seller starts one); the seller prices the lines, sets validity, delivery
 * and payment terms and sends it; the buyer accepts or rejects it; an unanswered one expires.
 *
 * The demo buyer: a quotation sent during the session is answered BUYER_REPLY_SECONDS after it was sent, on
 * the first read after that — ACCEPTED when its total is within the buyer's budget (`expected_total`; for a
 * quotation the seller started, the list-price total of its lines), REJECTED otherwise. One whose validity
 * ends first expires instead. EXPIRED is never stored: a SENT quotation past `valid_until` reads as EXPIRED.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import { MEMBERS } from '../../db/seed/members';
import type { DemoStore } from '../../db/store';
import type { English, GoodsRecord } from '../../db/types';
import { createRng } from '../../lib/prng';
import { toCents, yuan } from './amounts';
import { chinaDate } from './dates';
import type { Label } from './labels';

export type QuotationStatus = 'DRAFT' | 'SENT' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED';
/** Stored statuses (EXPIRED is computed). */
export type StoredQuotationStatus = Exclude<QuotationStatus, 'EXPIRED'>;
export type QuotationSource = 'BUYER' | 'SELLER';
export type PaymentTerms = 'PREPAID' | 'DEPOSIT_30' | 'NET_30' | 'COD';
export type QuotationAction = 'CREATE' | 'EDIT' | 'SEND' | 'WITHDRAW' | 'ACCEPT' | 'REJECT' | 'EXPIRE';

export const QUOTATION_STATUS_LABEL: Record<QuotationStatus, Label> = {
  DRAFT: ['草稿', 'Draft'],
  SENT: ['已发送', 'Sent'],
  ACCEPTED: ['已接受', 'Accepted'],
  REJECTED: ['已拒绝', 'Rejected'],
  EXPIRED: ['已过期', 'Expired'],
};

export const PAYMENT_TERMS_LABEL: Record<PaymentTerms, Label> = {
  PREPAID: ['款到发货', 'Payment before shipment'],
  DEPOSIT_30: ['预付 30% 定金，发货前付清', '30% deposit, balance before shipment'],
  NET_30: ['月结 30 天', 'Net 30 days'],
  COD: ['货到付款', 'Cash on delivery'],
};

export const ACTION_LABEL: Record<QuotationAction, Label> = {
  CREATE: ['创建报价单', 'Quotation created'],
  EDIT: ['修改报价单', 'Quotation edited'],
  SEND: ['发送给买家', 'Sent to the buyer'],
  WITHDRAW: ['撤回报价', 'Withdrawn to draft'],
  ACCEPT: ['买家接受报价', 'Accepted by the buyer'],
  REJECT: ['买家拒绝报价', 'Rejected by the buyer'],
  EXPIRE: ['报价已过期', 'Quotation expired'],
};

export const BUYER_REPLY_SECONDS = 10;

export interface QuotationItem extends English {
  item_id: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  sku_sn: string;
  goods_image: string;
  spec_text: string;
  quantity: number;
  /** The SKU's shop price when the line was added. */
  list_price_cents: number;
  /** The seller's unit price; 0 = not priced yet. */
  unit_price_cents: number;
  remark: string;
}

export interface QuotationLog extends English {
  log_id: string;
  action: QuotationAction;
  from_status: QuotationStatus | '';
  to_status: QuotationStatus;
  operator_role: 'BUYER' | 'SELLER' | 'SYSTEM';
  operator: string;
  content: string;
  create_time: number;
}

export interface QuotationRecord extends English {
  quotation_id: string;
  quotation_sn: string;
  shop_id: string;
  source: QuotationSource;
  member_id: string;
  member_name: string;
  buyer_company: string;
  contact_name: string;
  contact_mobile: string;
  title: string;
  buyer_note: string;
  seller_note: string;
  /** The buyer's budget for the whole quotation (0 until known for one the seller started). */
  expected_total_cents: number;
  items: QuotationItem[];
  /** Unix seconds; 0 = not set yet. */
  valid_until: number;
  delivery_days: number;
  delivery_terms: string;
  payment_terms: PaymentTerms | '';
  status: StoredQuotationStatus;
  create_time: number;
  update_time: number;
  sent_time: number;
  /** When the demo buyer answers a SENT quotation; 0 = still considering it (seeded ones). */
  reply_at: number;
  responded_time: number;
  reject_reason: string;
  history: QuotationLog[];
}

export const quotationTotal = (q: Pick<QuotationRecord, 'items'>) => q.items.reduce((sum, i) => sum + i.unit_price_cents * i.quantity, 0);
export const listTotal = (q: Pick<QuotationRecord, 'items'>) => q.items.reduce((sum, i) => sum + i.list_price_cents * i.quantity, 0);

/** The status a quotation reads as at `now`. */
export const effectiveStatus = (q: QuotationRecord, now: number): QuotationStatus =>
  q.status === 'SENT' && q.valid_until > 0 && q.valid_until < now ? 'EXPIRED' : q.status;

/** A history entry (its id is its place in the history). */
export function logEntry(q: Pick<QuotationRecord, 'history'>, entry: Omit<QuotationLog, 'log_id'>): QuotationLog {
  return { log_id: String(q.history.length + 1), ...entry };
}

/** The demo buyer's answer to a quotation sent during the session, once its time has come (see the file comment). */
export function buyerAnswer(q: QuotationRecord, now: number): QuotationRecord | null {
  if (q.status !== 'SENT' || !q.reply_at || q.reply_at > now || (q.valid_until > 0 && q.reply_at > q.valid_until)) return null;
  const total = quotationTotal(q);
  const accepted = total <= q.expected_total_cents;
  const reason: Label = [`报价总额 ¥${yuan(total).toFixed(2)} 超出采购预算 ¥${yuan(q.expected_total_cents).toFixed(2)}`, `the total of ¥${yuan(total).toFixed(2)} is over the budget of ¥${yuan(q.expected_total_cents).toFixed(2)}`];
  const to = accepted ? 'ACCEPTED' : 'REJECTED';
  const [actionZh, actionEn] = ACTION_LABEL[accepted ? 'ACCEPT' : 'REJECT'];
  return {
    ...q,
    status: to,
    responded_time: q.reply_at,
    reject_reason: accepted ? '' : reason[0],
    history: [
      ...q.history,
      logEntry(q, {
        action: accepted ? 'ACCEPT' : 'REJECT', from_status: 'SENT', to_status: to, operator_role: 'BUYER', operator: q.member_name,
        content: accepted ? actionZh : `${actionZh}：${reason[0]}`, create_time: q.reply_at, __en: { content: accepted ? actionEn : `${actionEn}: ${reason[1]}` },
      }),
    ],
    __en: { ...q.__en, ...(accepted ? {} : { reject_reason: reason[1] }) },
  };
}

/** A quotation line for a SKU of a goods (the SKU's price is the list price); the caller numbers the lines (`item_id`). */
export function quotationItem(g: GoodsRecord, skuId: string, quantity: number, unitCents: number, remark = ''): Omit<QuotationItem, 'item_id'> {
  const sku = g.skus.find((s) => s.sku_id === skuId) ?? g.skus[0];
  return {
    goods_id: g.goods_id,
    sku_id: sku.sku_id,
    goods_name: g.goods_name,
    sku_sn: sku.sn,
    goods_image: sku.thumbnail || g.thumbnail,
    spec_text: sku.spec_list.map((v) => v.spec_value_name).join(' '),
    quantity,
    list_price_cents: toCents(sku.price),
    unit_price_cents: unitCents,
    remark,
    ...(g.__en?.goods_name ? { __en: { goods_name: g.__en.goods_name } } : {}),
  };
}

/* ---- seed ---- */

interface QuotationSeed {
  status: StoredQuotationStatus;
  source: QuotationSource;
  /** Days before BASE_TIME it was created. */
  age: number;
  /** Unit price as a share of the list price; 0 = not priced. */
  price: number;
  /** The buyer's budget as a share of the list-price total. */
  budget: number;
  /** Days after BASE_TIME it is valid until (negative: already expired). */
  valid: number;
  title: Label;
  note: Label;
  company: Label;
}

const T = (status: StoredQuotationStatus, source: QuotationSource, age: number, price: number, budget: number, valid: number, title: Label, note: Label, company: Label): QuotationSeed => ({ status, source, age, price, budget, valid, title, note, company });

const COMPANY: Record<string, Label> = {
  a: ['深圳市晨曦科技有限公司', 'Shenzhen Chenxi Technology Co., Ltd.'],
  b: ['杭州云帆贸易有限公司', 'Hangzhou Yunfan Trading Co., Ltd.'],
  c: ['北京博远教育咨询有限公司', 'Beijing Boyuan Education Consulting Co., Ltd.'],
  d: ['成都锦程物流有限公司', 'Chengdu Jincheng Logistics Co., Ltd.'],
};

const NOTE: Record<string, Label> = {
  bulk: ['年底批量采购，请报含税价，需开增值税专用发票。', 'Year-end bulk purchase: please quote tax-inclusive prices; a VAT special invoice is required.'],
  fast: ['希望两周内到货，可接受分批发货。', 'We need delivery within two weeks; partial shipments are fine.'],
  school: ['学校机房改造项目，数量可能微调。', 'For a school computer-room refit; quantities may change slightly.'],
  none: ['', ''],
};

const SEEDS: Record<string, readonly QuotationSeed[]> = {
  [SHOP.owner]: [
    T('DRAFT', 'BUYER', 0.2, 0, 0.9, 0, ['办公电脑批量采购询价', 'Office PC bulk purchase RFQ'], NOTE.bulk, COMPANY.a),
    T('DRAFT', 'BUYER', 1, 0, 0.85, 0, ['门店智能设备采购', 'Smart devices for our stores'], NOTE.fast, COMPANY.b),
    T('DRAFT', 'BUYER', 2, 0, 0.95, 0, ['机房改造项目询价', 'Computer-room refit RFQ'], NOTE.school, COMPANY.c),
    T('DRAFT', 'SELLER', 3, 0.92, 0, 30, ['年度框架协议报价', 'Annual framework agreement quotation'], NOTE.none, COMPANY.d),
    T('DRAFT', 'SELLER', 4, 0.9, 0, 0, ['新品推广报价（待完善）', 'New product promotion quotation (unfinished)'], NOTE.none, COMPANY.a),
    T('SENT', 'BUYER', 5, 0.9, 0.92, 180, ['员工福利礼品采购', 'Staff gift purchase'], NOTE.fast, COMPANY.b),
    T('SENT', 'SELLER', 7, 0.93, 0, 180, ['季度办公设备报价', 'Quarterly office equipment quotation'], NOTE.none, COMPANY.c),
    T('ACCEPTED', 'BUYER', 12, 0.88, 0.9, 20, ['展会物料采购', 'Trade-fair supplies purchase'], NOTE.bulk, COMPANY.d),
    T('ACCEPTED', 'SELLER', 20, 0.95, 0, 10, ['培训中心设备报价', 'Training centre equipment quotation'], NOTE.none, COMPANY.a),
    T('REJECTED', 'BUYER', 15, 0.97, 0.85, 15, ['仓库扫码设备采购', 'Warehouse scanner purchase'], NOTE.fast, COMPANY.d),
    T('REJECTED', 'SELLER', 25, 1.05, 0, 5, ['会议室设备报价', 'Meeting-room equipment quotation'], NOTE.none, COMPANY.b),
    T('SENT', 'BUYER', 40, 0.9, 0.8, -10, ['客服中心耳机采购', 'Contact-centre headset purchase'], NOTE.school, COMPANY.c),
    T('SENT', 'SELLER', 60, 0.94, 0, -30, ['春节礼盒报价', 'Spring Festival gift box quotation'], NOTE.none, COMPANY.a),
  ],
  [SHOP.supplier]: [
    T('DRAFT', 'BUYER', 1, 0, 0.9, 0, ['渠道批发询价', 'Channel wholesale RFQ'], NOTE.bulk, COMPANY.b),
    T('SENT', 'SELLER', 6, 0.85, 0, 180, ['经销商季度供货报价', 'Quarterly dealer supply quotation'], NOTE.none, COMPANY.d),
    T('ACCEPTED', 'BUYER', 18, 0.8, 0.85, 12, ['连锁门店补货', 'Chain-store restock'], NOTE.fast, COMPANY.c),
  ],
};

export const QUOTATION_ID_BASE = 5000;

export function seedQuotations(core: DemoStore): QuotationRecord[] {
  const rng = createRng(77);
  const out: QuotationRecord[] = [];
  for (const [shopId, seeds] of Object.entries(SEEDS)) {
    const goods = core.goods.all().filter((g) => g.shop_id === shopId && g.disabled === 1 && g.market_enable === 1 && g.goods_type === 'NORMAL' && g.skus.length);
    if (!goods.length) continue;
    const seller = core.sellers.all().find((x) => x.shop_id === shopId && x.founder === 1)?.username ?? '';
    for (const seed of seeds) {
      const id = String(QUOTATION_ID_BASE + out.length + 1);
      const member = MEMBERS[(out.length * 7) % MEMBERS.length];
      const created = BASE_TIME - Math.round(seed.age * DAY);
      const items = Array.from({ length: rng.int(1, 3) }, () => {
        const g = rng.pick(goods);
        const sku = rng.pick(g.skus);
        return quotationItem(g, sku.sku_id, rng.pick([5, 10, 20, 50, 100]), Math.round(toCents(sku.price) * seed.price));
      })
        .filter((item, i, all) => all.findIndex((x) => x.sku_id === item.sku_id) === i)
        .map((item, i) => ({ ...item, item_id: String(i + 1) }));
      const list = listTotal({ items });
      const budget = seed.source === 'BUYER' ? Math.round(list * seed.budget) : seed.status === 'DRAFT' ? 0 : list;
      const sent = seed.status !== 'DRAFT' ? created + DAY / 2 : 0;
      const validUntil = seed.valid ? BASE_TIME + seed.valid * DAY : 0;
      const q: QuotationRecord = {
        quotation_id: id,
        quotation_sn: `QT${chinaDate(created)}${id}`,
        shop_id: shopId,
        source: seed.source,
        member_id: member.member_id,
        member_name: member.uname,
        buyer_company: seed.company[0],
        contact_name: member.uname,
        contact_mobile: member.mobile,
        title: seed.title[0],
        buyer_note: seed.source === 'BUYER' ? seed.note[0] : '',
        seller_note: seed.status === 'DRAFT' ? '' : '含税含运费，量大可再议。',
        expected_total_cents: budget,
        items,
        valid_until: validUntil,
        delivery_days: seed.status === 'DRAFT' && seed.source === 'BUYER' ? 0 : 7,
        delivery_terms: seed.status === 'DRAFT' && seed.source === 'BUYER' ? '' : '付款后 7 个工作日内发货，包邮送达',
        payment_terms: seed.status === 'DRAFT' && seed.source === 'BUYER' ? '' : rng.pick(['PREPAID', 'DEPOSIT_30', 'NET_30'] as const),
        status: seed.status,
        create_time: created,
        update_time: sent || created,
        sent_time: sent,
        reply_at: 0,
        responded_time: 0,
        reject_reason: '',
        history: [],
        __en: {
          title: seed.title[1],
          buyer_company: seed.company[1],
          ...(seed.source === 'BUYER' && seed.note[1] ? { buyer_note: seed.note[1] } : {}),
          ...(seed.status === 'DRAFT' ? {} : { seller_note: 'Tax and shipping included; bigger quantities can be discussed.', delivery_terms: 'Ships within 7 working days of payment, free delivery' }),
        },
      };
      const by = seed.source === 'BUYER' ? { role: 'BUYER' as const, name: member.uname } : { role: 'SELLER' as const, name: seller };
      q.history.push(logEntry(q, { action: 'CREATE', from_status: '', to_status: 'DRAFT', operator_role: by.role, operator: by.name, content: seed.source === 'BUYER' ? '买家发起询价' : '商家创建报价单', create_time: created, __en: { content: seed.source === 'BUYER' ? 'Request for quotation from the buyer' : 'Quotation started by the seller' } }));
      if (sent) {
        q.history.push(logEntry(q, { action: 'SEND', from_status: 'DRAFT', to_status: 'SENT', operator_role: 'SELLER', operator: seller, content: ACTION_LABEL.SEND[0], create_time: sent, __en: { content: ACTION_LABEL.SEND[1] } }));
      }
      if (seed.status === 'ACCEPTED' || seed.status === 'REJECTED') {
        const answered = buyerAnswer({ ...q, status: 'SENT', reply_at: sent + DAY }, sent + DAY);
        if (answered) out.push({ ...answered, reply_at: 0, update_time: answered.responded_time });
        continue;
      }
      out.push(q);
    }
  }
  return out;
}
