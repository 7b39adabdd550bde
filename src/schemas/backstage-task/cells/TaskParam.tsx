import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatUnix } from '@/utils/time';

interface ParamEntry {
  fieldName?: unknown;
  fieldDesc?: unknown;
  value?: unknown;
}

/** Filter names whose values are unix seconds (`startTime`, `end_time`, ...). */
const TIME_NAME = /time$/i;

/** The entries of a task's `param` (a JSON array of `{fieldName, fieldDesc, value}`); none when it is not one. */
export function paramEntries(param: unknown): ParamEntry[] {
  if (typeof param !== 'string' || !param.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(param);
    return Array.isArray(parsed) ? parsed.filter((p): p is ParamEntry => typeof p === 'object' && p !== null) : [];
  } catch {
    return [];
  }
}

/**
 * The filters the console's own exports send, named and valued in the console's words and language: the
 * server describes them in its own (`fieldDesc` in Chinese, values as sent: WAIT_SHIP, 1).
 */
const KNOWN_FILTERS: Record<string, { label: string; value?: (raw: string) => string }> = {
  order_status: { label: 'order:field.status', value: (raw) => `order:tab.${raw}` },
  payment_type: { label: 'order:field.paymentType', value: (raw) => `order:paymentType.${raw}` },
  client_type: { label: 'order:field.source', value: (raw) => `order:clientType.${raw}` },
  market_enable: { label: 'goods:field.status', value: (raw) => (raw === '1' ? 'goods:status.onSale' : raw === '0' ? 'goods:status.offShelf' : '') },
};

/** One filter in words: its name and its value (a time shown in the browser's zone), the console's when it knows the filter. */
export function paramText(entry: ParamEntry, t: TFunction): string {
  const fieldName = String(entry.fieldName ?? '');
  const known = Object.hasOwn(KNOWN_FILTERS, fieldName) ? KNOWN_FILTERS[fieldName] : undefined;
  const name = known ? t(known.label) : String(entry.fieldDesc ?? fieldName);
  const raw = String(entry.value ?? '');
  const valueKey = known?.value?.(raw);
  const value = TIME_NAME.test(fieldName) && /^\d{1,12}$/.test(raw) ? formatUnix(raw) : valueKey ? t(valueKey, { defaultValue: raw }) : raw;
  return `${name}: ${value}`;
}

/** The filters a task was started with, one per line; "all" when there were none. */
export function TaskParam({ param }: { param: unknown }) {
  const { t } = useTranslation('backstageTask');
  const entries = paramEntries(param);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('param.none')}</Typography.Text>;
  return (
    <div data-testid="task-param">
      {entries.map((entry, i) => (
        <div key={i}>{paramText(entry, t)}</div>
      ))}
    </div>
  );
}
