import { Image, Space } from 'antd';
import { displayValue } from '@/engine/schema';
import type { FlowNode } from '@/engine/record/types';
import { t } from '@/i18n';
import { PAYMENT_TYPES } from '@/schemas/order/orders';
import type { EnumOption, FieldSchema, FormValues, Schema } from '../types';
import { RecordLink } from './links';

/** A goods line of a service (api reference §5.2). */
export interface ServiceLine {
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_image?: string;
  price: number;
  ship_num: number;
  return_num: number;
  storage_num?: number | null;
  spec_json?: string;
  [key: string]: unknown;
}

/** An after-sales service as the list (AfterSaleRecordVO) and the detail (ApplyAfterSaleVO) give it. */
export interface ServiceRow {
  /** The list's id; the detail names it `sn` (the record page fills it from the route). */
  service_sn: string;
  sn?: string;
  order_sn: string;
  member_name?: string;
  create_time: number;
  service_type: string;
  service_status: string;
  create_channel?: string;
  goods_list: ServiceLine[];
  allowable?: Record<string, boolean>;
  refund_info?: { refund_price?: number; agree_price?: number; refund_way?: string; [key: string]: unknown } | null;
  change_info?: Record<string, unknown> | null;
  express_info?: { courier_company?: string; courier_company_id?: string | number; courier_number?: string; ship_time?: number } | null;
  return_addr?: string;
  order_payment_type?: 'ONLINE' | 'COD';
  images?: Array<{ img: string }>;
  [key: string]: unknown;
}

const values = (prefix: string, keys: readonly string[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `aftersales:${prefix}.${value}`, color: colors[value] }));

/** api reference §5.1. */
export const SERVICE_TYPES = values('serviceType', ['RETURN_GOODS', 'CHANGE_GOODS', 'SUPPLY_AGAIN_GOODS', 'ORDER_CANCEL'], {
  RETURN_GOODS: 'volcano',
  CHANGE_GOODS: 'geekblue',
  SUPPLY_AGAIN_GOODS: 'cyan',
  ORDER_CANCEL: 'purple',
});
export const SERVICE_STATUSES = values(
  'serviceStatus',
  ['APPLY', 'PASS', 'REFUSE', 'FULL_COURIER', 'WAIT_FOR_MANUAL', 'STOCK_IN', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION'],
  { APPLY: 'gold', PASS: 'blue', REFUSE: 'default', FULL_COURIER: 'cyan', WAIT_FOR_MANUAL: 'orange', STOCK_IN: 'geekblue', REFUNDING: 'processing', REFUNDFAIL: 'red', COMPLETED: 'green', CLOSED: 'default', ERROR_EXCEPTION: 'red' },
);
export const CREATE_CHANNELS = values('channel', ['NORMAL', 'PINTUAN']);
export const REFUND_STATUSES = values('refundStatus', ['APPLY', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED'], { APPLY: 'gold', REFUNDING: 'processing', REFUNDFAIL: 'red', COMPLETED: 'green' });
export const REFUND_WAYS = values('refundWay', ['ORIGINAL', 'OFFLINE', 'BALANCE']);
export const ACCOUNT_TYPES = values('accountType', ['ALIPAY', 'WEIXINPAY', 'UNIONPAY', 'BALANCE', 'BANKTRANSFER']);
export const AUDIT_RESULTS = values('auditResult', ['PASS', 'REFUSE']);

/** Types that give money back, and types whose goods travel back to the shop (api reference §5.1). */
export const refundsMoney = (type: unknown) => type === 'RETURN_GOODS' || type === 'ORDER_CANCEL';
export const sendsBack = (type: unknown) => type === 'RETURN_GOODS' || type === 'CHANGE_GOODS';

/** A field of an object the record nests (`refund_info.agree_price`), shown by its own type. */
function nested<R extends Record<string, unknown>>(parent: string, field: FieldSchema): FieldSchema<R> {
  return { ...field, key: `${parent}.${field.key}`, render: (row) => displayValue(field, (row[parent] ?? {}) as Record<string, unknown>, t, 'detail') };
}

/** Goods lines: what was shipped, what comes back (its price × number is the line's amount), what was stored. */
export const SERVICE_LINES = {
  name: 'goods_name',
  image: 'goods_image',
  specs: 'spec_json',
  price: 'price',
  num: 'return_num',
  numLabel: 'aftersales:field.returnNum',
  extra: [
    ['ship_num', 'aftersales:field.shipNum'],
    ['storage_num', 'aftersales:field.storageNum'],
  ],
};

const changeAddress = (c: Record<string, unknown> | null | undefined) =>
  c ? [c.province, c.city, c.county, c.town, c.ship_addr].filter(Boolean).join(' ') : '';

export const serviceSchema: Schema<ServiceRow> = [
  { key: 'keyword', label: 'aftersales:field.keyword', type: 'text', search: true },
  { key: 'service_sn', label: 'aftersales:field.serviceSn', type: 'text', search: true, column: { width: 170 }, detail: true },
  {
    key: 'order_sn',
    label: 'aftersales:field.orderSn',
    type: 'text',
    search: true,
    column: { width: 160 },
    detail: true,
    render: (row) => <RecordLink route="orderDetail" path="/order/detail/{id}" id={row.order_sn} />,
  },
  { key: 'goods_name', label: 'aftersales:field.goodsName', type: 'text', search: true },
  { key: 'service_type', label: 'aftersales:field.serviceType', type: 'enum', enum: SERVICE_TYPES, search: true, column: true, detail: true },
  { key: 'service_status', label: 'aftersales:field.serviceStatus', type: 'enum', enum: SERVICE_STATUSES, search: true, column: true, detail: true },
  { key: 'create_range', label: 'aftersales:field.applyTime', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'create_channel', label: 'aftersales:field.channel', type: 'enum', enum: CREATE_CHANNELS, search: true, column: { hiddenByDefault: true }, detail: true },
  { key: 'goods_list', label: 'aftersales:field.goods', type: 'lines', props: SERVICE_LINES, column: true },
  { key: 'member_name', label: 'aftersales:field.buyer', type: 'text', column: true, detail: true },
  { key: 'create_time', label: 'aftersales:field.applyTime', type: 'time', column: true, detail: true },
  { key: 'mobile', label: 'aftersales:field.mobile', type: 'text', detail: true },
  { key: 'reason', label: 'aftersales:field.reason', type: 'text', detail: true },
  { key: 'problem_desc', label: 'aftersales:field.problem', type: 'textarea', detail: true },
  { key: 'apply_vouchers', label: 'aftersales:field.vouchers', type: 'text', detail: true },
  {
    key: 'images',
    label: 'aftersales:field.images',
    type: 'images',
    detail: true,
    render: (row) => {
      const images = (row.images ?? []).map((i) => i.img).filter(Boolean);
      return images.length ? (
        <Image.PreviewGroup>
          <Space wrap>{images.map((src, i) => <Image key={src} src={src} alt={`${t('aftersales:field.images')} ${i + 1}`} width={64} height={64} style={{ objectFit: 'cover' }} />)}</Space>
        </Image.PreviewGroup>
      ) : '—';
    },
  },
  { key: 'order_payment_type', label: 'aftersales:field.paymentType', type: 'enum', enum: PAYMENT_TYPES, detail: true },
  { key: 'audit_remark', label: 'aftersales:field.auditRemark', type: 'textarea' },
  { key: 'stock_remark', label: 'aftersales:field.stockRemark', type: 'textarea' },
  { key: 'refund_remark', label: 'aftersales:field.refundRemark', type: 'textarea' },
  { key: 'return_addr', label: 'aftersales:field.returnAddr', type: 'text' },
  {
    key: 'new_order_sn',
    label: 'aftersales:field.newOrderSn',
    type: 'text',
    render: (row) => (row.new_order_sn ? <RecordLink route="orderDetail" path="/order/detail/{id}" id={String(row.new_order_sn)} /> : '—'),
  },
  nested('refund_info', { key: 'refund_price', label: 'aftersales:field.refundPrice', type: 'money' }),
  nested('refund_info', { key: 'agree_price', label: 'aftersales:field.agreePrice', type: 'money' }),
  nested('refund_info', { key: 'actual_price', label: 'aftersales:field.actualPrice', type: 'money' }),
  nested('refund_info', { key: 'refund_status', label: 'aftersales:field.refundStatus', type: 'enum', enum: REFUND_STATUSES }),
  nested('refund_info', { key: 'refund_way', label: 'aftersales:field.refundWay', type: 'enum', enum: REFUND_WAYS }),
  nested('refund_info', { key: 'account_type', label: 'aftersales:field.accountType', type: 'enum', enum: ACCOUNT_TYPES }),
  nested('refund_info', { key: 'return_account', label: 'aftersales:field.returnAccount', type: 'text' }),
  nested('refund_info', { key: 'bank_name', label: 'aftersales:field.bankName', type: 'text' }),
  nested('refund_info', { key: 'bank_deposit_name', label: 'aftersales:field.bankBranch', type: 'text' }),
  nested('refund_info', { key: 'bank_account_name', label: 'aftersales:field.bankAccountName', type: 'text' }),
  nested('refund_info', { key: 'bank_account_number', label: 'aftersales:field.bankAccountNumber', type: 'text' }),
  nested('refund_info', { key: 'refund_time', label: 'aftersales:field.refundTime', type: 'time' }),
  nested('refund_info', { key: 'return_point', label: 'aftersales:field.returnPoint', type: 'number' }),
  nested('change_info', { key: 'ship_name', label: 'aftersales:field.consignee', type: 'text' }),
  nested('change_info', { key: 'ship_mobile', label: 'aftersales:field.mobile', type: 'text' }),
  { key: 'change_info.address', label: 'aftersales:field.address', type: 'text', render: (row) => changeAddress(row.change_info) || '—' },
];

/** The steps of each type's flow (api reference §5.1), as the record page's flow shows them. */
const PATHS: Record<string, readonly string[]> = {
  RETURN_GOODS: ['APPLY', 'PASS', 'FULL_COURIER', 'STOCK_IN', 'REFUND', 'COMPLETED'],
  CHANGE_GOODS: ['APPLY', 'PASS', 'FULL_COURIER', 'STOCK_IN', 'COMPLETED'],
  SUPPLY_AGAIN_GOODS: ['APPLY', 'PASS', 'COMPLETED'],
  ORDER_CANCEL: ['APPLY', 'PASS', 'STOCK_IN', 'REFUND', 'COMPLETED'],
};
/** Statuses on the way to the refund step. */
const AT_REFUND = new Set(['WAIT_FOR_MANUAL', 'REFUNDING', 'REFUNDFAIL']);
/** Statuses that end the flow early. */
const STOPPED = new Set(['REFUSE', 'CLOSED', 'ERROR_EXCEPTION']);

/** The flow of a service: the steps reached, the step under way, or where it stopped. */
export function serviceFlow(row: ServiceRow): FlowNode[] {
  const path = PATHS[row.service_type] ?? PATHS.RETURN_GOODS!;
  const status = row.service_status;
  const step = (key: string, show: number, text = t(`aftersales:flow.${key}`)) => ({ text, show_status: show });
  if (STOPPED.has(status)) return [step('APPLY', 1), step(status, 3, t(`aftersales:serviceStatus.${status}`))];
  const at = AT_REFUND.has(status) ? path.indexOf('REFUND') : path.indexOf(status);
  return path.map((key, i) => {
    if (i === at && AT_REFUND.has(status)) return step(key, status === 'REFUNDFAIL' ? 3 : 0, t(`aftersales:serviceStatus.${status}`));
    return step(key, i <= at ? (key === 'COMPLETED' ? 2 : 1) : 0);
  });
}

/* ---- the action forms ---- */

const isPass = (v: FormValues) => v.audit_status === 'PASS';
const passWithRefund = (v: FormValues) => isPass(v) && refundsMoney(v.service_type);

const atMost = (key: string, message: string) => (value: unknown, values: FormValues) =>
  Number(value) > Number(values[key]) ? { key: message, values: { max: Number(values[key]).toFixed(2) } } : undefined;

/**
 * The audit: PASS with the amount to refund (at most what the buyer paid) and, when goods come back, the
 * return address; or REFUSE with a remark (required).
 */
export const auditFields: Schema<FormValues> = [
  { key: 'service_type', label: 'aftersales:field.serviceType', type: 'enum', enum: SERVICE_TYPES, form: { readOnly: true } },
  { key: 'audit_status', label: 'aftersales:field.auditResult', type: 'radio', enum: AUDIT_RESULTS, form: { rules: [{ kind: 'required' }] } },
  { key: 'refundable', label: 'aftersales:field.refundable', type: 'money', form: { readOnly: true, when: passWithRefund } },
  {
    key: 'refund_price',
    label: 'aftersales:field.agreePrice',
    type: 'money',
    form: {
      when: passWithRefund,
      rules: [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }, { kind: 'check', check: atMost('refundable', 'aftersales:rule.overPaid') }],
    },
  },
  { key: 'return_addr', label: 'aftersales:field.returnAddr', type: 'textarea', form: { when: (v) => isPass(v) && sendsBack(v.service_type), rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 200, warn: true }] } },
  { key: 'pass_remark', label: 'aftersales:field.auditRemark', type: 'textarea', form: { when: isPass, rules: [{ kind: 'maxLength', value: 200, warn: true }] } },
  { key: 'refuse_remark', label: 'aftersales:field.refuseRemark', type: 'textarea', form: { when: (v) => v.audit_status === 'REFUSE', rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 200, warn: true }] } },
];

/** Put in storage: a number per line, from 0 to what came back, and at least one item in all. */
export const storageFields: Schema<FormValues> = [
  {
    key: 'storage_list',
    label: 'aftersales:field.storage',
    type: 'group',
    props: { fixed: true },
    item: [
      { key: 'goods_name', label: 'aftersales:field.goods', type: 'text', form: { readOnly: true } },
      { key: 'return_num', label: 'aftersales:field.returnNum', type: 'number', form: { readOnly: true } },
      {
        key: 'storage_num',
        label: 'aftersales:field.storageNum',
        type: 'number',
        props: { min: 0, precision: 0 },
        form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 0, max: 999_999, warn: true }, { kind: 'check', check: (v, item) => (Number(v) > Number(item.return_num) ? { key: 'aftersales:rule.overReturned', values: { max: item.return_num } } : undefined) }] },
      },
    ],
    form: { rules: [{ kind: 'check', check: (items) => ((items as FormValues[]).every((i) => !Number(i?.storage_num)) ? 'aftersales:rule.storeSomething' : undefined) }] },
  },
  { key: 'remark', label: 'aftersales:field.stockRemark', type: 'textarea', form: { rules: [{ kind: 'maxLength', value: 200, warn: true }] } },
];

const isCod = (v: FormValues) => v.order_payment_type === 'COD';

/** The refund: an online order's goes back by its route (a confirmation); a COD order's is paid offline, with the amount and a remark. */
export const refundFields: Schema<FormValues> = [
  { key: 'order_payment_type', label: 'aftersales:field.paymentType', type: 'enum', enum: PAYMENT_TYPES, form: { readOnly: true } },
  { key: 'refund_way', label: 'aftersales:field.refundWay', type: 'enum', enum: REFUND_WAYS, form: { readOnly: true, when: (v) => !isCod(v) } },
  { key: 'agree_price', label: 'aftersales:field.agreePrice', type: 'money', form: { readOnly: true } },
  {
    key: 'refund_price',
    label: 'aftersales:field.codRefundPrice',
    type: 'money',
    form: { when: isCod, rules: [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }, { kind: 'check', check: atMost('agree_price', 'aftersales:rule.overAgreed') }] },
  },
  { key: 'remark', label: 'aftersales:field.refundRemark', type: 'textarea', form: { when: isCod, rules: [{ kind: 'maxLength', value: 200, warn: true }] } },
];
