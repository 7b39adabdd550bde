/**
 * Coupons (discount-manager, api reference §6.3): free to claim or given by activities; valid in a
 * fixed window or N days after the claim; editable only while none has been claimed. And the receive
 * list: who claimed a coupon, used or not, in which order.
 */
import { Link } from 'react-router';
import type { Dayjs } from 'dayjs';
import { t } from '@/i18n';
import { formatUnix } from '@/utils/time';
import type { EnumOption, FormValues, RuleSpec, Schema } from '../types';
import { endsAfterStart } from './activity';
import { StatusTag } from './status';

export interface CouponRow {
  coupon_id: string | number;
  title: string;
  coupon_price: number;
  coupon_threshold_price: number;
  type: 'FREE_GET' | 'ACTIVITY_GIVE';
  effective_type: 'AUTO_TAKE_EFFECT' | 'EFFECTIVE_AFTER_RECEIVING';
  effective_days?: number | null;
  start_time?: number | null;
  end_time?: number | null;
  create_num: number;
  limit_num: number;
  received_num?: number;
  used_num?: number;
  status?: number;
  status_text?: string;
  [key: string]: unknown;
}

const values = (prefix: string, keys: readonly (string | number)[], colors: readonly string[] = []): EnumOption[] =>
  keys.map((value, i) => ({ value, label: `promotions:${prefix}.${value}`, color: colors[i] }));

export const COUPON_TYPES = values('couponType', ['FREE_GET', 'ACTIVITY_GIVE'], ['blue', 'purple']);
export const EFFECTIVE_TYPES = values('effectiveType', ['AUTO_TAKE_EFFECT', 'EFFECTIVE_AFTER_RECEIVING']);
/** 0 not yet effective, 1 effective, 2 expired (or voided). */
export const COUPON_STATUSES = values('couponStatus', [0, 1, 2], ['blue', 'green', 'default']);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const fixedWindow = (v: FormValues) => v.effective_type === 'AUTO_TAKE_EFFECT';
const afterClaim = (v: FormValues) => v.effective_type === 'EFFECTIVE_AFTER_RECEIVING';

/** A coupon handed out by an activity can be claimed at any time: it is valid for some days after that (UI61). */
const activityCouponsAfterClaim: RuleSpec = {
  kind: 'check',
  check: (value, v) => (v.type === 'ACTIVITY_GIVE' && value === 'AUTO_TAKE_EFFECT' ? 'promotions:rule.activityAfterClaim' : undefined),
};

/** The validity window ends in the future. */
const endsInFuture: RuleSpec = {
  kind: 'check',
  check: (value) => {
    const end = Array.isArray(value) ? (value as Dayjs[])[1] : undefined;
    return end && end.unix() <= nowSeconds() ? 'promotions:rule.endFuture' : undefined;
  },
};

/** Per member at most as many as there are. */
const limitWithinQuantity: RuleSpec = {
  kind: 'check',
  check: (value, v) => (v.create_num !== undefined && v.create_num !== null && Number(value) > Number(v.create_num) ? 'promotions:rule.limitWithinQuantity' : undefined),
};

// The reference (§6.3) states no bounds for a coupon's amounts or counts: all are hints.
const money = [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }] as const satisfies RuleSpec[];

/** The validity in words: the fixed window in the browser's zone, or the days after the claim. */
export const validityOf = (row: Pick<CouponRow, 'effective_type' | 'effective_days' | 'start_time' | 'end_time'>) =>
  row.effective_type === 'EFFECTIVE_AFTER_RECEIVING'
    ? t('promotions:coupon.afterClaim', { days: row.effective_days })
    : `${formatUnix(row.start_time, 'YYYY-MM-DD HH:mm')} ~ ${formatUnix(row.end_time, 'YYYY-MM-DD HH:mm')}`;

export const couponSchema: Schema<CouponRow> = [
  { key: 'keyword', label: 'promotions:field.couponTitle', type: 'text', search: true },
  { key: 'title', label: 'promotions:field.couponTitle', type: 'text', column: { width: 180 }, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 50, warn: true }] } },
  { key: 'coupon_price', label: 'promotions:field.couponPrice', type: 'money', column: true, form: { rules: [...money, { kind: 'lessThan', field: 'coupon_threshold_price', message: 'promotions:rule.priceBelowThreshold' }] } },
  { key: 'coupon_threshold_price', label: 'promotions:field.couponThreshold', type: 'money', column: true, form: { extra: 'promotions:hint.couponThreshold', rules: [...money] } },
  { key: 'type', label: 'promotions:field.couponType', type: 'radio', enum: COUPON_TYPES, search: true, column: true, form: { initial: 'FREE_GET', rules: [{ kind: 'required' }] } },
  {
    key: 'effective_type',
    label: 'promotions:field.effectiveType',
    type: 'radio',
    enum: EFFECTIVE_TYPES,
    search: true,
    form: { initial: 'AUTO_TAKE_EFFECT', rules: [{ kind: 'required' }, activityCouponsAfterClaim] },
  },
  { key: 'validity', label: 'promotions:field.validity', type: 'text', column: true, render: validityOf },
  {
    key: 'time',
    label: 'promotions:field.window',
    type: 'timeRange',
    range: { start: 'start_time', end: 'end_time' },
    search: { range: { start: 'start_time', end: 'end_time' } },
    form: { when: fixedWindow, rules: [{ kind: 'required' }, endsInFuture, endsAfterStart] },
  },
  {
    key: 'effective_days',
    label: 'promotions:field.effectiveDays',
    type: 'number',
    props: { min: 1, precision: 0 },
    form: { when: afterClaim, extra: 'promotions:hint.effectiveDays', rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 1000, warn: true }] },
  },
  { key: 'create_num', label: 'promotions:field.createNum', type: 'number', props: { min: 1, precision: 0 }, column: true, form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 99_999_999, warn: true }] } },
  {
    key: 'limit_num',
    label: 'promotions:field.limitNum',
    type: 'number',
    props: { min: 0, precision: 0 },
    column: true,
    render: (row) => (Number(row.limit_num) === 0 ? t('promotions:coupon.unlimited') : String(row.limit_num)),
    form: { initial: 0, extra: 'promotions:hint.limitNum', rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 0, max: 99_999_999, warn: true }, limitWithinQuantity] },
  },
  { key: 'received_num', label: 'promotions:field.received', type: 'number', column: true },
  { key: 'used_num', label: 'promotions:field.used', type: 'number', column: true },
  { key: 'status', label: 'promotions:field.status', type: 'enum', enum: COUPON_STATUSES, column: true, render: (row) => <StatusTag status={row.status} text={row.status_text} options={COUPON_STATUSES} /> },
];

/** A coupon a member holds (api reference §6.3 `seller/members/coupon`). */
export interface MemberCouponRow {
  mc_id: string | number;
  member_name: string;
  coupon_price?: number;
  start_time: number;
  end_time: number;
  used_status: number;
  order_sn?: string;
  status_text?: string;
  is_cancel?: number;
  cancel_reason?: string;
  [key: string]: unknown;
}

export const USED_STATUSES = values('usedStatus', [0, 1], ['blue', 'green']);

/** Void one member's coupon: only unused, not voided and not expired (api reference §6.3). */
export const canVoidClaim = (row: MemberCouponRow, now = nowSeconds()) => Number(row.used_status) === 0 && Number(row.is_cancel ?? 0) === 0 && Number(row.end_time) > now;

export const memberCouponSchema: Schema<MemberCouponRow> = [
  { key: 'member_name', label: 'promotions:field.member', type: 'text', search: true, column: true },
  { key: 'used_status', label: 'promotions:field.usedStatus', type: 'enum', enum: USED_STATUSES, search: true, column: true },
  { key: 'coupon_status', label: 'promotions:field.claimStatus', type: 'enum', enum: COUPON_STATUSES, search: true },
  { key: 'order_sn', label: 'promotions:field.orderSn', type: 'text', search: true, column: true, render: (row) => (row.order_sn ? <Link to={`/order/detail/${encodeURIComponent(row.order_sn)}`}>{row.order_sn}</Link> : '—') },
  { key: 'coupon_price', label: 'promotions:field.couponPrice', type: 'money', column: true },
  { key: 'validity', label: 'promotions:field.validity', type: 'text', column: true, render: (row) => `${formatUnix(row.start_time, 'YYYY-MM-DD HH:mm')} ~ ${formatUnix(row.end_time, 'YYYY-MM-DD HH:mm')}` },
  // A member's coupon the shop voided is no longer valid, as an expired one, and a server may say 已失效 for
  // both: is_cancel tells them apart, so the seller reads 已作废 for the one they voided.
  { key: 'status_text', label: 'promotions:field.status', type: 'text', column: true, render: (row) => (Number(row.is_cancel) === 1 ? t('promotions:couponStatus.voided') : row.status_text ? String(row.status_text) : '—') },
  { key: 'cancel_reason', label: 'promotions:field.cancelReason', type: 'text', column: true },
];
