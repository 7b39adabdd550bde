/** The shop's security deposit (api reference §8.2): its history, and a pay-in for the platform's audit. */
import { formatMoney } from '@/utils/money';
import type { FormValues, Schema } from '../types';
import { AUTH_STATUSES } from './audit';

export interface MarginFlowRow {
  id: string;
  /** 1 pay-in, 0 deduction by the platform */
  type: number;
  actual_pay_amount: number;
  /** the balance after it */
  total_amount: number;
  voucher: string;
  create_time: number;
  auth_status: string;
  audit_remark: string;
  [key: string]: unknown;
}

export const FLOW_TYPES = [
  { value: 1, label: 'setting:deposit.payIn', color: 'green' },
  { value: 0, label: 'setting:deposit.deduct', color: 'red' },
];

export const marginFlowSchema: Schema<MarginFlowRow> = [
  { key: 'create_time', label: 'setting:deposit.time', type: 'time', column: true },
  { key: 'type', label: 'setting:deposit.type', type: 'enum', enum: FLOW_TYPES, column: true },
  {
    key: 'actual_pay_amount',
    label: 'setting:deposit.amount',
    type: 'money',
    column: true,
    render: (row) => `${Number(row.type) === 0 ? '−' : '+'}${formatMoney(row.actual_pay_amount)}`,
  },
  { key: 'total_amount', label: 'setting:deposit.balanceAfter', type: 'money', column: true },
  { key: 'voucher', label: 'setting:deposit.voucher', type: 'uploadImages', column: true },
  { key: 'auth_status', label: 'setting:deposit.status', type: 'enum', enum: AUTH_STATUSES, column: true },
  { key: 'audit_remark', label: 'setting:deposit.remark', type: 'text', column: true },
];

/** A pay-in: 0 – 1 000 000 with 2 decimals, and 1 to 5 jpg / png vouchers of the transfer. */
export const payInFields: Schema<FormValues> = [
  {
    key: 'actual_pay_amount',
    label: 'setting:deposit.amount',
    type: 'money',
    form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 1_000_000 }, { kind: 'decimals', value: 2 }] },
  },
  {
    key: 'voucher',
    label: 'setting:deposit.voucher',
    type: 'uploadImages',
    props: { max: 5, accept: ['jpg', 'jpeg', 'png'], joined: true },
    form: { rules: [{ kind: 'required' }, { kind: 'items', max: 5 }], extra: 'setting:deposit.voucherHint' },
  },
];
