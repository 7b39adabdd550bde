/** Shop grades and grade applications (designed: docs/api/grade-application.md). */
import { Space, Tag } from 'antd';
import { t } from '@/i18n';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';
import type { FormValues, Schema } from '../types';
import { AUTH_STATUSES } from './audit';

export interface GradeRow {
  grade_id: string;
  grade_name: string;
  /** 0 = unlimited */
  goods_limit: number;
  commission_rate: number;
  required_margin: number;
  features: Array<{ code: string; name: string }>;
  current: number;
  allow_apply: number;
  margin_enough: number;
  [key: string]: unknown;
}

export interface GradeApplicationRow {
  application_id: string;
  from_grade_name: string;
  grade_name: string;
  reason: string;
  auth_status: string;
  audit_remark: string;
  create_time: number;
  audit_time: number;
  [key: string]: unknown;
}

export const goodsLimitText = (limit: unknown) => (Number(limit) ? String(limit) : t('setting:grade.unlimited'));

export const gradeSchema: Schema<GradeRow> = [
  {
    key: 'grade_name',
    label: 'setting:grade.name',
    type: 'text',
    column: true,
    render: (row) => (
      <Space>
        {row.grade_name}
        {Number(row.current) === 1 && <Tag color="blue">{t('setting:grade.current')}</Tag>}
      </Space>
    ),
  },
  { key: 'goods_limit', label: 'setting:grade.goodsLimit', type: 'number', column: true, render: (row) => goodsLimitText(row.goods_limit) },
  { key: 'commission_rate', label: 'setting:grade.commission', type: 'number', column: true, render: (row) => `${row.commission_rate}%` },
  { key: 'required_margin', label: 'setting:grade.requiredMargin', type: 'money', column: true, render: (row) => formatMoney(row.required_margin) },
  {
    key: 'features',
    label: 'setting:grade.features',
    type: 'tags',
    column: true,
    render: (row) => (
      <Space size={[4, 4]} wrap style={{ maxWidth: 420 }}>
        {(row.features ?? []).map((f) => (
          <Tag key={f.code}>{f.name}</Tag>
        ))}
      </Space>
    ),
  },
  {
    key: 'margin_enough',
    label: 'setting:grade.marginEnough',
    type: 'enum',
    enum: [
      { value: 1, label: 'setting:grade.enough', color: 'green' },
      { value: 0, label: 'setting:grade.notEnough', color: 'orange' },
    ],
    column: true,
  },
];

export const applicationSchema: Schema<GradeApplicationRow> = [
  { key: 'create_time', label: 'setting:grade.appliedAt', type: 'time', column: true },
  { key: 'grade_name', label: 'setting:grade.change', type: 'text', column: true, render: (row) => `${row.from_grade_name} → ${row.grade_name}` },
  { key: 'reason', label: 'setting:grade.reason', type: 'textarea', column: true },
  { key: 'auth_status', label: 'setting:grade.status', type: 'enum', enum: AUTH_STATUSES, column: true },
  { key: 'audit_remark', label: 'setting:grade.remark', type: 'text', column: true },
  { key: 'audit_time', label: 'setting:grade.auditedAt', type: 'time', column: true, render: (row) => (Number(row.audit_time) ? formatUnix(row.audit_time) : '—') },
];

export const applyFields: Schema<FormValues> = [
  { key: 'reason', label: 'setting:grade.reason', type: 'textarea', props: { maxLength: 200 }, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 200 }] } },
];
