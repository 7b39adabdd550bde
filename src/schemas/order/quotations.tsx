/** Quotations (designed API: docs/api/quotations.md). */
import { LinesTable } from '@/engine/fields/lines';
import { formatMoney, fromCents, toCents } from '@/utils/money';
import type { EnumOption, Schema } from '../types';

export interface QuoteLine {
  sku_id: string;
  goods_id?: string;
  goods_name: string;
  goods_image?: string;
  spec_text?: string;
  list_price: number;
  quantity: number;
  unit_price: number;
  remark?: string;
}

export interface QuotationRow {
  quotation_id: string | number;
  quotation_sn: string;
  title: string;
  status: string;
  member_id?: string | number;
  member_name?: string;
  total_price?: number;
  items?: QuoteLine[];
  history?: Array<Record<string, unknown>>;
  allowable?: Record<string, boolean>;
  [key: string]: unknown;
}

/** Σ unit price × quantity, in cents. */
export const lineTotal = (lines: readonly { unit_price?: unknown; quantity?: unknown }[]) =>
  fromCents(lines.reduce((sum, l) => sum + toCents(l.unit_price) * (Number(l.quantity) || 0), 0));

/** A quotation's lines on its record page and in the list: goods, list price, quoted price × quantity, subtotals. */
const LINES_SHOWN = {
  key: 'items',
  label: 'order:quotation.lines',
  type: 'lines',
  props: { name: 'goods_name', image: 'goods_image', specs: 'spec_text', price: 'unit_price', num: 'quantity', extra: [['list_price', 'order:quotation.listPrice', 'money']] },
} as const;

/**
 * A quotation's lines in its form: SKUs from the goods picker, each with a quantity, the seller's unit
 * price (starting at the list price) and a remark; sent as `{sku_id, quantity, unit_price, remark}`.
 */
const LINES_FORM = {
  keys: { name: 'goods_name', image: 'goods_image', price: 'list_price', specs: 'spec_text' },
  columns: [{ key: 'subtotal', label: 'engine:lines.subtotal', money: true, value: (line: QuoteLine) => lineTotal([line]) }],
  total: { label: 'order:quotation.total', of: lineTotal },
  send: ['sku_id', 'quantity', 'unit_price', 'remark'],
  limit: 50,
};
// The quantity's input neither rounds nor clamps (1.5 would become 2, 99999999 become 999999, unseen):
// the rules refuse what the contract does not take (whole, 1–999 999), with a message.
const LINE_INPUTS: Schema = [
  { key: 'quantity', label: 'order:quotation.quantity', type: 'number', form: { initial: 1, rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 999_999 }] } },
  { key: 'unit_price', label: 'order:quotation.unitPrice', type: 'money', props: { max: 99_999_999 }, form: { initialFrom: 'list_price', rules: [{ kind: 'range', min: 0, max: 99_999_999 }, { kind: 'decimals', value: 2 }] } },
  { key: 'remark', label: 'order:quotation.remark', type: 'text', props: { maxLength: 100 }, form: { rules: [{ kind: 'maxLength', value: 100 }] } },
];

const values = (prefix: string, keys: readonly string[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `order:${prefix}.${value}`, color: colors[value] }));

export const QUOTATION_STATUSES = values('quotationStatus', ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED'], { SENT: 'blue', ACCEPTED: 'green', REJECTED: 'red', EXPIRED: 'default', DRAFT: 'gold' });
export const QUOTATION_SOURCES = values('quotationSource', ['BUYER', 'SELLER']);
export const PAYMENT_TERMS = values('paymentTerms', ['PREPAID', 'DEPOSIT_30', 'NET_30', 'COD']);

/** Every field of a quotation: the list, the record page and the one form of add and edit. */
export const quotationSchema: Schema<QuotationRow> = [
  { key: 'keyword', label: 'order:quotation.keyword', type: 'text', search: true },
  { key: 'buyer_name', label: 'order:field.buyer', type: 'text', search: true },
  { key: 'source', label: 'order:quotation.source', type: 'enum', enum: QUOTATION_SOURCES, search: true, column: true, detail: true },
  { key: 'created', label: 'order:quotation.created', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'quotation_sn', label: 'order:quotation.sn', type: 'text', column: true, detail: true },
  { key: 'title', label: 'order:quotation.title', type: 'text', column: true, detail: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 60 }] } },
  { key: 'member_id', label: 'order:field.buyer', type: 'member', props: { labelKey: 'member_name' }, column: true, detail: true, form: { rules: [{ kind: 'required' }] } },
  { key: 'buyer_company', label: 'order:quotation.company', type: 'text', column: true, detail: true, form: { rules: [{ kind: 'maxLength', value: 60 }] } },
  { key: 'contact_name', label: 'order:quotation.contact', type: 'text', detail: true, form: { rules: [{ kind: 'maxLength', value: 20 }] } },
  { key: 'contact_mobile', label: 'order:field.mobile', type: 'mobile', detail: true, form: true },
  { key: 'status', label: 'order:quotation.status', type: 'enum', enum: QUOTATION_STATUSES, column: true, detail: true },
  { key: 'total_price', label: 'order:quotation.totalPrice', type: 'money', column: true, detail: true, render: (row) => formatMoney(row.total_price ?? 0) },
  { key: 'valid_until', label: 'order:quotation.validUntil', type: 'date', column: true, detail: true, form: { rules: [{ kind: 'future', message: 'order:quotation.validFuture' }] } },
  { key: 'delivery_days', label: 'order:quotation.deliveryDays', type: 'number', detail: true, form: { rules: [{ kind: 'integer' }, { kind: 'range', min: 0, max: 365 }] } },
  { key: 'delivery_terms', label: 'order:quotation.deliveryTerms', type: 'textarea', detail: true, props: { maxLength: 200 }, form: { rules: [{ kind: 'maxLength', value: 200 }] } },
  { key: 'payment_terms', label: 'order:quotation.paymentTerms', type: 'enum', enum: PAYMENT_TERMS, detail: true, form: true },
  {
    key: 'items',
    label: 'order:quotation.lines',
    type: 'goodsPicker',
    props: LINES_FORM,
    item: LINE_INPUTS,
    render: (row) => <LinesTable lines={row.items} field={LINES_SHOWN} />,
    form: { rules: [{ kind: 'items', min: 1, max: 50 }] },
  },
  { key: 'buyer_note', label: 'order:quotation.buyerNote', type: 'textarea', detail: true, props: { maxLength: 500 }, form: { rules: [{ kind: 'maxLength', value: 500 }] } },
  { key: 'seller_note', label: 'order:quotation.sellerNote', type: 'textarea', detail: true, props: { maxLength: 500 }, form: { rules: [{ kind: 'maxLength', value: 500 }] } },
  { key: 'reject_reason', label: 'order:quotation.rejectReason', type: 'text', detail: true },
  { key: 'create_time', label: 'order:quotation.created', type: 'time', column: true, detail: true },
  { key: 'sent_time', label: 'order:quotation.sentAt', type: 'time', detail: true },
];
