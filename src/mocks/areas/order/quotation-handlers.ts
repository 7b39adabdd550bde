/** Quotations (designed for the demo; contract in docs/api/quotations.md): list, counts, detail, create, edit, send, withdraw, delete. */
import { MEMBERS } from '../../db/seed/members';
import { db, nextId } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { badParam, business, notFound, text, what } from '../../lib/errors';
import { toId } from '../../lib/json';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { decimals, matches, num, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { toCents, yuan } from './amounts';
import { chinaDate } from './dates';
import { enumField, intField, queryEnum, queryTimeRange, textField } from './fields';
import {
  ACTION_LABEL, BUYER_REPLY_SECONDS, buyerAnswer, effectiveStatus, listTotal, logEntry, PAYMENT_TERMS_LABEL, QUOTATION_STATUS_LABEL,
  quotationItem, quotationTotal, type PaymentTerms, type QuotationAction, type QuotationItem, type QuotationRecord, type QuotationStatus,
} from './quotations';
import { quotationDb } from './store';

const QUOTATION = text('报价单', 'Quotation');
const MAX_ITEMS = 50;
const STATUSES = Object.keys(QUOTATION_STATUS_LABEL) as QuotationStatus[];
const TERMS = Object.keys(PAYMENT_TERMS_LABEL) as PaymentTerms[];

/** Stores the demo buyer's answer once its time has come (quotations are settled lazily, when read). */
function settle(q: QuotationRecord): QuotationRecord {
  const answered = buyerAnswer(q, nowSeconds());
  return answered ? quotationDb().quotations.put({ ...answered, update_time: answered.responded_time }) : q;
}

function ownQuotation(ctx: Ctx, id: string): QuotationRecord {
  const q = quotationDb().quotations.get(id);
  if (!q || q.shop_id !== ctx.session.shopId) throw notFound(QUOTATION, id);
  return settle(q);
}

const allowable = (status: QuotationStatus) => ({
  allow_edit: status === 'DRAFT',
  allow_send: status === 'DRAFT',
  allow_withdraw: status === 'SENT',
  allow_delete: status === 'DRAFT',
});

function quotationRow(q: QuotationRecord, now: number) {
  const status = effectiveStatus(q, now);
  const total = quotationTotal(q);
  const list = listTotal(q);
  return {
    quotation_id: q.quotation_id,
    quotation_sn: q.quotation_sn,
    title: q.title,
    source: q.source,
    member_id: q.member_id,
    member_name: q.member_name,
    buyer_company: q.buyer_company,
    contact_name: q.contact_name,
    status,
    status_text: QUOTATION_STATUS_LABEL[status][0],
    item_count: q.items.length,
    total_quantity: q.items.reduce((sum, i) => sum + i.quantity, 0),
    list_total: yuan(list),
    total_price: yuan(total),
    discount_price: yuan(list - total),
    priced: q.items.every((i) => i.unit_price_cents > 0) ? 1 : 0,
    valid_until: q.valid_until,
    create_time: q.create_time,
    update_time: q.update_time,
    sent_time: q.sent_time,
    responded_time: q.responded_time,
    allowable: allowable(status),
    __en: { ...q.__en, status_text: QUOTATION_STATUS_LABEL[status][1] },
  };
}

function quotationDetail(q: QuotationRecord) {
  const now = nowSeconds();
  const row = quotationRow(q, now);
  const expired = row.status === 'EXPIRED';
  const [expireZh, expireEn] = ACTION_LABEL.EXPIRE;
  return {
    ...row,
    contact_mobile: q.contact_mobile,
    buyer_note: q.buyer_note,
    seller_note: q.seller_note,
    expected_total: yuan(q.expected_total_cents),
    delivery_days: q.delivery_days,
    delivery_terms: q.delivery_terms,
    payment_terms: q.payment_terms,
    payment_terms_text: q.payment_terms ? PAYMENT_TERMS_LABEL[q.payment_terms][0] : '',
    reject_reason: q.reject_reason,
    items: q.items.map((i) => ({
      item_id: i.item_id,
      goods_id: i.goods_id,
      sku_id: i.sku_id,
      goods_name: i.goods_name,
      sku_sn: i.sku_sn,
      goods_image: i.goods_image,
      spec_text: i.spec_text,
      quantity: i.quantity,
      list_price: yuan(i.list_price_cents),
      unit_price: yuan(i.unit_price_cents),
      subtotal: yuan(i.unit_price_cents * i.quantity),
      remark: i.remark,
      __en: i.__en,
    })),
    // Expiry is computed, not stored: the log shows it when it has happened.
    history: expired
      ? [...q.history, logEntry(q, { action: 'EXPIRE', from_status: 'SENT', to_status: 'EXPIRED', operator_role: 'SYSTEM', operator: '', content: expireZh, create_time: q.valid_until, __en: { content: expireEn } })]
      : q.history,
    __en: { ...row.__en, ...(q.payment_terms ? { payment_terms_text: PAYMENT_TERMS_LABEL[q.payment_terms][1] } : {}) },
  };
}

/* ---- input ---- */

/** The shop's SKUs by id, with their goods. */
function shopSkus(shopId: string): Map<string, GoodsRecord> {
  const map = new Map<string, GoodsRecord>();
  for (const g of db().goods.all()) if (g.shop_id === shopId && g.disabled === 1) for (const s of g.skus) map.set(s.sku_id, g);
  return map;
}

/** `items[i].unit_price` in cents: absent or 0 = not priced yet. */
function unitPrice(o: Record<string, unknown>, at: string): number {
  if (str(o.unit_price).trim() === '') return 0;
  const value = num(o.unit_price);
  if (value === undefined || value < 0 || value > 99_999_999 || decimals(o.unit_price) > 2) {
    throw badParam(`${at}.unit_price（单价）必须在 0–99999999 之间，最多两位小数`, `${at}.unit_price must be between 0 and 99999999 with at most 2 decimals`);
  }
  return toCents(value);
}

function readItems(value: unknown, shopId: string, previous: QuotationItem[]): QuotationItem[] {
  if (!Array.isArray(value) || !value.length) throw badParam('items（报价商品）不能为空', 'items must list at least one goods line');
  if (value.length > MAX_ITEMS) throw badParam(`items（报价商品）最多 ${MAX_ITEMS} 行`, `items allows at most ${MAX_ITEMS} lines`);
  const skus = shopSkus(shopId);
  const seen = new Set<string>();
  return value.map((raw, index) => {
    const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const at = `items[${index}]`;
    const skuId = toId(o.sku_id);
    if (!skuId) throw badParam(`${at}.sku_id 不能为空`, `${at}.sku_id is required`);
    if (seen.has(skuId)) throw badParam(`${at}.sku_id 重复：同一 SKU 只能报价一行`, `${at}.sku_id repeats a line: one line per SKU`);
    seen.add(skuId);
    const goods = skus.get(skuId);
    if (!goods) throw notFound(what.sku, skuId);
    const quantity = intField({ [`${at}.quantity`]: o.quantity }, `${at}.quantity`, '数量', 1, 999_999);
    const remark = textField({ [`${at}.remark`]: o.remark }, `${at}.remark`, '备注', 100);
    const before = previous.find((p) => p.sku_id === skuId);
    const item = quotationItem(goods, skuId, quantity, unitPrice(o, at), remark);
    // A line keeps the list price it was quoted against.
    return { ...item, item_id: String(index + 1), list_price_cents: before?.list_price_cents ?? item.list_price_cents };
  });
}

const MOBILE = /^1\d{10}$/;

type Editable = Pick<
  QuotationRecord,
  | 'member_id' | 'member_name' | 'buyer_company' | 'contact_name' | 'contact_mobile' | 'title' | 'buyer_note' | 'seller_note' | 'items'
  | 'valid_until' | 'delivery_days' | 'delivery_terms' | 'payment_terms'
>;

/** The JSON body of create and edit. A buyer's request keeps its buyer and the buyer's note. */
async function readBody(ctx: Ctx, existing: QuotationRecord | null): Promise<Editable> {
  const f = await ctx.fields();
  const memberId = toId(f.member_id);
  if (!memberId) throw badParam('member_id（买家）不能为空', 'member_id is required');
  if (existing?.source === 'BUYER' && memberId !== existing.member_id) throw badParam('member_id：买家发起的询价不能更换买家', 'member_id: the buyer of a request for quotation cannot change');
  const member = MEMBERS.find((m) => m.member_id === memberId);
  if (!member) throw notFound(what.member, memberId);
  const mobile = textField(f, 'contact_mobile', '联系电话', 11);
  if (mobile && !MOBILE.test(mobile)) throw badParam('contact_mobile（联系电话）格式不正确', 'contact_mobile must be an 11-digit mobile number');
  const validUntil = str(f.valid_until).trim() === '' ? 0 : intField(f, 'valid_until', '有效期', 0, 4_102_444_800);
  const deliveryDays = str(f.delivery_days).trim() === '' ? 0 : intField(f, 'delivery_days', '交货天数', 0, 365);
  const terms = str(f.payment_terms).trim() === '' ? '' : enumField(f, 'payment_terms', '付款方式', TERMS);
  return {
    member_id: member.member_id,
    member_name: member.uname,
    buyer_company: textField(f, 'buyer_company', '买家公司', 60),
    contact_name: textField(f, 'contact_name', '联系人', 20) || member.uname,
    contact_mobile: mobile || member.mobile,
    title: textField(f, 'title', '标题', 60) || `${member.uname} 的报价单`,
    buyer_note: existing?.source === 'BUYER' ? existing.buyer_note : textField(f, 'buyer_note', '买家需求', 500),
    seller_note: textField(f, 'seller_note', '报价说明', 500),
    items: readItems(f.items, ctx.session.shopId, existing?.items ?? []),
    valid_until: validUntil,
    delivery_days: deliveryDays,
    delivery_terms: textField(f, 'delivery_terms', '交货条款', 200),
    payment_terms: terms,
  };
}

/* ---- actions ---- */

function log(q: QuotationRecord, ctx: Ctx, action: QuotationAction, to: QuotationStatus, content: [string, string] = [...ACTION_LABEL[action]]) {
  return logEntry(q, { action, from_status: effectiveStatus(q, nowSeconds()), to_status: to, operator_role: 'SELLER', operator: ctx.session.seller.username, content: content[0], create_time: nowSeconds(), __en: { content: content[1] } });
}

/** Throws a 500 unless the quotation reads as `status`. */
function assertStatus(q: QuotationRecord, status: QuotationStatus, [zh, en]: readonly [string, string]): void {
  const current = effectiveStatus(q, nowSeconds());
  if (current === status) return;
  const [statusZh, statusEn] = QUOTATION_STATUS_LABEL[current];
  throw business(`报价单 ${q.quotation_sn} 当前状态为「${statusZh}」，不能${zh}`, `quotation ${q.quotation_sn} is ${statusEn.toLowerCase()}: it cannot ${en}`);
}

/** English texts written in one language are dropped when the seller rewrites them. */
function keepEnglish(q: QuotationRecord, body: Editable): Record<string, string> {
  const english = { ...(q.__en ?? {}) };
  (['title', 'buyer_company', 'seller_note', 'delivery_terms'] as const).forEach((key) => {
    if (body[key] !== q[key]) delete english[key];
  });
  return english;
}

const FIELD_NAMES: [keyof Editable, string, string][] = [
  ['title', '标题', 'title'], ['buyer_company', '买家公司', 'buyer company'], ['contact_name', '联系人', 'contact'], ['contact_mobile', '联系电话', 'phone'],
  ['seller_note', '报价说明', 'note'], ['items', '报价商品', 'lines'], ['valid_until', '有效期', 'validity'], ['delivery_days', '交货天数', 'lead time'],
  ['delivery_terms', '交货条款', 'delivery terms'], ['payment_terms', '付款方式', 'payment terms'], ['member_id', '买家', 'buyer'],
];

async function create(ctx: Ctx) {
  const body = await readBody(ctx, null);
  const now = nowSeconds();
  const id = nextId('quotation', quotationDb().lastId);
  const draft: QuotationRecord = {
    ...body,
    quotation_id: id,
    quotation_sn: `QT${chinaDate(now)}${id}`,
    shop_id: ctx.session.shopId,
    source: 'SELLER',
    expected_total_cents: 0,
    status: 'DRAFT',
    create_time: now,
    update_time: now,
    sent_time: 0,
    reply_at: 0,
    responded_time: 0,
    reject_reason: '',
    history: [],
  };
  return quotationDetail(quotationDb().quotations.put({ ...draft, history: [log(draft, ctx, 'CREATE', 'DRAFT', ['商家创建报价单', 'Quotation started by the seller'])] }));
}

async function edit(ctx: Ctx) {
  const q = ownQuotation(ctx, ctx.params.quotation_id);
  assertStatus(q, 'DRAFT', ['修改', 'be edited']);
  const body = await readBody(ctx, q);
  const changed = FIELD_NAMES.filter(([key]) => JSON.stringify(body[key]) !== JSON.stringify(q[key]));
  const content: [string, string] = changed.length
    ? [`修改：${changed.map(([, zh]) => zh).join('、')}`, `Edited: ${changed.map(([, , en]) => en).join(', ')}`]
    : ['保存报价单（无改动）', 'Saved without changes'];
  return quotationDetail(quotationDb().quotations.put({ ...q, ...body, update_time: nowSeconds(), history: [...q.history, log(q, ctx, 'EDIT', 'DRAFT', content)], __en: keepEnglish(q, body) }));
}

/** `{id}/send`: every line priced, validity in the future, terms set (400 naming the field otherwise). */
function send(ctx: Ctx) {
  const q = ownQuotation(ctx, ctx.params.quotation_id);
  assertStatus(q, 'DRAFT', ['发送', 'be sent']);
  const now = nowSeconds();
  const skus = shopSkus(q.shop_id);
  if (!q.items.length) throw badParam('items（报价商品）不能为空', 'items must list at least one goods line');
  q.items.forEach((i, index) => {
    if (!skus.has(i.sku_id)) throw badParam(`items[${index}].sku_id 商品已下架或删除：${i.goods_name}`, `items[${index}].sku_id: the goods is gone (${i.goods_name})`);
    if (i.unit_price_cents <= 0) throw badParam(`items[${index}].unit_price（单价）必须大于 0：${i.goods_name}`, `items[${index}].unit_price must be above 0 (${i.goods_name})`);
  });
  if (q.valid_until <= now) throw badParam('valid_until（有效期）必须晚于当前时间', 'valid_until must be in the future');
  if (!q.payment_terms) throw badParam('payment_terms（付款方式）不能为空', 'payment_terms is required');
  if (!q.delivery_terms) throw badParam('delivery_terms（交货条款）不能为空', 'delivery_terms is required');
  const sent: QuotationRecord = {
    ...q,
    status: 'SENT',
    sent_time: now,
    update_time: now,
    reply_at: now + BUYER_REPLY_SECONDS,
    // A quotation the seller started is measured against the shop's own list prices.
    expected_total_cents: q.source === 'SELLER' ? listTotal(q) : q.expected_total_cents,
    history: [...q.history, log(q, ctx, 'SEND', 'SENT')],
  };
  return quotationDetail(quotationDb().quotations.put(sent));
}

/** `{id}/withdraw`: a SENT quotation the buyer has not answered goes back to DRAFT. */
function withdraw(ctx: Ctx) {
  const q = ownQuotation(ctx, ctx.params.quotation_id);
  assertStatus(q, 'SENT', ['撤回', 'be withdrawn']);
  const now = nowSeconds();
  return quotationDetail(quotationDb().quotations.put({ ...q, status: 'DRAFT', sent_time: 0, reply_at: 0, update_time: now, history: [...q.history, log(q, ctx, 'WITHDRAW', 'DRAFT')] }));
}

function remove(ctx: Ctx): void {
  const q = ownQuotation(ctx, ctx.params.quotation_id);
  assertStatus(q, 'DRAFT', ['删除', 'be deleted']);
  quotationDb().quotations.remove(q.quotation_id);
}

function shopQuotations(ctx: Ctx): QuotationRecord[] {
  return quotationDb().quotations.all().filter((q) => q.shop_id === ctx.session.shopId).map(settle);
}

function listQuotations(ctx: Ctx) {
  const get = (k: string) => (ctx.query.get(k) ?? '').trim();
  const status = queryEnum(ctx.query, 'status', STATUSES);
  const source = queryEnum(ctx.query, 'source', ['BUYER', 'SELLER']);
  const { start, end } = queryTimeRange(ctx.query);
  const now = nowSeconds();
  const keyword = get('keyword');
  const rows = shopQuotations(ctx)
    .filter(
      (q) =>
        (!status || effectiveStatus(q, now) === status) &&
        (!source || q.source === source) &&
        (!get('member_id') || q.member_id === get('member_id')) &&
        matches(get('buyer_name'), q.member_name, q.contact_name, q.buyer_company, q.__en?.buyer_company) &&
        q.create_time >= start &&
        q.create_time <= end &&
        (!keyword ||
          matches(keyword, q.quotation_sn, q.title, q.__en?.title, q.buyer_company, q.__en?.buyer_company, q.member_name) ||
          q.items.some((i) => matches(keyword, i.goods_name, i.__en?.goods_name, i.sku_sn))),
    )
    .sort((a, b) => b.create_time - a.create_time || Number(b.quotation_id) - Number(a.quotation_id));
  return paginate(rows, ctx.query, (q) => quotationRow(q, now));
}

function statusNum(ctx: Ctx) {
  const now = nowSeconds();
  const all = shopQuotations(ctx).map((q) => effectiveStatus(q, now));
  const count = (s: QuotationStatus) => all.filter((x) => x === s).length;
  return { all_num: all.length, draft_num: count('DRAFT'), sent_num: count('SENT'), accepted_num: count('ACCEPTED'), rejected_num: count('REJECTED'), expired_num: count('EXPIRED') };
}

export const quotationHandlers = [
  route('get', '*/seller/trade/quotations', listQuotations),
  route('get', '*/seller/trade/quotations/status-num', statusNum),
  route('post', '*/seller/trade/quotations', create),
  route('get', '*/seller/trade/quotations/:quotation_id', (ctx) => quotationDetail(ownQuotation(ctx, ctx.params.quotation_id))),
  route('put', '*/seller/trade/quotations/:quotation_id', edit),
  route('delete', '*/seller/trade/quotations/:quotation_id', remove),
  route('post', '*/seller/trade/quotations/:quotation_id/send', send),
  route('post', '*/seller/trade/quotations/:quotation_id/withdraw', withdraw),
];
