/** Pickup points of the shop (designed: docs/api/pickup-points.md). */
import { Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '@/i18n';
import type { EnumOption, Schema } from '../types';

export interface PickupPointRow {
  id: string;
  name: string;
  full_address?: string;
  address: string;
  contact_name: string;
  contact_mobile: string;
  open_time: string;
  close_time: string;
  /** days 1 (Monday) … 7, comma-joined */
  open_days: string;
  enabled: number;
  operate_allowable?: Record<string, boolean>;
  [key: string]: unknown;
}

export const WEEKDAYS: readonly EnumOption[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: `setting:pickup.day${day}` }));

/** The opening hours close after they open. */
export const closesAfterOpening = (value: unknown) => {
  const range = value as [Dayjs, Dayjs] | undefined;
  return range && range[1].format('HH:mm') <= range[0].format('HH:mm') ? 'setting:pickup.closeAfterOpen' : undefined;
};

const daysOf = (value: unknown) => String(value ?? '').split(',').filter(Boolean);

export const pickupPointSchema: Schema<PickupPointRow> = [
  { key: 'keyword', label: 'setting:pickup.keyword', type: 'text', search: true },
  { key: 'name', label: 'setting:pickup.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 30 }] } },
  { key: 'region_id', label: 'setting:pickup.region', type: 'address', props: { prefix: '', as: 'id' }, form: { rules: [{ kind: 'required' }] } },
  { key: 'address', label: 'setting:pickup.address', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 100 }] } },
  { key: 'full_address', label: 'setting:pickup.fullAddress', type: 'text', column: true },
  { key: 'contact_name', label: 'setting:pickup.contact', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 20 }] } },
  { key: 'contact_mobile', label: 'setting:pickup.mobile', type: 'mobile', column: true, form: { rules: [{ kind: 'required' }] } },
  {
    key: 'hours',
    label: 'setting:pickup.hours',
    type: 'clockRange',
    range: { start: 'open_time', end: 'close_time' },
    column: true,
    form: { rules: [{ kind: 'required' }, { kind: 'check', check: closesAfterOpening }] },
  },
  {
    key: 'open_days',
    label: 'setting:pickup.days',
    type: 'checkboxes',
    enum: WEEKDAYS,
    column: true,
    render: (row) => daysOf(row.open_days).map((day) => t(`setting:pickup.day${day}`)).join(' '),
    form: { rules: [{ kind: 'required' }] },
  },
  {
    key: 'enabled',
    label: 'setting:pickup.state',
    type: 'switch',
    column: true,
    render: (row) => (Number(row.enabled) === 1 ? <Tag color="green">{t('setting:pickup.enabled')}</Tag> : <Tag>{t('setting:pickup.disabled')}</Tag>),
    form: { initial: 1, extra: 'setting:pickup.enabledHint' },
  },
];

/** The form's days from the record's comma-joined text. */
export const openDaysOf = (row: { open_days?: unknown }) => daysOf(row.open_days).map(Number);
