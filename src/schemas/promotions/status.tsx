/**
 * Activity status (api reference §6): WAIT not started, UNDERWAY running, END ended or closed, and
 * what each allows — WAIT edit and delete, UNDERWAY view and close, END view and delete. The console
 * offers exactly these in every list.
 */
import { Tag } from 'antd';
import { t } from '@/i18n';
import type { EnumOption } from '../types';

export type ActivityStatus = 'WAIT' | 'UNDERWAY' | 'END';
export const ACTIVITY_STATUS_VALUES: readonly ActivityStatus[] = ['WAIT', 'UNDERWAY', 'END'];

export const ACTIVITY_STATUSES: readonly EnumOption[] = [
  { value: 'WAIT', label: 'promotions:status.WAIT', color: 'blue' },
  { value: 'UNDERWAY', label: 'promotions:status.UNDERWAY', color: 'green' },
  { value: 'END', label: 'promotions:status.END', color: 'default' },
];

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A row's status: the API's, else from its times (a detail may come without one: api reference §6.1
 * lists none). The list filters' 0/1/2 are read too.
 */
export function activityStatusOf(row: { status?: unknown; start_time?: unknown; end_time?: unknown }, now = nowSeconds()): ActivityStatus {
  const given = String(row.status ?? '').toUpperCase();
  const byCode: Record<string, ActivityStatus> = { '0': 'WAIT', '1': 'UNDERWAY', '2': 'END' };
  if ((ACTIVITY_STATUS_VALUES as readonly string[]).includes(given)) return given as ActivityStatus;
  if (byCode[given]) return byCode[given]!;
  if (now < Number(row.start_time)) return 'WAIT';
  return now < Number(row.end_time) ? 'UNDERWAY' : 'END';
}

export interface ActivityFlags {
  allow_edit: boolean;
  allow_view: boolean;
  allow_close: boolean;
  allow_delete: boolean;
}

export const activityFlags = (status: ActivityStatus): ActivityFlags => ({
  allow_edit: status === 'WAIT',
  allow_view: status !== 'WAIT',
  allow_close: status === 'UNDERWAY',
  allow_delete: status !== 'UNDERWAY',
});

/** A status tag: the server's text where it gave one (a closed activity says so), coloured by status. */
export function StatusTag({ status, text, options }: { status: unknown; text?: unknown; options: readonly EnumOption[] }) {
  const option = options.find((o) => String(o.value) === String(status));
  return <Tag color={option?.color}>{typeof text === 'string' && text ? text : option ? t(option.label) : String(status ?? '')}</Tag>;
}
